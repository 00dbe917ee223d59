#!/usr/bin/env node
/**
 * Compiles the guests' site's catalogues (src/i18n/messages/{locale}/{namespace}.json, ICU
 * MessageFormat) into plain functions (src/i18n/generated/{locale}/{namespace}.js, with a .d.ts
 * naming each message's arguments), with @messageformat/core: the browser gets no parser, only the
 * messages of its page (docs/i18n.md). Each message answers its parts (strings, and the values
 * given for its arguments, which may be React elements); src/i18n/translator.ts joins them.
 *
 * Refuses (exit 1) a catalogue whose keys are not the same in every language, a message whose
 * arguments differ between languages, and a message that does not compile. `--check` writes
 * nothing and fails when a generated file is missing or stale (npm test runs it).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import MessageFormat from '@messageformat/core';
import compileModule from '@messageformat/core/compile-module.js';
import { parse } from '@messageformat/parser';

const LOCALES = ['en', 'hi'];
const root = fileURLToPath(new URL('../src/i18n/', import.meta.url));
const sources = path.join(root, 'messages');
const generated = path.join(root, 'generated');
const check = process.argv.includes('--check');

const problems = [];
const outputs = new Map();

/** Every argument a message names, nested ones included (a plural's `#` is its own argument's). */
function argumentsOf(tokens, found = new Set()) {
  for (const token of tokens) {
    if (token.type === 'argument' || token.type === 'function') found.add(token.arg);
    if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
      found.add(token.arg);
      for (const choice of token.cases) argumentsOf(choice.tokens, found);
    }
  }
  return found;
}

const namespaces = readdirSync(path.join(sources, 'en'))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.slice(0, -'.json'.length))
  .sort();

for (const namespace of namespaces) {
  const catalogues = Object.fromEntries(
    LOCALES.map((locale) => {
      const file = path.join(sources, locale, `${namespace}.json`);
      if (!existsSync(file)) {
        problems.push(`${locale}/${namespace}.json is missing`);
        return [locale, {}];
      }
      return [locale, JSON.parse(readFileSync(file, 'utf8'))];
    }),
  );
  const keys = Object.keys(catalogues.en).sort();
  const argumentsByKey = new Map();
  for (const locale of LOCALES) {
    const own = Object.keys(catalogues[locale]).sort();
    for (const key of keys.filter((key) => !own.includes(key))) problems.push(`${locale}/${namespace}: "${key}" is missing`);
    for (const key of own.filter((key) => !keys.includes(key))) problems.push(`${locale}/${namespace}: "${key}" is not in en`);
    for (const key of own) {
      const message = catalogues[locale][key];
      if (typeof message !== 'string' || message.trim() === '') {
        problems.push(`${locale}/${namespace}: "${key}" is not a message`);
        continue;
      }
      let names;
      try {
        names = [...argumentsOf(parse(message, { strict: true }))].sort().join(', ');
      } catch (error) {
        problems.push(`${locale}/${namespace}: "${key}" does not parse: ${error.message}`);
        continue;
      }
      if (!argumentsByKey.has(key)) argumentsByKey.set(key, names);
      else if (argumentsByKey.get(key) !== names) {
        problems.push(`${locale}/${namespace}: "${key}" takes {${names}}, en takes {${argumentsByKey.get(key)}}`);
      }
    }
  }
  for (const locale of LOCALES) {
    const messageFormat = new MessageFormat([locale], { strict: true, returnType: 'values' });
    let code;
    try {
      code = compileModule(messageFormat, catalogues[locale]);
    } catch (error) {
      problems.push(`${locale}/${namespace}: ${error.message}`);
      continue;
    }
    const header = `// Compiled from src/i18n/messages/${locale}/${namespace}.json by scripts/compile-messages.mjs: do not edit.\n`;
    outputs.set(path.join(generated, locale, `${namespace}.js`), `${header}${code}\n`);
    const members = keys
      .filter((key) => key in catalogues[locale])
      .map((key) => {
        const names = argumentsByKey.get(key);
        const parameter = names
          ? `values: { ${names
              .split(', ')
              .map((name) => `${name}: MessageValue`)
              .join('; ')} }`
          : '';
        return `  ${JSON.stringify(key)}(${parameter}): MessageParts;`;
      });
    // English's declaration names the messages and their arguments; every other language's is English's.
    const declaration =
      locale === 'en'
        ? `import type { MessageParts, MessageValue } from '../../message-parts';\n\ndeclare const messages: {\n${members.join('\n')}\n};\nexport default messages;\n`
        : `import type english from '../en/${namespace}';\n\ndeclare const messages: typeof english;\nexport default messages;\n`;
    outputs.set(path.join(generated, locale, `${namespace}.d.ts`), `${header}${declaration}`);
  }
}

if (problems.length > 0) {
  console.error(`The catalogues have ${problems.length} problem(s):\n${problems.map((problem) => `- ${problem}`).join('\n')}`);
  process.exit(1);
}

const stale = [...outputs].filter(([file, text]) => !existsSync(file) || readFileSync(file, 'utf8') !== text);
if (check) {
  if (stale.length > 0) {
    console.error(
      `Stale compiled catalogues (run \`npm run messages -w client\`):\n${stale.map(([file]) => `- ${path.relative(root, file)}`).join('\n')}`,
    );
    process.exit(1);
  }
  console.log(`The catalogues are compiled and current (${namespaces.length} namespace(s), ${LOCALES.join(' and ')}).`);
} else {
  for (const [file, text] of stale) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  console.log(`Compiled ${namespaces.length} namespace(s) in ${LOCALES.join(' and ')}: ${stale.length} file(s) written.`);
}
