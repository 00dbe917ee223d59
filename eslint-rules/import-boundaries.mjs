import path from 'node:path';

/**
 * Which file may import which, by where both live (paths relative to the repository root).
 *
 * Client: app -> features -> components, lib. A feature's public entries are its `routes` (its
 * routes, or the table of them) and its `pages` (its pages as lazy components, by name), imported
 * by `client/src/app` or by another feature's `routes` or `pages` (the admin area nests the
 * admin-rooms routes and names their pages); everything else in a feature is its own. `components` and `lib` are shared
 * by everyone, so they import neither a feature nor the app.
 *
 * Server modules are checked by dependency-cruiser against the module map (server/module-map.cjs):
 * which module may import which, only through its index.ts, and no cycles.
 *
 * Only relative specifiers are checked. The client's one alias, `@server-pure`, and what may cross
 * between the workspaces are server-pure-imports.mjs's business.
 */

const FEATURES = 'client/src/features/';
const SHARED_CLIENT = ['client/src/components/', 'client/src/lib/'];
const CLIENT_APP = 'client/src/app/';
const CODE_EXTENSION = /\.(?:[cm]?[jt]sx?)$/;

/** `features/<name>` or `features/<name>/...` -> `<name>`, or undefined outside `prefix`. */
function area(file, prefix) {
  if (!file.startsWith(prefix)) return undefined;
  const [name] = file.slice(prefix.length).split('/');
  return name || undefined;
}

function withoutExtension(file) {
  return file.replace(CODE_EXTENSION, '');
}

/** A feature's public files: `routes` and `pages` (any code extension). */
function isFeatureRoutes(file, feature) {
  const name = withoutExtension(file);
  return name === `${FEATURES}${feature}/routes` || name === `${FEATURES}${feature}/pages`;
}

/** The message id of the broken boundary, or undefined when `from` may import `to`. */
export function boundaryViolation(from, to) {
  const targetFeature = area(to, FEATURES);
  const sourceFeature = area(from, FEATURES);
  if (targetFeature !== undefined && targetFeature !== sourceFeature) {
    if (SHARED_CLIENT.some((dir) => from.startsWith(dir))) return 'sharedImportsFeature';
    if (!isFeatureRoutes(to, targetFeature)) return 'featureInsides';
    const fromApp = from.startsWith(CLIENT_APP);
    const fromRoutes = sourceFeature !== undefined && isFeatureRoutes(from, sourceFeature);
    if (!fromApp && !fromRoutes) return 'featureRoutes';
  }
  if (to.startsWith(CLIENT_APP) && SHARED_CLIENT.some((dir) => from.startsWith(dir))) return 'sharedImportsApp';

  return undefined;
}

function toPosix(file) {
  return file.split(path.sep).join(path.posix.sep);
}

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'Client features import each other only through their public files' },
    schema: [
      {
        type: 'object',
        properties: { root: { type: 'string', description: 'the repository root (default: the working directory)' } },
        additionalProperties: false,
      },
    ],
    messages: {
      featureInsides:
        "'{{specifier}}' is inside the feature '{{target}}'. A feature shows only its routes and pages; move what both need to client/src/components or client/src/lib.",
      featureRoutes:
        "Only client/src/app and a feature's routes or pages may import another feature's routes or pages ('{{specifier}}').",
      sharedImportsFeature: "client/src/components and client/src/lib are shared: they may not import the feature '{{target}}'.",
      sharedImportsApp:
        "client/src/components and client/src/lib are shared: they may not import client/src/app ('{{specifier}}'); move what they need into lib.",
    },
  },
  create(context) {
    const root = context.options[0]?.root ?? context.cwd;
    const importer = toPosix(path.relative(root, context.filename));
    if (importer.startsWith('..')) return {};

    function check(node) {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const specifier = source.value;
      if (!specifier.startsWith('./') && !specifier.startsWith('../')) return;
      const imported = path.posix.normalize(path.posix.join(path.posix.dirname(importer), specifier));
      const messageId = boundaryViolation(importer, imported);
      if (!messageId) return;
      const target = area(imported, FEATURES) ?? '';
      context.report({ node: source, messageId, data: { specifier, target } });
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
