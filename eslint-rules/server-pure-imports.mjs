import path from 'node:path';

/**
 * The one door between the two workspaces. A rule the browser must run too (a GSTIN's check
 * character, calendar dates, the advance) lives once, in `server/src/shared/pure/`, and the client
 * imports it as `@server-pure/<file>` (client/tsconfig.json `paths`, vite.config.ts, jest's
 * moduleNameMapper). So:
 *
 * - client code imports nothing else of the server's: no relative path into `server/`, no
 *   `@hotel/server`, no `@server-pure/` path that climbs out of the folder;
 * - a file of the pure folder imports only its neighbours (relative, inside the folder): no
 *   package, no Node built-in, nothing else of the server's, so nothing of the server's reaches
 *   the browser's bundle by way of it. Its tests (`*.test.ts`) run on the server only and are exempt.
 *   The one package allowed is a browser library both workspaces depend on for a shared rule:
 *   libphonenumber-js's `min` build (the phone rule, phone-numbers.ts), which the client loads lazily.
 *
 * Paths are relative to the repository root.
 */

const CLIENT = 'client/';
const PURE = 'server/src/shared/pure/';
const ALIAS = '@server-pure/';
const SERVER_PACKAGE = '@hotel/server';
const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;
const PURE_PACKAGES = new Set(['libphonenumber-js/min']);

/** The message id of the broken rule, or undefined when `importer` may import `specifier`. */
export function pureImportViolation(importer, specifier) {
  const relative = specifier.startsWith('./') || specifier.startsWith('../');
  const target = relative ? path.posix.normalize(path.posix.join(path.posix.dirname(importer), specifier)) : undefined;

  if (importer.startsWith(CLIENT)) {
    if (specifier === SERVER_PACKAGE || specifier.startsWith(`${SERVER_PACKAGE}/`)) return 'clientImportsServer';
    if (target !== undefined && !target.startsWith(CLIENT)) return 'clientImportsServer';
    if (specifier.startsWith(ALIAS)) {
      const inside = path.posix.normalize(specifier.slice(ALIAS.length));
      if (inside.startsWith('..') || inside.startsWith('/')) return 'aliasLeavesPure';
    }
    return undefined;
  }

  if (importer.startsWith(PURE) && !TEST_FILE.test(importer)) {
    if (PURE_PACKAGES.has(specifier)) return undefined;
    if (target === undefined || !target.startsWith(PURE)) return 'pureImportsOutside';
  }
  return undefined;
}

function toPosix(file) {
  return file.split(path.sep).join(path.posix.sep);
}

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'The client reaches the server only through its pure folder, and that folder imports only itself' },
    schema: [
      {
        type: 'object',
        properties: { root: { type: 'string', description: 'the repository root (default: the working directory)' } },
        additionalProperties: false,
      },
    ],
    messages: {
      clientImportsServer:
        "Client code may not import the server ('{{specifier}}'). A rule the browser needs too lives in server/src/shared/pure and is imported as '@server-pure/<file>'; data comes through the schema.",
      aliasLeavesPure: "'{{specifier}}' leaves server/src/shared/pure: only that folder is shared with the client.",
      pureImportsOutside:
        "server/src/shared/pure is shared with the browser: its files import only each other, not '{{specifier}}'. Keep the pure rule here and the server's part (errors, database) outside.",
    },
  },
  create(context) {
    const root = context.options[0]?.root ?? context.cwd;
    const importer = toPosix(path.relative(root, context.filename));
    if (importer.startsWith('..')) return {};
    if (!importer.startsWith(CLIENT) && !importer.startsWith(PURE)) return {};

    function check(node) {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const messageId = pureImportViolation(importer, source.value);
      if (messageId) context.report({ node: source, messageId, data: { specifier: source.value } });
    }

    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
      TSImportEqualsDeclaration(node) {
        if (node.moduleReference.type === 'TSExternalModuleReference') check({ source: node.moduleReference.expression });
      },
      CallExpression(node) {
        const [argument] = node.arguments;
        if (node.callee.type === 'Identifier' && node.callee.name === 'require' && argument) check({ source: argument });
      },
    };
  },
};
