/**
 * Import cycles, across the whole repository (`npm run lint`, tools/import-cycles.test.ts). The layer
 * rules are the ESLint rule `boundaries/imports` (tools/eslint-boundaries.js); a cycle is a property
 * of the whole graph, which a per-file lint rule cannot see without resolving every file for each one.
 */
// A dynamic import() runs after both modules have loaded (the web's lazy pages and language bundles):
// it cannot make load order matter, so it breaks a cycle.
const notDynamic = { dependencyTypesNot: ['dynamic-import'] };
const runtimeOnly = { dependencyTypesNot: ['dynamic-import', 'type-only'] };

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A cycle of imports makes load order matter and hides which part is below which: move the shared part down.',
      from: {},
      to: { circular: true, ...runtimeOnly, viaOnly: runtimeOnly },
    },
    {
      // Elsewhere a type-only import is erased by the build; in the server and contracts a cycle through
      // a type still means two layers know each other (the simulator's behaviours take `type RobotModel`).
      name: 'no-circular-types',
      severity: 'error',
      comment: 'Server and contracts: no cycle even through a type-only import; move the shared type down a layer.',
      from: { path: '(^|/)(apps/server|packages/contracts)/src/' },
      to: { circular: true, ...notDynamic, viaOnly: notDynamic },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)node_modules/', '(^|/)dist/', '^apps/server/src/db/migrations/', '^apps/web/build/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
