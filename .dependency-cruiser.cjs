/**
 * The layering of ARCHITECTURE.md, checked on every import of production code (tests, stories
 * and benchmarks may reach further, e.g. a feature's test runs the real API):
 *   logic ← ui ← features ← templates ← apps; server packages may use logic.
 * A feature may use site-shell, api-client and the logic and ui layers, not another page
 * feature. The feature-to-feature imports that exist today are listed in
 * `.dependency-cruiser-known-violations.json`; `pnpm check:layers` fails on any new one, so
 * the list can only shrink (regenerate it with `pnpm check:layers:baseline` after removing one).
 */
const TEST = '\\.(test|browser\\.test|stories)\\.tsx?$|/src/test/|/bench/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'logic-is-pure',
      comment: 'logic/* holds pure rules: no React, no UI, no features, no server, no app.',
      severity: 'error',
      from: { path: '^packages/logic/', pathNot: TEST },
      to: {
        path: [
          '^packages/(ui|features|server)/',
          '^(templates|apps)/',
          '(^|/)node_modules/(react|react-dom|react-router)/',
          '^(react|react-dom|react-router)(/|$)',
        ],
      },
    },
    {
      name: 'ui-is-presentational',
      comment:
        'ui-kit: components and tokens only, never a feature, the server, a template or an app.',
      severity: 'error',
      from: { path: '^packages/ui/', pathNot: TEST },
      to: { path: ['^packages/(features|server)/', '^(templates|apps)/'] },
    },
    {
      name: 'features-stay-below-templates',
      comment: 'A feature never imports a template, an app or a server package (it calls the API).',
      severity: 'error',
      from: { path: '^packages/features/', pathNot: TEST },
      to: { path: ['^(templates|apps)/', '^packages/server/'] },
    },
    {
      name: 'features-are-flat',
      comment:
        'A page feature may use site-shell and api-client, not another page feature (ARCHITECTURE: a flat layer).',
      severity: 'error',
      from: { path: '^packages/features/([^/]+)/', pathNot: TEST },
      to: {
        path: '^packages/features/([^/]+)/',
        pathNot: ['^packages/features/(site-shell|api-client)/', '^packages/features/$1/'],
      },
    },
    {
      name: 'server-uses-logic-only',
      comment: 'Server packages may use logic, never ui, features, templates or apps.',
      severity: 'error',
      from: { path: '^packages/server/', pathNot: TEST },
      to: { path: ['^packages/(ui|features)/', '^(templates|apps)/'] },
    },
    {
      name: 'templates-are-not-apps',
      comment: 'A template is data and components for apps; it never imports an app.',
      severity: 'error',
      from: { path: '^templates/', pathNot: TEST },
      to: { path: '^apps/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|build|coverage|storybook-static)/' },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    enhancedResolveOptions: {
      // Workspace packages resolve to their sources, as Vite and vitest resolve them.
      conditionNames: ['source', 'import', 'types', 'default'],
      exportsFields: ['exports'],
      mainFields: ['module', 'main', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
    tsConfig: { fileName: 'tsconfig.base.json' },
  },
};
