// The Vite config of every template app (apps/<template>/vite.config.ts is one call of this).
// Plain JavaScript so Vite and `react-router typegen` load it under any export condition, with
// no build step.

import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import {
  defaultClientConditions,
  defaultServerConditions,
  defineConfig,
  normalizePath,
} from 'vite';

/** The repository root (ids of workspace modules start with it, `/` separated). */
const REPO_ROOT = normalizePath(fileURLToPath(new URL('../../../', import.meta.url)));
/**
 * Small workspace modules every page needs (the site's config and text, the theme, SEO and
 * format helpers, the template's copy), relative to the repository root: merged into one chunk.
 * UI components stay in their own chunks so that nothing only an interaction needs (a dialog)
 * rides along.
 */
const SHARED_CODE =
  /^(packages\/logic\/[^/]+\/src|packages\/features\/(site-shell|api-client)\/src|packages\/ui\/ui-kit\/src\/theme|templates\/[^/]+\/src)\//;

/** The virtual module the app reads the site's public config from. */
const SITE_MODULE = 'virtual:forecourt/site';

/**
 * Fields of a resolved site config that must never reach a client bundle: site-config's
 * SERVER_ONLY_FIELDS, restated because this file is loaded without the workspace's `source`
 * condition (the package's dist/ may be stale or absent).
 */
const SERVER_ONLY_FIELDS = ['search', 'lead_delivery'];

/**
 * Bakes the site's public config into the build as `virtual:forecourt/site`. The per-site build
 * (`tooling/scripts/src/build-site.mjs`) resolves `configs/<slug>.json` with
 * `resolveSiteConfig()` and passes `publicSiteConfig()` of it as JSON in FORECOURT_SITE_CONFIG;
 * a config still holding a server-only field fails the build.
 */
export function siteConfigModule(json = process.env.FORECOURT_SITE_CONFIG) {
  return {
    name: 'forecourt-site-config',
    resolveId: (id) => (id === SITE_MODULE ? `\0${SITE_MODULE}` : undefined),
    load(id) {
      if (id !== `\0${SITE_MODULE}`) return undefined;
      if (!json) {
        throw new Error(
          'FORECOURT_SITE_CONFIG is not set. Build a site with `pnpm build:site <slug>` ' +
            '(or run `node tooling/scripts/src/build-site.mjs --dev <slug>` for the dev server).',
        );
      }
      const site = JSON.parse(json);
      const leaked = SERVER_ONLY_FIELDS.filter((field) => field in site);
      if (leaked.length) {
        throw new Error(`FORECOURT_SITE_CONFIG holds server-only fields: ${leaked.join(', ')}`);
      }
      return `export const site = ${JSON.stringify(site)};`;
    },
  };
}

/** The whole Vite config of a template app. */
export function siteViteConfig() {
  return defineConfig(({ command }) => ({
    // Workspace packages are used from their sources (`source` export condition, CONVENTIONS).
    resolve: { conditions: ['source', ...defaultClientConditions] },
    environments: {
      client: {
        build: {
          rolldownOptions: {
            output: {
              // Fewer, larger chunks for the first paint. The sites are served over HTTP/1.1
              // (six connections a host): left alone, a page named ~25 tiny modulepreloads
              // (1-3 KB each: site context, theme tokens, copy, SEO helpers...) ahead of its
              // stylesheets, and each queued for a connection before the page could paint.
              // The framework (React, React Router) is one chunk, and the workspace code that
              // three or more route modules share another; code only one page or one
              // interaction needs (the finance calculator, the lightbox) keeps its own chunk.
              codeSplitting: {
                groups: [
                  {
                    name: 'framework',
                    test: /node_modules[\\/](react|react-dom|react-router|scheduler|turbo-stream|cookie|set-cookie-parser)[\\/]/,
                    priority: 20,
                  },
                  {
                    name: 'shared',
                    test: (id) =>
                      id.startsWith(REPO_ROOT) && SHARED_CODE.test(id.slice(REPO_ROOT.length)),
                    minShareCount: 2,
                    priority: 10,
                  },
                ],
              },
            },
          },
        },
      },
      ssr: {
        // The server build is self-contained: React, React Router and every package are
        // bundled, so dist/sites/<slug>/server runs from anywhere with one copy of each (no
        // node_modules lookup from dist/, which pnpm's isolated layout would not satisfy).
        // (Dev keeps Node's own resolution: the dev module runner does not convert CommonJS.)
        resolve: {
          conditions: ['source', ...defaultServerConditions],
          ...(command === 'build' ? { noExternal: true } : {}),
        },
        build: {
          // The site handler is the server build's entry (the app's server/site-handler.ts).
          rollupOptions: { input: './server/site-handler.ts' },
        },
      },
    },
    server: {
      // `build-site.mjs --dev <slug>`: the API, search and media live on the platform server.
      proxy: Object.fromEntries(
        ['/api', '/media', '/search/multi-search'].map((path) => [
          path,
          process.env.FORECOURT_API_URL || 'http://localhost:4000',
        ]),
      ),
    },
    plugins: [siteConfigModule(), reactRouter()],
  }));
}
