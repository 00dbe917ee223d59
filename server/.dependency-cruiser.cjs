/** dependency-cruiser's configuration: the rules are the module map's (module-map.cjs). */
const { MODULE_MAP, moduleRules } = require('./module-map.cjs');

module.exports = {
  forbidden: moduleRules(MODULE_MAP),
  options: {
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(?:^|/)node_modules/' },
  },
};
