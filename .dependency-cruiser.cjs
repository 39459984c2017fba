// The house rules on imports (decision 032), checked by `npm run lint` (depcruise) and proved on the
// fixtures in scripts/import-rules/fixtures by scripts/import-rules/import-rules.test.mjs.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-import-cycle',
      severity: 'error',
      comment:
        'An import cycle, anywhere in apps/* and packages/*: move the shared piece to a module both import.',
      from: { path: '^(apps|packages)/' },
      // Runtime cycles: a type-only import (`import type`) is erased and orders nothing at start.
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'no-cross-feature-import',
      severity: 'error',
      comment:
        'A web feature imports another feature: move the shared piece to apps/web/src/lib or apps/web/src/components.',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/([^/]+)/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'shared-imports-no-app',
      severity: 'error',
      comment: 'packages/shared is used by every app and imports none of them.',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
    {
      name: 'no-app-imports-another-app',
      severity: 'error',
      comment: 'An app imports another app: what both need belongs in packages/shared.',
      // The browser journeys (apps/web/e2e) drive the whole product and reuse the server's test identity providers.
      from: { path: '^apps/([^/]+)/', pathNot: '^apps/web/e2e/' },
      to: { path: '^apps/', pathNot: '^apps/$1/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|\\.data)/|^scripts/import-rules/fixtures/' },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types'],
    },
    tsConfig: { fileName: 'tsconfig.base.json' },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
