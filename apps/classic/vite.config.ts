import { reactRouter } from '@react-router/dev/vite';
import { defaultClientConditions, defaultServerConditions, defineConfig, type Plugin } from 'vite';

/** The virtual module the app reads the site's public config from. */
const SITE_MODULE = 'virtual:forecourt/site';

/**
 * Fields of a resolved site config that must never reach a client bundle: site-config's
 * SERVER_ONLY_FIELDS, restated because Vite loads this file with the package's `import`
 * condition (its dist/, possibly stale or absent), not the `source` condition.
 */
const SERVER_ONLY_FIELDS = ['search', 'lead_delivery'];

/**
 * Bakes the site's public config into the build as `virtual:forecourt/site`. The per-site build
 * (`tooling/scripts/src/build-site.mjs`) resolves `configs/<slug>.json` with
 * `resolveSiteConfig()` and passes `publicSiteConfig()` of it as JSON in FORECOURT_SITE_CONFIG;
 * a config still holding a server-only field fails the build.
 */
function siteConfigModule(): Plugin {
  const json = process.env.FORECOURT_SITE_CONFIG;
  return {
    name: 'forecourt-site-config',
    resolveId: (id) => (id === SITE_MODULE ? `\0${SITE_MODULE}` : undefined),
    load(id) {
      if (id !== `\0${SITE_MODULE}`) return undefined;
      if (!json) {
        throw new Error(
          'FORECOURT_SITE_CONFIG is not set. Build a site with `pnpm build:site <slug>` ' +
            '(or run `node tooling/scripts/src/build-site.mjs <slug> --dev` for the dev server).',
        );
      }
      const site = JSON.parse(json) as Record<string, unknown>;
      const leaked = SERVER_ONLY_FIELDS.filter((field) => field in site);
      if (leaked.length) {
        throw new Error(`FORECOURT_SITE_CONFIG holds server-only fields: ${leaked.join(', ')}`);
      }
      return `export const site = ${JSON.stringify(site)};`;
    },
  };
}

export default defineConfig(({ command }) => ({
  // Workspace packages are used from their sources (`source` export condition, CONVENTIONS).
  resolve: { conditions: ['source', ...defaultClientConditions] },
  environments: {
    ssr: {
      // The server build is self-contained: React, React Router and every package are bundled,
      // so dist/sites/<slug>/server runs from anywhere with one copy of each (no node_modules
      // lookup from dist/, which pnpm's isolated layout would not satisfy).
      // (Dev keeps Node's own resolution: the dev module runner does not convert CommonJS.)
      resolve: {
        conditions: ['source', ...defaultServerConditions],
        ...(command === 'build' ? { noExternal: true as const } : {}),
      },
      build: {
        // The site handler is the server build's entry: it wraps React Router's request handler
        // with the platform's in-process API fetch (see server/site-handler.ts).
        rollupOptions: { input: './server/site-handler.ts' },
      },
    },
  },
  server: {
    // `build-site.mjs <slug> --dev`: the API lives on the platform server.
    proxy: Object.fromEntries(
      ['/api', '/media'].map((path) => [
        path,
        process.env.FORECOURT_API_URL || 'http://localhost:4000',
      ]),
    ),
  },
  plugins: [siteConfigModule(), reactRouter()],
}));
