// `pnpm bench:load` — a fixed-rate mixed load (site pages, search, leads) against the real
// platform server spawned in its own process on a fresh embedded database, over loopback only.
// Open-loop: request i starts at start + i / rate whatever the earlier ones are doing, and its
// latency is measured from that scheduled time, so a stalled server shows in the tail instead of
// slowing the load (no coordinated omission). Reports per kind p50/p99 of the answered requests,
// the requests shed (503 with Retry-After: the server's load shedding) apart from the
// errors (any other failure), how many pages came from the page cache, and the rate reached.
// Kinds: pages (home, search results), vehicle (vehicle pages), views (the view count each
// vehicle page posts after loading), search (the search engine) and leads.
//
//   pnpm bench:load [--rates 100,200] [--duration 10]
//                   [--mix pages=3,vehicle=2,views=2,search=3,leads=2]
//                   [--max-renders N (FORECOURT_MAX_RENDERS_IN_FLIGHT of the spawned server)]
//                   [--cars N (how many different vehicle pages are asked for; 200)]
//                   [--site sunshine-used-cars] [--url http://127.0.0.1:3000 (an already running server)]
//                   [--cpu-prof <dir> (the spawned server writes a V8 CPU profile there on exit)]
//                   [--database-url postgres://… (an empty database for the spawned server)]
//                   [--workers N (server workers; with --database-url only)]
//   pnpm bench:load --no-cache [--rates 200] [--duration 15] [--database-url …] [--url …]
// --no-cache: only results pages, each a different one (filters, path pages, sorts and pages
// where the site has stock) and each with a cookie, so the page cache never answers and every
// request renders and searches; the spawned server keeps its default rate limits. A 200 page
// without car cards (where stock exists) counts as an error apart from honest 503s (load
// shedding, or a search that failed: vehicle-stock §2).
// With a spawned server it also reports the server's CPU time per request (Linux /proc, all
// its processes): on a shared machine that moves less with other work than the latencies do.
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, promisify } from 'node:util';
import { type SpawnedServer, spawnServer } from '../src/spawn-server.ts';

const { values: args } = parseArgs({
  options: {
    rates: { type: 'string' },
    duration: { type: 'string' },
    mix: { type: 'string', default: 'pages=3,vehicle=2,views=2,search=3,leads=2' },
    'max-renders': { type: 'string' },
    cars: { type: 'string', default: '200' },
    site: { type: 'string', default: 'sunshine-used-cars' },
    url: { type: 'string' },
    warmup: { type: 'string', default: '3' },
    'cpu-prof': { type: 'string' },
    'database-url': { type: 'string' },
    workers: { type: 'string', default: '1' },
    'no-cache': { type: 'boolean', default: false },
  },
});
const noCache = args['no-cache'] === true;

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const rates = (args.rates ?? (noCache ? '200' : '100,200'))
  .split(',')
  .map(Number)
  .filter((rate) => rate > 0);
const durationS = Number(args.duration ?? (noCache ? '15' : '10'));
const site = args.site;
const mix = Object.fromEntries(
  args.mix.split(',').map((part) => {
    const [kind, weight] = part.split('=');
    return [kind ?? '', Number(weight ?? 0)];
  }),
) as Record<Kind, number>;
if (!rates.length || !(durationS > 0)) throw new Error('--rates and --duration must be positive');

type Kind = 'pages' | 'vehicle' | 'views' | 'search' | 'leads';
const KINDS: Kind[] = ['pages', 'vehicle', 'views', 'search', 'leads'];
for (const kind of Object.keys(mix)) {
  if (!KINDS.includes(kind as Kind)) throw new Error(`--mix: unknown kind "${kind}" (${KINDS})`);
}

interface Shot {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  contentType?: string;
}

interface Outcome {
  kind: Kind;
  ms: number;
  ok: boolean;
  status: number | string;
  /** The page cache's answer (HIT, STALE, MISS, BYPASS), when a page. */
  cache: string | undefined;
}

interface Sent {
  /** The HTTP status, or the socket error's code (ECONNRESET, ETIMEDOUT…) when there is none. */
  status: number | string;
  cache: string | undefined;
}

const agent = new Agent({ keepAlive: true, maxSockets: 256 });

function send(base: URL, host: string, shot: Shot): Promise<Sent> {
  return new Promise((resolve) => {
    const req = request(
      {
        host: base.hostname,
        port: base.port,
        path: shot.path,
        method: shot.method,
        agent,
        timeout: 30_000,
        headers: {
          host,
          accept: shot.method === 'GET' ? 'text/html' : 'application/json',
          ...(shot.body
            ? {
                'content-type': shot.contentType ?? 'application/json',
                'content-length': Buffer.byteLength(shot.body),
              }
            : {}),
        },
      },
      (res) => {
        res.resume();
        const cache = res.headers['x-forecourt-page-cache'];
        const sent = {
          status: res.statusCode ?? 0,
          cache: typeof cache === 'string' ? cache : undefined,
        };
        res.on('end', () => resolve(sent));
        res.on('error', (error: NodeJS.ErrnoException) =>
          resolve({ status: error.code ?? 'aborted', cache: undefined }),
        );
      },
    );
    req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    req.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ status: error.code ?? 'error', cache: undefined }),
    );
    if (shot.body) req.write(shot.body);
    req.end();
  });
}

/** CPU ms (user + system) used so far by a process and its descendants (Linux), else null. */
function cpuMs(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const ticks = (id: number): number => {
      const stat = readFileSync(`/proc/${id}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      let total = Number(fields[11]) + Number(fields[12]);
      for (const task of readdirSync(`/proc/${id}/task`)) {
        const children = readFileSync(`/proc/${id}/task/${task}/children`, 'utf8').trim();
        for (const child of children ? children.split(' ') : []) total += ticks(Number(child));
      }
      return total;
    };
    return (ticks(pid) * 1000) / 100; // USER_HZ is 100 on Linux
  } catch {
    return null;
  }
}

/** A small seeded PRNG so every run sends the same sequence. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The paths of the site's in-stock cars, from the site host's own (scoped) search. */
function carPaths(base: URL, host: string): Promise<string[]> {
  const body = JSON.stringify({
    filter: 'status = in_stock',
    limit: 200,
    attributesToRetrieve: ['path'],
  });
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: base.hostname,
        port: base.port,
        path: '/search/indexes/cars/search',
        method: 'POST',
        headers: { host, 'content-type': 'application/json', 'content-length': body.length },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => {
          text += chunk;
        });
        res.on('end', () => {
          try {
            resolve((JSON.parse(text) as { hits: { path: string }[] }).hits.map((hit) => hit.path));
          } catch (error) {
            reject(
              new Error(`search answered ${res.statusCode}: ${text.slice(0, 200)}`, {
                cause: error,
              }),
            );
          }
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

function shots(paths: string[], next: () => number): Record<Kind, () => Shot> {
  const makes = ['toyota', 'mazda', 'ford', 'hyundai', 'kia', 'mitsubishi'];
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T;
  return {
    pages: () =>
      pick([
        () => ({ method: 'GET', path: '/' }) as Shot,
        () => ({ method: 'GET', path: `/search?make=${pick(makes)}` }) as Shot,
      ])(),
    vehicle: () => ({ method: 'GET', path: pick(paths) }),
    // What each vehicle page posts after it loads (the view count).
    views: () => ({
      method: 'POST',
      path: `${pick(paths)}`.replace(/^\/cars\//, '/api/cars/') + '/views',
      body: '{}',
    }),
    search: () => ({
      method: 'POST',
      path: '/search/indexes/cars/search',
      body: JSON.stringify({
        q: pick(['', 'hilux', 'auto', 'diesel', 'white', 'suv']),
        filter: next() < 0.5 ? `make = "${pick(makes)}"` : undefined,
        facets: ['make', 'body', 'price_range'],
        limit: 21,
      }),
    }),
    leads: () => ({
      method: 'POST',
      path: '/api/leads',
      body: JSON.stringify({
        site,
        category: 'General Enquiry',
        name: 'Load',
        last_name: 'Bench',
        email: 'load.bench@example.com',
        phone: '0412345678',
        postcode: '4000',
        message: 'Load benchmark enquiry',
      }),
    }),
  };
}

async function runAt(base: URL, host: string, rate: number, seconds: number, paths: string[]) {
  const next = random(16 + rate);
  const make = shots(paths, next);
  const total = Math.round(rate * seconds);
  const weights = KINDS.map((kind) => mix[kind] ?? 0);
  const sum = weights.reduce((a, b) => a + b, 0);
  const kindAt = () => {
    let roll = next() * sum;
    for (const [index, weight] of weights.entries()) {
      roll -= weight;
      if (roll < 0) return KINDS[index] as Kind;
    }
    return 'pages' as Kind;
  };
  const outcomes: Promise<Outcome>[] = [];
  const start = performance.now();
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const kind = kindAt();
    outcomes.push(
      send(base, host, make[kind]()).then(({ status, cache }) => ({
        kind,
        status,
        cache,
        ok: typeof status === 'number' && status >= 200 && status < 400,
        ms: performance.now() - due,
      })),
    );
  }
  const sentIn = (performance.now() - start) / 1000;
  const results = await Promise.all(outcomes);
  const quantile = (sorted: number[], q: number) =>
    sorted.length
      ? (sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0)
      : 0;
  return KINDS.filter((kind) => (mix[kind] ?? 0) > 0).map((kind) => {
    const mine = results.filter((result) => result.kind === kind);
    // Shed (503, told to retry) is counted apart from errors, and left out of the latencies:
    // a quick refusal is not a served request.
    const shed = mine.filter((result) => result.status === 503);
    const answered = mine.filter((result) => result.status !== 503);
    const ms = answered.map((result) => result.ms).sort((a, b) => a - b);
    const errors = answered.filter((result) => !result.ok);
    const cached = mine.filter((result) => result.cache === 'HIT' || result.cache === 'STALE');
    return {
      rate: `${rate}/s`,
      kind,
      requests: mine.length,
      p50_ms: Math.round(quantile(ms, 0.5) * 10) / 10,
      p99_ms: Math.round(quantile(ms, 0.99) * 10) / 10,
      max_ms: Math.round((ms.at(-1) ?? 0) * 10) / 10,
      errors: errors.length,
      statuses: [...new Set(errors.map((error) => error.status))].join(' ') || '-',
      shed_503: shed.length,
      cached: kind === 'pages' || kind === 'vehicle' ? cached.length : '-',
      sent_rate: Math.round((total / sentIn) * 10) / 10,
    };
  });
}

/** A POST to the site host's own (scoped) search, answered as JSON. */
function searchJson<T>(base: URL, host: string, query: object): Promise<T> {
  const body = JSON.stringify(query);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: base.hostname,
        port: base.port,
        path: '/search/indexes/cars/search',
        method: 'POST',
        headers: { host, 'content-type': 'application/json', 'content-length': body.length },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => {
          text += chunk;
        });
        res.on('end', () => {
          try {
            resolve(JSON.parse(text) as T);
          } catch (error) {
            reject(
              new Error(`search answered ${res.statusCode}: ${text.slice(0, 200)}`, {
                cause: error,
              }),
            );
          }
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** The results page's size (site-wide §9) and its sort values (search-state.ts). */
const PAGE_SIZE = 21;
const SORTS = ['', 'cars:created_at_timestamp:desc', 'cars:price:desc', 'cars:price:asc'];

/**
 * Results-page URLs that each have stock on the site: one facet value, or a make with a body,
 * or a make's path page (`/search/{make}`), in every sort and on each of their first pages.
 * Shuffled (seeded) so that neighbours differ.
 */
async function resultsUrls(base: URL, host: string): Promise<string[]> {
  type Facets = { facetDistribution?: Record<string, Record<string, number>> };
  // In-stock counts: every results page shows in-stock cars (sold ones only for some days).
  const all = await searchJson<Facets>(base, host, {
    limit: 0,
    filter: 'status = in_stock',
    facets: ['make', 'body', 'car_type', 'transmission', 'fuel'],
  });
  const filters: { params: [string, string][]; path?: string; count: number }[] = [];
  for (const [facet, values] of Object.entries(all.facetDistribution ?? {})) {
    for (const [value, count] of Object.entries(values)) {
      filters.push({ params: [[facet, value]], count });
    }
  }
  const makes = Object.entries(all.facetDistribution?.make ?? {})
    .sort(([, a], [, b]) => b - a)
    .slice(0, 10);
  for (const [make, count] of makes) {
    const slug = make.toLowerCase().replace(/\s+/g, '-');
    if (/^[a-z0-9-]+$/.test(slug)) filters.push({ params: [], path: `/search/${slug}`, count });
    const bodies = await searchJson<Facets>(base, host, {
      limit: 0,
      filter: `status = in_stock AND make = "${make}"`,
      facets: ['body'],
    });
    for (const [body, n] of Object.entries(bodies.facetDistribution?.body ?? {})) {
      filters.push({
        params: [
          ['make', make],
          ['body', body],
        ],
        count: n,
      });
    }
  }
  const urls: string[] = [];
  for (const filter of filters) {
    // Full pages only (a sort by price leaves cars without a price out).
    const pages = Math.max(1, Math.min(5, Math.floor(filter.count / PAGE_SIZE)));
    for (const sortBy of SORTS) {
      for (let page = 1; page <= pages; page++) {
        const params = new URLSearchParams(filter.params);
        if (sortBy) params.set('sortBy', sortBy);
        if (page > 1) params.set('page', String(page));
        const query = params.toString();
        urls.push(`${filter.path ?? '/search'}${query ? `?${query}` : ''}`);
      }
    }
  }
  const next = random(7);
  for (let i = urls.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [urls[i], urls[j]] = [urls[j] as string, urls[i] as string];
  }
  return urls;
}

/** How one results page came back. */
type PageOutcome = 'results' | 'empty' | 'shed' | 'unavailable' | `other ${string}`;

/** The first few empty 200 pages, to name in the report. */
const emptyPages: string[] = [];

/** GETs a results page with a cookie (so the page cache never answers) and reads its body. */
function sendResultsPage(base: URL, host: string, path: string): Promise<PageOutcome> {
  return new Promise((resolve) => {
    const req = request(
      {
        host: base.hostname,
        port: base.port,
        path,
        method: 'GET',
        agent,
        timeout: 30_000,
        headers: { host, accept: 'text/html', cookie: 'forecourt_bench=no-cache' },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const body = Buffer.concat(chunks).toString('utf8');
          const status = res.statusCode ?? 0;
          if (status === 503 && res.headers['retry-after']) {
            // The results page's own honest answer, or the load-shedding busy page.
            resolve(body.includes('search-page') ? 'unavailable' : 'shed');
          } else if (status === 200) {
            // Every URL asked for has stock: a page without a car card is a false empty page.
            if (body.includes('fc-result-card')) resolve('results');
            else {
              if (emptyPages.length < 5) {
                const said = /could not update/.test(body) ? 'search failed' : 'no car cards';
                emptyPages.push(`${path} (${said})`);
              }
              resolve('empty');
            }
          } else {
            resolve(`other ${status}`);
          }
        });
        res.on('error', (error: NodeJS.ErrnoException) =>
          resolve(`other ${error.code ?? 'aborted'}`),
        );
      },
    );
    req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    req.on('error', (error: NodeJS.ErrnoException) => resolve(`other ${error.code ?? 'error'}`));
    req.end();
  });
}

/** `--no-cache`: distinct results pages at a fixed rate (open loop, as {@link runAt}). */
async function runResultsAt(
  base: URL,
  host: string,
  rate: number,
  seconds: number,
  urls: string[],
) {
  const total = Math.round(rate * seconds);
  const outcomes: Promise<{ outcome: PageOutcome; ms: number }>[] = [];
  const start = performance.now();
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const path = urls[i % urls.length] as string;
    outcomes.push(
      sendResultsPage(base, host, path).then((outcome) => ({
        outcome,
        ms: performance.now() - due,
      })),
    );
  }
  const sentIn = (performance.now() - start) / 1000;
  const results = await Promise.all(outcomes);
  const count = (outcome: PageOutcome) => results.filter((r) => r.outcome === outcome).length;
  // Latency of the pages answered (a quick refusal is not a served page).
  const ms = results
    .filter((r) => r.outcome !== 'shed')
    .map((r) => r.ms)
    .sort((a, b) => a - b);
  const quantile = (q: number) =>
    ms.length
      ? Math.round((ms[Math.min(ms.length - 1, Math.ceil(q * ms.length) - 1)] ?? 0) * 10) / 10
      : 0;
  return {
    rate: `${rate}/s`,
    requests: total,
    distinct_urls: Math.min(total, urls.length),
    ok_200_results: count('results'),
    empty_200_ERROR: count('empty'),
    search_503: count('unavailable'),
    shed_503: count('shed'),
    other_errors: results.filter((r) => r.outcome.startsWith('other')).length,
    other_statuses:
      [
        ...new Set(
          results.filter((r) => r.outcome.startsWith('other')).map((r) => r.outcome.slice(6)),
        ),
      ].join(' ') || '-',
    p50_ms: quantile(0.5),
    p95_ms: quantile(0.95),
    sent_rate: Math.round((total / sentIn) * 10) / 10,
  };
}

let server: SpawnedServer | undefined;
let dataDir: string | undefined;
try {
  let url = args.url;
  if (!url) {
    if (!existsSync(join(REPO_ROOT, 'dist/sites', site))) {
      console.log(`building ${site} (dist/sites/${site} is missing) ...`);
      await promisify(execFile)(
        process.execPath,
        [join(REPO_ROOT, 'tooling/scripts/src/build-site.mjs'), site],
        { cwd: REPO_ROOT, maxBuffer: 64 * 1024 * 1024 },
      );
    }
    dataDir = await mkdtemp(join(tmpdir(), 'forecourt-load-'));
    console.log('starting the platform server (seeds ~4,200 cars on a fresh database) ...');
    // One client sends every lead: the rate limits would answer 429, so they are off here.
    server = await spawnServer(
      {
        FORECOURT_DATA_DIR: dataDir,
        DATABASE_URL: args['database-url'] ?? '',
        WEB_CONCURRENCY: args.workers,
        // --no-cache sends no leads: the default limits stay, as in production.
        ...(noCache ? {} : { FORECOURT_RATE_LIMITS: 'off' }),
        ...(args['max-renders'] ? { FORECOURT_MAX_RENDERS_IN_FLIGHT: args['max-renders'] } : {}),
      },
      {
        startTimeoutMs: 300_000,
        execArgv: args['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${args['cpu-prof']}`] : [],
      },
    );
    url = server.url;
  }
  const base = new URL(url);
  const host = `${site}.localhost:${base.port}`;
  if (noCache) {
    const urls = await resultsUrls(base, host);
    console.log(`${urls.length} distinct results-page URLs with stock`);
    // Warm-up: the site's first render loads its build; not counted.
    await runResultsAt(base, host, 10, Number(args.warmup), urls.slice().reverse());
    emptyPages.length = 0;
    const rows = [];
    for (const rate of rates) {
      const before = loadavg()[0] ?? 0;
      rows.push(await runResultsAt(base, host, rate, durationS, urls));
      console.log(
        `${rate}/s for ${durationS} s done (1-min load average ${before.toFixed(2)} before, ${(loadavg()[0] ?? 0).toFixed(2)} after, ${cpus().length} cores)`,
      );
    }
    console.log(
      `\nResults pages without the page cache on ${host}; empty_200 (no car card where stock exists) is an error; latency from the scheduled start, in ms`,
    );
    console.table(rows);
    if (emptyPages.length) console.log(`empty 200 pages, e.g.:\n  ${emptyPages.join('\n  ')}`);
    process.exitCode = rows.some((row) => row.empty_200_ERROR + row.other_errors > 0) ? 1 : 0;
  } else {
    const paths = (await carPaths(base, host)).slice(0, Math.max(1, Number(args.cars)));
    if (!paths.length) throw new Error(`no cars in stock on ${site}`);
    // Warm-up: the site's first render loads its build; not counted.
    await runAt(base, host, 20, Number(args.warmup), paths);
    const rows = [];
    for (const rate of rates) {
      const before = loadavg()[0] ?? 0;
      const cpuBefore = cpuMs(server?.child.pid);
      const run = await runAt(base, host, rate, durationS, paths);
      rows.push(...run);
      const cpuAfter = cpuMs(server?.child.pid);
      const requests = run.reduce((sum, row) => sum + row.requests, 0);
      const cpu =
        cpuBefore !== null && cpuAfter !== null
          ? `, server CPU ${((cpuAfter - cpuBefore) / requests).toFixed(1)} ms a request`
          : '';
      console.log(
        `${rate}/s for ${durationS} s done (1-min load average ${before.toFixed(2)} before, ${(loadavg()[0] ?? 0).toFixed(2)} after, ${cpus().length} cores${cpu})`,
      );
    }
    console.log(`\nMixed load on ${host} (${args.mix}); latency from the scheduled start, in ms`);
    console.table(rows);
  }
} finally {
  await server?.stop('SIGTERM');
  agent.destroy();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}
