/**
 * Import cycles, across the whole repository (`npm run lint`). The layer rules themselves are the
 * ESLint rule `boundaries/imports` (tools/eslint-boundaries.js); this only refuses cycles, which a
 * per-file lint rule cannot see without resolving every file again for every file.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A cycle makes load order matter and hides which part is below which: move the shared part down a layer.',
      from: {},
      // Cycles the running code walks: a type-only import is erased by the build, and a dynamic import()
      // runs after both modules have loaded (the web's lazy pages and language bundles), so neither
      // makes load order matter.
      to: { circular: true, dependencyTypesNot: ['dynamic-import'], viaOnly: { dependencyTypesNot: ['dynamic-import'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)node_modules/', '(^|/)dist/', '^apps/server/src/db/migrations/', '^apps/web/build/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] },
  },
};
