/**
 * The server's module map (server/module-map.cjs) as dependency-cruiser checks it in `npm run lint`:
 * a tiny tree of two modules is cruised with the real rules, and each kind of forbidden import is
 * reported. The map of the real server must itself be acyclic.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from '@jest/globals';

const require = createRequire(import.meta.url);
const repository = path.resolve(__dirname, '..');
const { MODULE_MAP, moduleRules } = require(path.join(repository, 'server/module-map.cjs'));
const depcruise = path.join(repository, 'node_modules/.bin/depcruise');

/** Cruises `files` (path -> source, under src/) with the rules of `map`; answers the rules broken. */
function violations(map, files) {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'module-map-'));
  try {
    for (const [file, source] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
      writeFileSync(path.join(folder, file), source);
    }
    writeFileSync(path.join(folder, 'tsconfig.json'), JSON.stringify({ include: ['src/**/*.ts'] }));
    writeFileSync(
      path.join(folder, '.dependency-cruiser.cjs'),
      `module.exports = { forbidden: require(${JSON.stringify(path.join(repository, 'server/module-map.cjs'))}).moduleRules(${JSON.stringify(map)}),
        options: { tsConfig: { fileName: 'tsconfig.json' }, tsPreCompilationDeps: true } };`,
    );
    let output;
    try {
      output = execFileSync(depcruise, ['src', '--config', '.dependency-cruiser.cjs', '--output-type', 'json'], {
        cwd: folder,
        encoding: 'utf8',
      });
    } catch (error) {
      output = error.stdout; // depcruise exits with the number of errors
    }
    const result = JSON.parse(output);
    return result.summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`).sort();
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const MAP = { low: [], high: ['low'] };
const LOW = {
  'src/modules/low/index.ts': "export { thing } from './thing';",
  'src/modules/low/thing.ts': 'export const thing = 1;',
};

describe('the module map', () => {
  test('the real map allows no cycle, and names only modules it lists', () => {
    expect(() => moduleRules(MODULE_MAP)).not.toThrow();
    expect(() => moduleRules({ a: ['b'], b: ['c'], c: ['a'] })).toThrow('The module map has a cycle: a -> b -> c -> a');
    expect(() => moduleRules({ a: ['nowhere'] })).toThrow("unknown module 'nowhere'");
  });

  test('an import in an allowed direction, through the index, passes', () => {
    expect(
      violations(MAP, { ...LOW, 'src/modules/high/index.ts': "import { thing } from '../low';\nexport const x = thing;" }),
    ).toEqual([]);
  });

  test('a module importing one the map does not allow fails', () => {
    const found = violations(MAP, {
      ...LOW,
      'src/modules/low/thing.ts': "import { x } from '../high';\nexport const thing = x;",
      'src/modules/high/index.ts': 'export const x = 1;',
    });
    expect(found).toContain('module-map: src/modules/low/thing.ts -> src/modules/high/index.ts');
  });

  test("importing another module's file instead of its index fails, from a module or from outside", () => {
    const found = violations(MAP, {
      ...LOW,
      'src/modules/high/index.ts': "import { thing } from '../low/thing';\nexport const x = thing;",
      'src/app.ts': "import { thing } from './modules/low/thing';\nexport const y = thing;",
    });
    expect(found).toEqual([
      'module-public-surface: src/app.ts -> src/modules/low/thing.ts',
      'module-public-surface: src/modules/high/index.ts -> src/modules/low/thing.ts',
    ]);
  });

  test("an entity may name another module's entity for a relation, not its other files", () => {
    const found = violations(MAP, {
      ...LOW,
      'src/modules/low/low.entity.ts': 'export class Low {}',
      'src/modules/high/index.ts': "export { High } from './high.entity';",
      'src/modules/high/high.entity.ts':
        "import { Low } from '../low/low.entity';\nimport { thing } from '../low/thing';\nexport class High { low?: Low; n = thing; }",
    });
    expect(found).toEqual(['module-public-surface: src/modules/high/high.entity.ts -> src/modules/low/thing.ts']);
  });

  test('a cycle between two modules fails', () => {
    const found = violations(MAP, {
      'src/modules/low/index.ts': "import { x } from '../high';\nexport const thing = x;",
      'src/modules/high/index.ts': "import { thing } from '../low';\nexport const x = thing;",
    });
    expect(found).toContain('module-map: src/modules/low/index.ts -> src/modules/high/index.ts');
    // dependency-cruiser names the loop once, from either end.
    expect(found.filter((violation) => violation.startsWith('no-circular:'))).toHaveLength(1);
  });

  test('a folder under src/modules that the map does not list fails', () => {
    const found = violations(MAP, {
      ...LOW,
      'src/modules/stray/index.ts': "import { thing } from '../low';\nexport const z = thing;",
    });
    expect(found).toEqual(['module-map: src/modules/stray/index.ts -> src/modules/low/index.ts']);
  });
});
