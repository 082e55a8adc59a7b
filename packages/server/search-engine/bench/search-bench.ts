// `pnpm bench:search` — our embedded search engine against Orama, MiniSearch and itemsjs on the
// same synthetic cars and the same results-page workloads, at 10k, 100k and 1M cars.
//
//   node --conditions=source bench/search-bench.ts [--sizes 10000,100000,1000000]
//     [--peers orama,minisearch,itemsjs] [--budget 6] [--no-http]
//
// Each engine runs at each size in its own child process (fresh heap for the memory figure, no
// JIT or cache left over from another engine), one at a time. Per run: build time, retained
// memory beyond the documents, and p50/p95/p99 of (a) the results-page query, (b) its two
// disjunctive facet queries and (c) the similar-vehicles multi-search, over a fixed list of 50
// query variants cycled in page order. Iterations adapt to the engine's speed (up to 2,000; at
// least 30 unless that overruns the time box, and at least 3 when a page takes seconds); at 1M
// cars a peer runs only if it builds in under 60 s (predicted from 100k, then enforced).
// Our engine is also measured over HTTP on loopback at 100k, in both protocols it speaks: the
// Meilisearch routes and the same searches in the Algolia protocol (interleaved, with the
// medians' ratio; plus the Algolia results call with its default highlighting). Targets are checked at the end
// against the figures of this one run. Nothing here is a test: the numbers vary with the machine.
import { fork } from 'node:child_process';
import { Agent, request } from 'node:http';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { generateVariants } from './data.ts';
import { type EngineKey, isPeer, OUR_ENGINES, PEERS } from './engines/index.ts';
import {
  algoliaDisjunctiveRequests,
  algoliaResultsRequest,
  algoliaSimilarRequests,
  disjunctiveParams,
  resultsParams,
  similarParams,
} from './engines/ours.ts';
import type { EngineRun, ServerReady, VariantCheck, WorkerMessage } from './protocol.ts';
import { int, ms, type Summary, summarize, table } from './stats.ts';

const TARGETS = {
  p50At100k: 0.5,
  p95At100k: 2,
  httpP95At100k: 5,
  buildMsAt100k: 3000,
  bytesPerCarAt100k: 1024,
  p95At1M: 10,
  speedUp: 10,
};
/** At this size and above a peer runs only if it builds within PEER_BUILD_LIMIT_MS. */
const LARGE = 1_000_000;
const PEER_BUILD_LIMIT_MS = 60_000;
/** No child runs longer than this, whatever happens. */
const CHILD_LIMIT_MS = 8 * 60_000;
const HTTP_SIZE = 100_000;
const CHILD_FLAGS = ['--conditions=source', '--expose-gc', '--max-old-space-size=8192'];

const { values: args } = parseArgs({
  options: {
    sizes: { type: 'string', default: '10000,100000,1000000' },
    peers: { type: 'string', default: PEERS.join(',') },
    budget: { type: 'string', default: '6' },
    http: { type: 'boolean', default: true },
  },
  allowNegative: true,
});
const sizes = args.sizes.split(',').map((size) => Number(size.replace(/_/g, '')));
const peers = args.peers
  .split(',')
  .filter(Boolean)
  .map((peer) => {
    if (!(PEERS as readonly string[]).includes(peer)) throw new Error(`unknown peer ${peer}`);
    return peer as EngineKey;
  });
const budgetSeconds = Number(args.budget);
if (sizes.some((size) => !Number.isInteger(size) || size <= 0) || !(budgetSeconds > 0)) {
  throw new Error('--sizes takes positive integers, --budget a positive number of seconds');
}

type Outcome = { run: EngineRun } | { skipped: string };

function labelOf(key: EngineKey): string {
  return key === 'ours-nocache' ? 'ours (no facet cache)' : key;
}

function load(): string {
  return loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
}

function sizeLabel(size: number): string {
  return size >= 1_000_000 && size % 1_000_000 === 0
    ? `${size / 1_000_000}M`
    : size >= 1000 && size % 1000 === 0
      ? `${size / 1000}k`
      : String(size);
}

/** Runs one engine at one size in a child process. */
function runEngine(key: EngineKey, size: number, buildLimitMs: number): Promise<Outcome> {
  return new Promise((resolve) => {
    const child = fork(
      fileURLToPath(new URL('./worker.ts', import.meta.url)),
      [key, String(size), String(budgetSeconds)],
      { execArgv: CHILD_FLAGS, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
    );
    let settled = false;
    let buildTimer: NodeJS.Timeout | undefined;
    const finish = (outcome: Outcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(buildTimer);
      clearTimeout(childTimer);
      if (child.exitCode === null) child.kill('SIGKILL');
      resolve(outcome);
    };
    const childTimer = setTimeout(
      () => finish({ skipped: `stopped (over ${CHILD_LIMIT_MS / 60_000} min)` }),
      CHILD_LIMIT_MS,
    );
    child.on('message', (message: WorkerMessage) => {
      if (message.type === 'generated') {
        buildTimer = setTimeout(
          () => finish({ skipped: `skipped (build > ${buildLimitMs / 1000} s)` }),
          buildLimitMs,
        );
      } else if (message.type === 'built') clearTimeout(buildTimer);
      else if (message.type === 'done') finish({ run: message.run });
      else finish({ skipped: `failed: ${message.message.split('\n')[0]}` });
    });
    child.on('exit', (code, signal) => finish({ skipped: `failed (exit ${code ?? signal})` }));
  });
}

/** POSTs JSON over a keep-alive connection; resolves with the response body. */
function post(agent: Agent, port: number, path: string, body: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          if (response.statusCode === 200) resolve(text);
          else reject(new Error(`HTTP ${response.statusCode}: ${text}`));
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

interface HttpRun {
  buildMs: number;
  /** The Meilisearch protocol (`/indexes/cars/search`, `/multi-search`). */
  results: Summary;
  disjunctive: Summary;
  similar: Summary;
  /** The same searches in the Algolia protocol (`/1/indexes/…/query`, `/1/indexes/*\/queries`). */
  algolia: { results: Summary; disjunctive: Summary; similar: Summary; highlighted: Summary };
  /** Variants whose HTTP totals differ from ours in process (either protocol). */
  mismatches: number[];
}

/** The median's ratio, Algolia protocol over Meilisearch protocol. */
function ratio(algolia: Summary, meili: Summary): string {
  return `${(algolia.p50 / meili.p50).toFixed(2)}×`;
}

/** Our engine behind node:http in a child; this process is the keep-alive client. */
async function runHttp(size: number, reference: VariantCheck[] | undefined): Promise<HttpRun> {
  const child = fork(fileURLToPath(new URL('./http-server.ts', import.meta.url)), [String(size)], {
    execArgv: CHILD_FLAGS,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const ready = await new Promise<ServerReady>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('HTTP server did not start')), 120_000);
      child.once('message', (message: ServerReady) => {
        clearTimeout(timer);
        resolve(message);
      });
      child.once('exit', (code) => reject(new Error(`HTTP server exited (${code})`)));
    });
    const variants = generateVariants().map((variant) => ({
      results: JSON.stringify(resultsParams(variant)),
      disjunctive: JSON.stringify({
        queries: disjunctiveParams(variant).map((params) => ({ indexUid: 'cars', ...params })),
      }),
      similar: JSON.stringify({
        queries: similarParams(variant).map((params) => ({ indexUid: 'cars', ...params })),
      }),
      algoliaResultsPath: `/1/indexes/${encodeURIComponent(algoliaResultsRequest(variant).indexName as string)}/query`,
      algoliaResults: JSON.stringify(algoliaResultsRequest(variant)),
      algoliaHighlighted: JSON.stringify(algoliaResultsRequest(variant, true)),
      algoliaDisjunctive: JSON.stringify({ requests: algoliaDisjunctiveRequests(variant) }),
      algoliaSimilar: JSON.stringify({ requests: algoliaSimilarRequests(variant) }),
    }));
    // One page = the three Meilisearch calls, then the same three in the Algolia protocol, then
    // the Algolia results call with its default highlighting: interleaved, so drift in the
    // machine's load falls on both protocols alike.
    const page = async (i: number, times?: Float64Array[]) => {
      const variant = variants[i % variants.length] as (typeof variants)[number];
      const calls: [string, string][] = [
        ['/indexes/cars/search', variant.results],
        ['/multi-search', variant.disjunctive],
        ['/multi-search', variant.similar],
        [variant.algoliaResultsPath, variant.algoliaResults],
        ['/1/indexes/*/queries', variant.algoliaDisjunctive],
        ['/1/indexes/*/queries', variant.algoliaSimilar],
        [variant.algoliaResultsPath, variant.algoliaHighlighted],
      ];
      const bodies: string[] = [];
      for (const [c, [path, body]] of calls.entries()) {
        const t0 = performance.now();
        bodies.push(await post(agent, ready.port, path, body));
        if (times) (times[c] as Float64Array)[i] = performance.now() - t0;
      }
      return bodies;
    };
    // Warm-up pass over every variant, checking totals against ours in process.
    const mismatches: number[] = [];
    const warmStarted = performance.now();
    for (let i = 0; i < variants.length; i++) {
      const [meili, , , algolia, algoliaDisjunctive] = await page(i);
      const { totalHits } = JSON.parse(meili as string) as { totalHits: number };
      const { nbHits } = JSON.parse(algolia as string) as { nbHits: number };
      const expected = reference?.[i]?.results.total;
      const disjunctiveTotals = (
        JSON.parse(algoliaDisjunctive as string) as { results: { nbHits: number }[] }
      ).results.map((result) => result.nbHits);
      const expectedDisjunctive = reference?.[i]?.disjunctive.map((query) => query.total);
      if (
        (expected !== undefined && (expected !== totalHits || expected !== nbHits)) ||
        (expectedDisjunctive !== undefined &&
          expectedDisjunctive.join() !== disjunctiveTotals.join())
      ) {
        mismatches.push(i);
      }
    }
    const perPage = (performance.now() - warmStarted) / variants.length;
    const iterations = Math.max(30, Math.min(2000, Math.floor((budgetSeconds * 1000) / perPage)));
    const times = [0, 1, 2, 3, 4, 5, 6].map(() => new Float64Array(iterations));
    const deadline = performance.now() + budgetSeconds * 3000;
    let done = 0;
    for (; done < iterations && performance.now() < deadline; done++) await page(done, times);
    const [results, disjunctive, similar, aResults, aDisjunctive, aSimilar, highlighted] =
      times.map((samples) => summarize(samples.subarray(0, done))) as Summary[] as [
        Summary,
        Summary,
        Summary,
        Summary,
        Summary,
        Summary,
        Summary,
      ];
    return {
      buildMs: ready.buildMs,
      results,
      disjunctive,
      similar,
      algolia: { results: aResults, disjunctive: aDisjunctive, similar: aSimilar, highlighted },
      mismatches,
    };
  } finally {
    agent.destroy();
    child.kill('SIGTERM');
  }
}

/** Differences between two engines' answers, one line per kind, for the check line. */
function compare(reference: EngineRun, other: EngineRun): string[] {
  const problems: string[] = [];
  const count = Math.min(reference.checks.length, other.checks.length);
  const differing = (name: string, test: (a: VariantCheck, b: VariantCheck) => boolean) => {
    const variants: number[] = [];
    for (let i = 0; i < count; i++) {
      if (test(reference.checks[i] as VariantCheck, other.checks[i] as VariantCheck)) {
        variants.push(i);
      }
    }
    if (variants.length > 0) {
      problems.push(
        `${other.label}: ${name} differ on variant(s) ${variants.slice(0, 8).join(', ')}`,
      );
    }
  };
  const facetsDiffer = (a: Record<string, string>, b: Record<string, string>) =>
    Object.keys(a).some((facet) => a[facet] !== '*' && b[facet] !== '*' && a[facet] !== b[facet]);
  differing('results-page totals', (a, b) => a.results.total !== b.results.total);
  differing('results-page facet counts', (a, b) =>
    facetsDiffer(a.results.facets, b.results.facets),
  );
  if (reference.strictPriceOrder === other.strictPriceOrder) {
    differing('first-page prices', (a, b) => a.results.prices !== b.results.prices);
  }
  differing('disjunctive totals or counts', (a, b) =>
    a.disjunctive.some(
      (query, q) =>
        query.total !== b.disjunctive[q]?.total ||
        facetsDiffer(query.facets, b.disjunctive[q]?.facets ?? {}),
    ),
  );
  differing('similar-vehicles totals', (a, b) => a.similar.join() !== b.similar.join());
  return problems;
}

function checkLine(size: number, runs: EngineRun[]): string {
  const [reference, ...others] = runs;
  if (!reference) return `check ${sizeLabel(size)}: nothing ran`;
  const problems = others.flatMap((run) => compare(reference, run));
  // Peers order the page strictly by price; compare them with each other too.
  const strict = runs.filter((run) => run.strictPriceOrder);
  for (const run of strict.slice(1)) {
    const count = Math.min((strict[0] as EngineRun).checks.length, run.checks.length);
    for (let i = 0; i < count; i++) {
      if ((strict[0] as EngineRun).checks[i]?.results.prices !== run.checks[i]?.results.prices) {
        problems.push(
          `${run.label}: first-page prices differ from ${strict[0]?.label} on variant ${i}`,
        );
        break;
      }
    }
  }
  const coverage = runs.map((run) => `${run.label} ${run.checks.length}`).join(', ');
  return problems.length === 0
    ? `check ${sizeLabel(size)}: OK — same hit counts (results, disjunctive, similar) and facet counts from every engine; variants checked: ${coverage}`
    : `check ${sizeLabel(size)}: MISMATCH (a bug in the harness or an engine)\n  ${problems.join('\n  ')}`;
}

function engineRow(run: EngineRun): string[] {
  return [
    run.label,
    int(run.buildMs),
    ms(run.firstQueryMs),
    int(run.bytesPerCar),
    ms(run.results.p50),
    ms(run.results.p95),
    ms(run.results.p99),
    ms(run.disjunctive.p50),
    ms(run.disjunctive.p95),
    ms(run.similar.p50),
    ms(run.similar.p95),
    int(run.results.n),
  ];
}

const HEADER = [
  'engine',
  'build ms',
  '(1st query)',
  'B/car',
  'results p50',
  'p95',
  'p99',
  'disjunctive p50',
  'p95',
  'similar p50',
  'p95',
  'n',
];

function verdict(ok: boolean): string {
  return ok ? 'PASS' : 'MISS';
}

const startedAt = performance.now();
console.log(
  `search benchmark: sizes ${sizes.map(sizeLabel).join(', ')}; peers ${peers.join(', ') || 'none'}; ` +
    `${availableParallelism()} cores; load average ${load()}; node ${process.version}`,
);
console.log(
  'times in ms per call: results = 1 query (q, 2–3 filters, 8 facets, price asc, 21 hits); ' +
    'disjunctive = its 2 facet queries; similar = 2-query multi-search',
);

const outcomes = new Map<number, Map<EngineKey, Outcome>>();
const httpRuns = new Map<number, HttpRun | string>();
for (const size of sizes) {
  const bySize = new Map<EngineKey, Outcome>();
  outcomes.set(size, bySize);
  console.log(`\n${size.toLocaleString('en-AU')} cars — load average ${load()}`);
  for (const key of [...OUR_ENGINES, ...peers]) {
    let buildLimit = CHILD_LIMIT_MS;
    if (isPeer(key) && size >= LARGE) {
      buildLimit = PEER_BUILD_LIMIT_MS;
      // Predict from the largest smaller size (builds grow at least linearly).
      const smaller = sizes.filter((s) => s < size && outcomes.get(s)?.get(key)).at(-1);
      const previous = smaller === undefined ? undefined : outcomes.get(smaller)?.get(key);
      if (previous && 'run' in previous && smaller !== undefined) {
        const predicted = (previous.run.buildMs * size) / smaller;
        if (predicted > PEER_BUILD_LIMIT_MS) {
          bySize.set(key, {
            skipped: `skipped (build > 60 s: ~${Math.round(predicted / 1000)} s from ${sizeLabel(smaller)})`,
          });
          continue;
        }
      } else if (previous) {
        bySize.set(key, { skipped: 'skipped (did not run at a smaller size)' });
        continue;
      }
    }
    process.stdout.write(`  ${key} (load average ${load()}) … `);
    const outcome = await runEngine(key, size, buildLimit);
    bySize.set(key, outcome);
    console.log('run' in outcome ? `built in ${int(outcome.run.buildMs)} ms` : outcome.skipped);
  }
  if (args.http && size === HTTP_SIZE) {
    process.stdout.write(`  ours over HTTP (load average ${load()}) … `);
    const ours = bySize.get('ours');
    try {
      const http = await runHttp(size, ours && 'run' in ours ? ours.run.checks : undefined);
      httpRuns.set(size, http);
      console.log('done');
    } catch (error) {
      httpRuns.set(size, `failed: ${error instanceof Error ? error.message : String(error)}`);
      console.log('failed');
    }
  }

  const runs = [...bySize.values()].flatMap((outcome) => ('run' in outcome ? [outcome.run] : []));
  const first = runs[0];
  console.log(
    `\n${size.toLocaleString('en-AU')} cars (documents alone: ${int(first?.docBytesPerCar)} B/car; ` +
      'build = create + insert + first query, of which the first query in brackets; ' +
      'B/car = retained beyond the documents)',
  );
  console.log(table(HEADER, runs.map(engineRow)));
  for (const [key, outcome] of bySize) {
    if ('skipped' in outcome) console.log(`${labelOf(key)}: ${outcome.skipped}`);
  }
  const http = httpRuns.get(size);
  if (http !== undefined) {
    if (typeof http === 'string') console.log(`ours over HTTP (loopback, keep-alive): ${http}`);
    else {
      console.log(
        `ours over HTTP (loopback, keep-alive, node:http child): results p50 ${ms(http.results.p50)} ` +
          `p95 ${ms(http.results.p95)} p99 ${ms(http.results.p99)}; disjunctive p50 ` +
          `${ms(http.disjunctive.p50)} p95 ${ms(http.disjunctive.p95)}; similar p50 ` +
          `${ms(http.similar.p50)} p95 ${ms(http.similar.p95)}; n ${int(http.results.n)}` +
          (http.mismatches.length > 0
            ? `; MISMATCH with in-process totals on variant(s) ${http.mismatches.join(', ')}`
            : '; totals match in-process (both protocols)'),
      );
      const algolia = http.algolia;
      console.log(
        `ours over HTTP, Algolia protocol (same searches): results p50 ${ms(algolia.results.p50)} ` +
          `p95 ${ms(algolia.results.p95)}; disjunctive p50 ${ms(algolia.disjunctive.p50)} ` +
          `p95 ${ms(algolia.disjunctive.p95)}; similar p50 ${ms(algolia.similar.p50)} ` +
          `p95 ${ms(algolia.similar.p95)}; results with default highlighting p50 ` +
          `${ms(algolia.highlighted.p50)} p95 ${ms(algolia.highlighted.p95)}`,
      );
      console.log(
        `Algolia / Meilisearch protocol, medians: results ${ratio(algolia.results, http.results)}, ` +
          `disjunctive ${ratio(algolia.disjunctive, http.disjunctive)}, similar ` +
          `${ratio(algolia.similar, http.similar)}; highlighted results ` +
          `${ratio(algolia.highlighted, http.results)}`,
      );
    }
  }
  console.log(checkLine(size, runs));
}

// Summary: targets and speed-up, from this run's figures only.
console.log(`\nSummary (this run; load average now ${load()}; ${availableParallelism()} cores)`);
const lines: string[] = [];
for (const size of sizes) {
  const bySize = outcomes.get(size) as Map<EngineKey, Outcome>;
  const ours = bySize.get('ours');
  const noCache = bySize.get('ours-nocache');
  if (!ours || !('run' in ours)) {
    lines.push(`${sizeLabel(size)}: ours did not run`);
    continue;
  }
  const { run } = ours;
  const label = sizeLabel(size);
  if (size === 100_000) {
    lines.push(
      `${label} results-page p50 ${ms(run.results.p50)} ms (target ≤ ${TARGETS.p50At100k}): ${verdict(run.results.p50 <= TARGETS.p50At100k)}`,
      `${label} results-page p95 ${ms(run.results.p95)} ms (target ≤ ${TARGETS.p95At100k}): ${verdict(run.results.p95 <= TARGETS.p95At100k)}`,
      `${label} build ${int(run.buildMs)} ms (target ≤ ${TARGETS.buildMsAt100k}): ${verdict(run.buildMs <= TARGETS.buildMsAt100k)}`,
      `${label} memory ${int(run.bytesPerCar)} B/car beyond the documents (target ≤ ${TARGETS.bytesPerCarAt100k}): ${verdict(run.bytesPerCar <= TARGETS.bytesPerCarAt100k)}`,
    );
    const http = httpRuns.get(size);
    if (http && typeof http !== 'string') {
      lines.push(
        `${label} over HTTP results-page p95 ${ms(http.results.p95)} ms (target ≤ ${TARGETS.httpP95At100k}): ${verdict(http.results.p95 <= TARGETS.httpP95At100k)}`,
        `${label} over HTTP, Algolia protocol results-page p50 ${ms(http.algolia.results.p50)} ms vs Meilisearch ${ms(http.results.p50)} ms (${ratio(http.algolia.results, http.results)}); p95 ${ms(http.algolia.results.p95)} ms (target ≤ ${TARGETS.httpP95At100k}): ${verdict(http.algolia.results.p95 <= TARGETS.httpP95At100k)}`,
      );
    }
  }
  if (size === 1_000_000) {
    lines.push(
      `${label} results-page p95 ${ms(run.results.p95)} ms (target ≤ ${TARGETS.p95At1M}): ${verdict(run.results.p95 <= TARGETS.p95At1M)}`,
    );
  }
  if (noCache && 'run' in noCache) {
    lines.push(
      `${label} results-page p50/p95: ours ${ms(run.results.p50)}/${ms(run.results.p95)} ms, facet cache off ${ms(noCache.run.results.p50)}/${ms(noCache.run.results.p95)} ms`,
    );
  }
  const peerRuns = peers.flatMap((key) => {
    const outcome = bySize.get(key);
    return outcome && 'run' in outcome ? [outcome.run] : [];
  });
  const fastest = peerRuns.sort((a, b) => a.results.p50 - b.results.p50)[0];
  if (fastest) {
    const ratio = fastest.results.p50 / run.results.p50;
    lines.push(
      `${label} speed-up vs fastest peer (${fastest.label}, results-page p50 ${ms(fastest.results.p50)} ms): ${ratio.toFixed(1)}× (target ≥ ${TARGETS.speedUp}×): ${verdict(ratio >= TARGETS.speedUp)}`,
    );
  } else if (peers.length > 0) lines.push(`${label} speed-up: no peer ran`);
}
console.log(lines.map((line) => `  ${line}`).join('\n'));
console.log(`\ntotal ${((performance.now() - startedAt) / 1000).toFixed(0)} s`);
