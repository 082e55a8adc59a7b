import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@forecourt/browser';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { type SpawnedServer, spawnServer } from '../../../apps/server/src/spawn-server.ts';
import { gzipSize, httpGet } from './bytes.ts';
import {
  type AuditFinding,
  CATEGORIES,
  failingAudits,
  type LighthouseResult,
  metricsFromLhr,
  scriptUrls,
  summariseFindings,
} from './lhr.ts';
import {
  assetPaths,
  type BenchOptions,
  CHROMIUM_IMAGE_ACCEPT,
  firstInStockCarPath,
  firstLocationPath,
  hostResolverRules,
  imagePaths,
} from './options.ts';
import { type PageResult, pageResult, type ScriptSize } from './report.ts';
import { LighthouseRunError, withRetries } from './retry.ts';
import { median, type PageKind, type PageMetrics } from './targets.ts';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** Everything one `pnpm bench:web` run measured (what `--json` writes). */
export interface BenchResult {
  site: string;
  baseUrl: string;
  runs: number;
  startedAt: string;
  lighthouseVersion: string;
  /** Chromium's user agent as Lighthouse saw it (the version is in it). */
  chromium: string;
  /** Lighthouse's CPU benchmark of this machine (median over runs): lower means a slower machine. */
  benchmarkIndex: number;
  /** The machine: CPUs, and the 1-minute load average when the runs started and ended. */
  machine: { cpus: number; loadStart: number; loadEnd: number };
  /** How bytes were measured. */
  method: string;
  pages: (PageResult & { inlineScripts: { rawBytes: number; gzipBytes: number } })[];
  /** Lighthouse run warnings, once each. */
  warnings: string[];
}

/** Where the bench is looking (each site's base URL) and how to stop what it started. */
interface Target {
  baseUrl(site: string): string;
  close(): Promise<void>;
}

const log = (message: string) => process.stderr.write(`[bench:web] ${message}\n`);

/** `pnpm build:site <slug>...`: rebuilds only the sites whose inputs changed. */
function buildSites(slugs: readonly string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [join(REPO_ROOT, 'tooling/scripts/src/build-site.mjs'), ...slugs],
      { cwd: REPO_ROOT, stdio: ['ignore', 'inherit', 'inherit'] },
    );
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`pnpm build:site ${slugs.join(' ')} exited with ${code}`)),
    );
  });
}

/**
 * The real platform server in its own process on a fresh data dir. DATABASE_URL and SEARCH_URL
 * are dropped from the environment it inherits, so it always runs on embedded PGlite and the
 * embedded search engine unless `--database-url` says otherwise.
 */
async function startServer(options: BenchOptions): Promise<Target> {
  if (options.build) await buildSites(options.sites);
  else {
    for (const site of options.sites) {
      if (!existsSync(join(REPO_ROOT, 'dist/sites', site, 'server', 'index.js'))) {
        throw new Error(`dist/sites/${site} is not built: run pnpm build:site ${site}`);
      }
    }
  }
  delete process.env.DATABASE_URL;
  delete process.env.SEARCH_URL;
  delete process.env.SEARCH_KEY;
  const dataDir = await mkdtemp(join(tmpdir(), 'forecourt-bench-web-'));
  let server: SpawnedServer;
  try {
    log(`starting the platform server (data in ${dataDir})`);
    server = await spawnServer({
      FORECOURT_DATA_DIR: dataDir,
      NODE_ENV: 'production',
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    });
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  const port = new URL(server.url).port;
  return {
    baseUrl: (site) => `http://${site}.localhost:${port}`,
    close: async () => {
      await server.stop('SIGTERM');
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function vehiclePath(baseUrl: string, site: string, options: BenchOptions): Promise<string> {
  if (options.vehiclePath) return options.vehiclePath;
  const feed = await httpGet(`${baseUrl}/api/sites/${site}/stock.json`);
  if (feed.status !== 200) {
    throw new Error(`GET /api/sites/${site}/stock.json answered ${feed.status}`);
  }
  return firstInStockCarPath(JSON.parse(feed.body.toString('utf8')));
}

/** Where one kind of page is on a site. */
async function pagePath(
  kind: PageKind,
  baseUrl: string,
  site: string,
  options: BenchOptions,
): Promise<string> {
  switch (kind) {
    case 'home':
      return '/';
    case 'results':
      return options.resultsPath;
    case 'vehicle':
      return vehiclePath(baseUrl, site, options);
    case 'offers':
      return '/special-offers';
    case 'location': {
      const list = await httpGet(`${baseUrl}/sitemap.xml`);
      if (list.status !== 200) throw new Error(`GET /sitemap.xml answered ${list.status}`);
      return firstLocationPath(list.body.toString('utf8'));
    }
  }
}

/** One Lighthouse run of one page, reduced to what the report needs. */
interface RunOutcome {
  metrics: PageMetrics;
  findings: AuditFinding[];
  scripts: ScriptSize[];
  inline: { rawBytes: number; gzipBytes: number };
  benchmarkIndex: number;
  lighthouseVersion: string;
  chromium: string;
  warnings: string[];
}

/** Script bodies by URL: each fetched and gzipped once per bench run. */
const scriptCache = new Map<string, Promise<ScriptSize>>();

function measureScript(url: string): Promise<ScriptSize> {
  let sized = scriptCache.get(url);
  if (!sized) {
    sized = httpGet(url).then(({ status, body }) => {
      if (status !== 200) throw new Error(`GET ${url} answered ${status}`);
      return { url, rawBytes: body.length, gzipBytes: gzipSize(body) };
    });
    scriptCache.set(url, sized);
  }
  return sized;
}

async function runLighthouse(
  url: string,
  port: number,
  reportBase: string | undefined,
): Promise<RunOutcome> {
  const result = await lighthouse(url, {
    port,
    logLevel: 'error',
    output: reportBase ? ['json', 'html'] : 'json',
    onlyCategories: [...CATEGORIES],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const lhr = result.lhr as unknown as LighthouseResult;
  if (lhr.runtimeError) {
    throw new LighthouseRunError(url, lhr.runtimeError.code, lhr.runtimeError.message);
  }
  if (reportBase) {
    const [json, html] = result.report as string[];
    await writeFile(`${reportBase}.report.json`, json ?? '');
    await writeFile(`${reportBase}.report.html`, html ?? '');
  }
  const scripts = await Promise.all(scriptUrls(lhr).map(measureScript));
  // Inline scripts (React Router's hydration data and module loader) travel in the HTML: shown
  // apart, not counted in the JS budget.
  const inline = (result.artifacts.Scripts ?? []).filter(
    (script) => script.url === lhr.finalDisplayedUrl && typeof script.content === 'string',
  );
  return {
    metrics: metricsFromLhr(lhr, {
      rawBytes: scripts.reduce((sum, script) => sum + script.rawBytes, 0),
      gzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0),
    }),
    findings: failingAudits(lhr),
    scripts,
    inline: {
      rawBytes: inline.reduce((sum, script) => sum + Buffer.byteLength(script.content ?? ''), 0),
      gzipBytes: inline.reduce((sum, script) => sum + gzipSize(script.content ?? ''), 0),
    },
    benchmarkIndex: lhr.environment.benchmarkIndex,
    lighthouseVersion: lhr.lighthouseVersion,
    chromium: lhr.environment.hostUserAgent ?? '',
    warnings: lhr.runWarnings,
  };
}

/**
 * Measures the sites, one after the other on one server (`--url`: the one running site), each
 * as {@link measureSite} does.
 */
export async function runBench(options: BenchOptions): Promise<BenchResult[]> {
  const target: Target = options.url
    ? { baseUrl: () => options.url as string, close: async () => {} }
    : await startServer(options);
  try {
    const results: BenchResult[] = [];
    for (const site of options.sites) {
      log(`measuring ${site}`);
      results.push(await measureSite(site, target.baseUrl(site), options));
    }
    return results;
  } finally {
    await target.close();
  }
}

/**
 * Measures one site: the home, results and vehicle pages, `options.runs` Lighthouse runs each
 * (interleaved page by page, so a burst of machine load spreads over all pages), each in a fresh
 * headless Chromium that reaches only this machine. A run failing with NO_NAVSTART is run again
 * (up to twice).
 */
async function measureSite(
  site: string,
  baseUrl: string,
  options: BenchOptions,
): Promise<BenchResult> {
  const startedAt = new Date().toISOString();
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    const pages: { kind: PageKind; path: string }[] = [];
    for (const kind of options.pages) {
      pages.push({ kind, path: await pagePath(kind, baseUrl, site, options) });
    }
    // Warm-up, as a server that has been up a while: the first request loads the site's server
    // build, the first of each asset compresses it and the first of each image transform encodes
    // it (AVIF for Chromium); no Lighthouse run should pay for any of these.
    for (const page of pages) {
      const { status, body } = await httpGet(`${baseUrl}${page.path}`);
      if (status !== 200) throw new Error(`${page.kind} ${page.path} answered ${status}`);
      const html = body.toString('utf8');
      for (const asset of assetPaths(html)) {
        await httpGet(`${baseUrl}${asset}`, 'br, gzip');
      }
      for (const image of imagePaths(html)) {
        await httpGet(`${baseUrl}${image}`, 'identity', { accept: CHROMIUM_IMAGE_ACCEPT });
      }
    }
    if (options.reports) await mkdir(options.reports, { recursive: true });
    const chromePath = process.env.CHROMIUM_PATH || process.env.CHROME_PATH || CHROMIUM_PATH;
    if (!existsSync(chromePath)) {
      throw new Error(
        `Chromium not found at ${chromePath}: apt-get update && apt-get install -y chromium ` +
          '(or set CHROMIUM_PATH)',
      );
    }
    const chromeFlags = [
      ...CHROMIUM_ARGS,
      `--host-resolver-rules=${hostResolverRules(new URL(baseUrl).hostname)}`,
    ];
    const outcomes = new Map<PageKind, RunOutcome[]>(pages.map((page) => [page.kind, []]));
    const loadStart = loadavg()[0] ?? 0;
    for (let run = 1; run <= options.runs; run++) {
      for (const page of pages) {
        const started = performance.now();
        const reportBase = options.reports
          ? join(options.reports, `${site}-${page.kind}-${run}`)
          : undefined;
        // A fresh Chromium (and profile) per run, as the Lighthouse CLI does: nothing one run
        // fetched or remembered (the favicon, for one) changes the next.
        const outcome = await withRetries(
          async () => {
            chrome = await chromeLauncher.launch({ chromePath, chromeFlags, logLevel: 'silent' });
            try {
              return await runLighthouse(`${baseUrl}${page.path}`, chrome.port, reportBase);
            } finally {
              chrome.kill();
              chrome = undefined;
            }
          },
          {
            onRetry: (error, tryNumber) =>
              log(
                `${site} ${page.kind} run ${run}: ${(error as Error).message}; retry ${tryNumber}`,
              ),
          },
        );
        outcomes.get(page.kind)?.push(outcome);
        const m = outcome.metrics;
        log(
          `${site} run ${run}/${options.runs} ${page.kind}: perf ${m.performance} a11y ${m.accessibility} ` +
            `BP ${m.bestPractices} SEO ${m.seo} LCP ${Math.round(m.lcpMs)} ms ` +
            `(${((performance.now() - started) / 1000).toFixed(1)} s)`,
        );
      }
    }
    const all = [...outcomes.values()].flat();
    const first = all[0] as RunOutcome;
    return {
      site,
      baseUrl: baseUrl,
      runs: options.runs,
      startedAt,
      lighthouseVersion: first.lighthouseVersion,
      chromium: first.chromium,
      benchmarkIndex: median(all.map((outcome) => outcome.benchmarkIndex)),
      machine: { cpus: availableParallelism(), loadStart, loadEnd: loadavg()[0] ?? 0 },
      method:
        'Lighthouse default (mobile) config, simulated throttling; medians per metric. JS: every ' +
        'Script request of the network-requests audit (modulepreload chunks included), fetched ' +
        'uncompressed and gzipped here at level 9; 1 KB = 1,000 bytes.',
      pages: pages.map((page) => {
        const runs = outcomes.get(page.kind) ?? [];
        const last = runs.at(-1) as RunOutcome;
        return {
          ...pageResult({
            kind: page.kind,
            path: page.path,
            url: `${baseUrl}${page.path}`,
            runs: runs.map((outcome) => outcome.metrics),
            findings: summariseFindings(runs.map((outcome) => outcome.findings)),
            scripts: last.scripts,
          }),
          inlineScripts: last.inline,
        };
      }),
      warnings: [...new Set(all.flatMap((outcome) => outcome.warnings))],
    };
  } finally {
    (chrome as chromeLauncher.LaunchedChrome | undefined)?.kill();
  }
}
