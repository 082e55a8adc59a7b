// The Vite config of every template app (apps/<template>/vite.config.ts is one call of this).
// Plain JavaScript so Vite and `react-router typegen` load it under any export condition, with
// no build step.
import { reactRouter } from '@react-router/dev/vite';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import { shellChunk } from './shell-chunk.mjs';

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
      // Blog posts are read by loaders only (the /blog pages, the home page's cards, the
      // sitemap): the browser bundle, which every page loads, does without their Markdown.
      if (this.environment?.name === 'client' && site.blogs?.posts) {
        site.blogs = { ...site.blogs, posts: [] };
      }
      // Likewise the locations' details (addresses, phones, opening hours: 2.7 KB gzip on a
      // 17-location group): loaders build what a page shows of them (the home page's location
      // cards, the locator, the location pages, JSON-LD), so the browser bundle has none.
      if (this.environment?.name === 'client' && Array.isArray(site.locations)) {
        site.locations = [];
      }
      return `export const site = ${JSON.stringify(site)};`;
    },
  };
}

/** The virtual module that registers the packages' stylesheet URLs (imported by each root). */
const STYLESHEETS_MODULE = 'virtual:forecourt/stylesheets';

/**
 * The packages' stylesheets, by the specifier their route modules ask for in `links`
 * (`stylesheetLinks` of @forecourt/ui-kit/stylesheets). One list for every template app.
 */
export const PACKAGE_STYLESHEETS = [
  '@forecourt/accounts/accounts.css',
  '@forecourt/checkout/checkout.css',
  '@forecourt/favourites/favourites.css',
  '@forecourt/finance/finance.css',
  '@forecourt/locations/locations.css',
  '@forecourt/offers/offers.css',
  '@forecourt/promotions/promotions.css',
  '@forecourt/reviews/reviews.css',
  '@forecourt/search/search.css',
  '@forecourt/site-shell/shell.css',
  '@forecourt/trade-in/trade-in.css',
  '@forecourt/ui-kit/styles.css',
  '@forecourt/vdp/print.css',
  '@forecourt/vdp/vdp.css',
];

/**
 * `virtual:forecourt/stylesheets`: imports each of {@link PACKAGE_STYLESHEETS} with `?url` (the
 * bundler gives each its hashed URL, from the app's own dependencies) and registers them before
 * anything renders. Packages publish plain `.css` exports, so their output has no bundler-only
 * imports; the app's build is where a specifier becomes a URL.
 */
export function packageStylesheetsModule(stylesheets = PACKAGE_STYLESHEETS) {
  return {
    name: 'forecourt-package-stylesheets',
    resolveId: (id) => (id === STYLESHEETS_MODULE ? `\0${STYLESHEETS_MODULE}` : undefined),
    load(id) {
      if (id !== `\0${STYLESHEETS_MODULE}`) return undefined;
      const imports = stylesheets.map(
        (specifier, index) => `import css${index} from ${JSON.stringify(`${specifier}?url`)};`,
      );
      const entries = stylesheets.map(
        (specifier, index) => `  ${JSON.stringify(specifier)}: css${index},`,
      );
      return [
        ...imports,
        "import { registerStylesheets } from '@forecourt/ui-kit/stylesheets';",
        `registerStylesheets({\n${entries.join('\n')}\n});`,
        '',
      ].join('\n');
    },
  };
}

/** The whole Vite config of a template app. */
export function siteViteConfig() {
  // The root route's modules as one chunk, learnt from the previous build (shell-chunk.mjs).
  const shell = shellChunk();
  return defineConfig(({ command }) => ({
    // Workspace packages are used from their sources (`source` export condition, CONVENTIONS).
    resolve: { conditions: ['source', ...defaultClientConditions] },
    // A built site is a production build on the server too: the bundled React, React DOM and
    // React Router otherwise pick their development builds at run time (process.env.NODE_ENV is
    // unset on the platform server), which rendered pages two to three times slower (prop
    // validation, owner stacks, console.createTask on every element).
    ...(command === 'build'
      ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } }
      : {}),
    environments: {
      client: {
        build: {
          // FORECOURT_NO_MINIFY=1 pnpm build:site <slug> --force: readable function names in a CPU
          // profile of the browser's start-up (how the hydration's long tasks were found).
          ...(process.env.FORECOURT_NO_MINIFY ? { minify: false } : {}),
          modulePreload: {
            // The results page's InstantSearch island loads on the shopper's first
            // touch of the results: its chunk's own imports are fetched when it runs, not listed
            // in the results route's first-load chunk (its preload list cost ~0.3 KB gzip there).
            resolveDependencies: (filename, deps) =>
              /(^|\/)ResultsIsland-[^/]*\.js$/.test(filename) ? [] : deps,
          },
          rolldownOptions: {
            output: {
              // The framework (React, React Router) as one chunk instead of several: the sites
              // are served over HTTP/1.1 (six connections a host) and every modulepreload queues
              // for a connection ahead of the page's stylesheets.
              codeSplitting: {
                groups: [
                  {
                    name: 'framework',
                    test: /node_modules[\\/](react|react-dom|react-router|scheduler|turbo-stream|cookie|set-cookie-parser)[\\/]/,
                    priority: 20,
                  },
                  ...shell.groups,
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
    plugins: [siteConfigModule(), packageStylesheetsModule(), reactRouter(), shell.plugin],
  }));
}
