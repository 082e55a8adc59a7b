import { parseArgs } from 'node:util';
import { DEFAULT_PAGE_KINDS, PAGE_KINDS, type PageKind } from './targets.ts';

/** What `pnpm bench:web` was asked to do. */
export interface BenchOptions {
  /**
   * The demo sites measured (folders of configs/ and dist/sites/), one server for all: by default
   * one site of each template ({@link DEFAULT_SITES}); `--site` measures one.
   */
  sites: string[];
  /** Lighthouse runs per page; medians are reported. */
  runs: number;
  /** An already-running site to measure (e.g. `http://sunshine-used-cars.localhost:4000`). */
  url?: string;
  /** Where to write the results as JSON. */
  json?: string;
  /** Where to write each run's Lighthouse report (`<page>-<run>.report.{json,html}`). */
  reports?: string;
  /** Exit 1 when a target is missed. */
  strict: boolean;
  /** Skip `pnpm build:site <site>` before spawning the server. */
  build: boolean;
  /** PostgreSQL for the spawned server instead of a fresh embedded PGlite. */
  databaseUrl?: string;
  /** The results page: where the home page's hero search lands for a query. */
  resultsPath: string;
  /** The vehicle page; by default the first in-stock car of the site's stock feed. */
  vehiclePath?: string;
  /** The pages measured, in order (`--pages`; default home, results, vehicle). */
  pages: PageKind[];
  help: boolean;
}

/** One demo site of each template: classic, group, oem. */
export const DEFAULT_SITES: readonly string[] = [
  'sunshine-used-cars',
  'metro-auto-group',
  'coastal-toyota',
];

/** Lighthouse runs that fail with one of these are run again (up to {@link LIGHTHOUSE_RETRIES}). */
export const RETRIED_LIGHTHOUSE_ERRORS: readonly string[] = ['NO_NAVSTART'];
export const LIGHTHOUSE_RETRIES = 2;

/** The results page a shopper lands on after typing "Toyota" into the home page's hero search. */
export const DEFAULT_RESULTS_PATH = '/search?query=Toyota';

export const USAGE = `pnpm bench:web [options]

Lighthouse (mobile) on the home, results and vehicle pages of demo sites, and the JavaScript
each page loads (gzip -9 and raw). Prints medians against the performance targets: a table per
site and a summary.

  --site <slug>          measure this demo site only (default: one site per template,
                         ${DEFAULT_SITES.join(', ')})
  --runs <n>             Lighthouse runs per page, medians reported (default 3)
  --url <base>           measure an already-running site, e.g. http://sunshine-used-cars.localhost:4000
                         (one site: --site, or the host's first label for <slug>.localhost)
                         (default: build the sites if needed and spawn the platform server on a fresh PGlite)
  --json <file>          write the results as JSON
  --reports <dir>        write every run's Lighthouse report (JSON and HTML) into <dir>
  --strict               exit 1 when a target is missed (default: report only, exit 0)
  --no-build             do not run \`pnpm build:site <slug>...\` first
  --database-url <url>   the spawned server uses this PostgreSQL instead of embedded PGlite
  --results-path <path>  results page (default ${DEFAULT_RESULTS_PATH}: the hero search for "Toyota")
  --vehicle-path <path>  vehicle page (default: the first in-stock car of the site's stock feed)
  --pages <list>         pages to measure, comma-separated, from ${PAGE_KINDS.join(', ')}
                         (default ${DEFAULT_PAGE_KINDS.join(',')}; location is the first location
                         page sitemap.xml lists, offers is /special-offers)
  --help                 this text`;

/** Reads the command line (`process.argv.slice(2)`); throws with a message on a bad option. */
export function parseOptions(argv: readonly string[]): BenchOptions {
  const { values } = parseArgs({
    args: [...argv],
    strict: true,
    allowPositionals: false,
    options: {
      site: { type: 'string' },
      runs: { type: 'string', default: '3' },
      url: { type: 'string' },
      json: { type: 'string' },
      reports: { type: 'string' },
      strict: { type: 'boolean', default: false },
      'no-build': { type: 'boolean', default: false },
      'database-url': { type: 'string' },
      'results-path': { type: 'string', default: DEFAULT_RESULTS_PATH },
      'vehicle-path': { type: 'string' },
      pages: { type: 'string', default: DEFAULT_PAGE_KINDS.join(',') },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1 || runs > 20) {
    throw new Error(`--runs must be a whole number from 1 to 20, got "${values.runs}"`);
  }
  const slug = /^[a-z0-9][a-z0-9-]*$/;
  if (values.site !== undefined && !slug.test(values.site)) {
    throw new Error(`--site must be a site slug, got "${values.site}"`);
  }
  let url: string | undefined;
  let sites = values.site !== undefined ? [values.site] : [...DEFAULT_SITES];
  if (values.url !== undefined) {
    const parsed = URL.canParse(values.url) ? new URL(values.url) : null;
    if (!parsed || !/^https?:$/.test(parsed.protocol)) {
      throw new Error(`--url must be an http(s) URL, got "${values.url}"`);
    }
    url = parsed.origin;
    if (values.site === undefined) {
      // A running site is one site: `<slug>.localhost` names it, else --site must.
      const label = /^([^.]+)\.localhost$/.exec(parsed.hostname)?.[1];
      if (!label || !slug.test(label)) {
        throw new Error(`--url measures one site: give its slug with --site (for ${url})`);
      }
      sites = [label];
    }
  }
  for (const [flag, path] of [
    ['--results-path', values['results-path']],
    ['--vehicle-path', values['vehicle-path']],
  ] as const) {
    if (path !== undefined && !path.startsWith('/')) {
      throw new Error(`${flag} must start with /, got "${path}"`);
    }
  }
  const pages = values.pages.split(',').map((kind) => kind.trim());
  const unknown = pages.filter((kind) => !(PAGE_KINDS as readonly string[]).includes(kind));
  if (unknown.length > 0 || pages.length === 0) {
    throw new Error(`--pages takes a list of ${PAGE_KINDS.join(', ')}, got "${values.pages}"`);
  }
  return {
    sites,
    runs,
    pages: [...new Set(pages)] as PageKind[],
    ...(url ? { url } : {}),
    ...(values.json ? { json: values.json } : {}),
    ...(values.reports ? { reports: values.reports } : {}),
    strict: values.strict,
    build: !values['no-build'],
    ...(values['database-url'] ? { databaseUrl: values['database-url'] } : {}),
    resultsPath: values['results-path'],
    ...(values['vehicle-path'] ? { vehiclePath: values['vehicle-path'] } : {}),
    help: values.help,
  };
}

/**
 * Chromium's `--host-resolver-rules`: every `*.localhost` host (the platform server's site
 * hosts) and `localhost` go to 127.0.0.1, the host being measured resolves as usual, and every
 * other name fails to resolve, so nothing the page asks for can reach the internet.
 */
export function hostResolverRules(measuredHost?: string): string {
  const local = (host: string) => host === 'localhost' || host.endsWith('.localhost');
  const rules = ['MAP *.localhost 127.0.0.1', 'MAP localhost 127.0.0.1'];
  if (measuredHost && !local(measuredHost)) {
    rules.push(`EXCLUDE ${measuredHost}`);
  }
  rules.push('MAP * ~NOTFOUND');
  return rules.join(', ');
}

/** A stock feed car, as far as the bench needs it. */
interface StockCar {
  slug?: string;
  path?: string;
  status?: string;
  show_on_dealer_website?: boolean;
}

/**
 * The vehicle page to measure: the first in-stock car of a site's stock feed
 * (`/api/sites/<slug>/stock.json`), by its `path` (or `/cars/<slug>`).
 */
export function firstInStockCarPath(feed: { cars?: readonly StockCar[] }): string {
  const car = (feed.cars ?? []).find(
    (candidate) => candidate.status === 'in_stock' && candidate.show_on_dealer_website !== false,
  );
  if (!car) throw new Error('the stock feed has no in-stock car to measure');
  if (car.path?.startsWith('/')) return car.path;
  if (car.slug) return `/cars/${car.slug}`;
  throw new Error('the first in-stock car of the stock feed has neither path nor slug');
}

/**
 * The location page to measure: the first location page a site's `sitemap.xml` lists
 * (`/locations/{slug}`, `/contact-us/{slug}` or `/our-location/{slug}`, site-wide §2). The sitemap,
 * not the locator's cards: manufacturer sites' View Location links go to `/contact`.
 */
export function firstLocationPath(sitemapXml: string): string {
  const match = /<loc>[^<]*?(\/(?:locations|contact-us|our-location)\/[a-z0-9-]+)<\/loc>/.exec(
    sitemapXml,
  );
  if (!match?.[1]) throw new Error('the sitemap lists no location page');
  return match[1];
}

/** The build assets (`/assets/...`) a page's HTML names: scripts, preloads, stylesheets. */
export function assetPaths(html: string): string[] {
  return [
    ...new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1] as string)),
  ];
}

/** What Chromium's `Accept` says for an image: the image route answers AVIF to it. */
export const CHROMIUM_IMAGE_ACCEPT =
  'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

/**
 * The image transform URLs (`/_img?...`) a page's HTML names in `src`, `srcset` and image
 * preloads' `imagesrcset`, HTML entities decoded: the warm-up fetches them once, as a server that
 * has been up a while has them cached, so no run pays for a cold AVIF encode.
 */
export function imagePaths(html: string): string[] {
  const urls = new Set<string>();
  for (const match of html.matchAll(/(?:src|srcset|imagesrcset)="([^"]*)"/gi)) {
    for (const candidate of (match[1] ?? '').split(',')) {
      const url = candidate.trim().split(/\s+/)[0]?.replace(/&amp;/g, '&') ?? '';
      if (url.startsWith('/_img?')) urls.add(url);
    }
  }
  return [...urls];
}
