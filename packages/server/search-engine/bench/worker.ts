// Child process: measures one engine at one size and reports an EngineRun to the parent.
//   node --conditions=source --expose-gc bench/worker.ts <engine> <size> <budget seconds>
import { Catalogue, generateCars, generateVariants, MAX_FACET_VALUES } from './data.ts';
import type { FacetCounts, Outcome, SearchEngineAdapter } from './engines/engine.ts';
import { ENGINES, type EngineKey } from './engines/index.ts';
import type { EngineRun, VariantCheck, WorkerMessage } from './protocol.ts';
import { fingerprint, summarize } from './stats.ts';

/** Iterations (one results page each: a + b + c) for fast engines; slow ones get fewer. */
const MAX_ITERATIONS = 2000;
const MIN_ITERATIONS = 30;
/**
 * The measured phase stops after 3 budgets even short of MIN_ITERATIONS, but always allows
 * MIN_SAMPLES pages if they fit in MAX_PHASE_MS (a peer at 1M cars takes seconds per page).
 */
const MIN_SAMPLES = 3;
const MAX_PHASE_MS = 60_000;

/** Holds the documents and the engine so the memory figures see them alive. */
const retained: unknown[] = [];

function send(message: WorkerMessage): void {
  process.send?.(message);
}

function collectGarbage(): void {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('run with --expose-gc');
  gc();
  gc();
}

function retainedBytes(): number {
  collectGarbage();
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
}

function facetFingerprints(counts: FacetCounts): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [facet, values] of Object.entries(counts)) {
    const entries = Object.entries(values)
      .filter(([, count]) => count > 0)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    out[facet] =
      entries.length >= MAX_FACET_VALUES
        ? '*'
        : fingerprint(entries.map(([value, count]) => `${value}=${count}`).join(';'));
  }
  return out;
}

function check(results: Outcome, disjunctive: Outcome[], similar: Outcome[]): VariantCheck {
  return {
    results: {
      total: results.total,
      facets: facetFingerprints(results.facets?.() ?? {}),
      prices: fingerprint((results.prices?.() ?? []).join(',')),
    },
    disjunctive: disjunctive.map((outcome) => ({
      total: outcome.total,
      facets: facetFingerprints(outcome.facets?.() ?? {}),
    })),
    similar: similar.map((outcome) => outcome.total),
  };
}

async function main(): Promise<void> {
  const [key, sizeArg, budgetArg] = process.argv.slice(2);
  const factory = ENGINES[key as EngineKey];
  if (!factory) throw new Error(`unknown engine ${key}`);
  const size = Number(sizeArg);
  const budgetMs = Number(budgetArg ?? 6) * 1000;

  const catalogue = new Catalogue();
  const variants = generateVariants(50, catalogue);
  const adapter: SearchEngineAdapter = factory();
  const base = retainedBytes();
  let started = performance.now();
  const docs = generateCars(size, catalogue);
  const generateMs = performance.now() - started;
  retained.push(docs, adapter);
  const withDocs = retainedBytes();
  send({ type: 'generated', generateMs });

  started = performance.now();
  await adapter.build(docs);
  const firstStarted = performance.now();
  adapter.results(variants[0] as (typeof variants)[number]);
  const firstQueryMs = performance.now() - firstStarted;
  const buildMs = performance.now() - started;
  send({ type: 'built', buildMs });

  // Warm-up: one pass over the variants (bounded by the budget), recording what each returned.
  const checks: VariantCheck[] = [];
  const warmStarted = performance.now();
  for (const variant of variants) {
    checks.push(
      check(adapter.results(variant), adapter.disjunctive(variant), adapter.similar(variant)),
    );
    if (performance.now() - warmStarted > budgetMs) break;
  }
  const perIteration = (performance.now() - warmStarted) / checks.length;
  const iterations = Math.max(
    MIN_ITERATIONS,
    Math.min(MAX_ITERATIONS, Math.floor(budgetMs / perIteration)),
  );

  // Measured: results pages in the order a visitor's browser sends them (a, b, c per variant),
  // cycling the variants; each workload timed on its own.
  const results = new Float64Array(iterations);
  const disjunctive = new Float64Array(iterations);
  const similar = new Float64Array(iterations);
  const phaseMs = Math.max(budgetMs * 3, Math.min(MAX_PHASE_MS, perIteration * MIN_SAMPLES));
  const deadline = performance.now() + phaseMs;
  let done = 0;
  for (; done < iterations && performance.now() < deadline; done++) {
    const variant = variants[done % variants.length] as (typeof variants)[number];
    const t0 = performance.now();
    adapter.results(variant);
    const t1 = performance.now();
    adapter.disjunctive(variant);
    const t2 = performance.now();
    adapter.similar(variant);
    const t3 = performance.now();
    results[done] = t1 - t0;
    disjunctive[done] = t2 - t1;
    similar[done] = t3 - t2;
  }

  const engineBytes = retainedBytes() - withDocs;
  const run: EngineRun = {
    key: key as EngineKey,
    label: adapter.label,
    size,
    strictPriceOrder: adapter.strictPriceOrder,
    generateMs,
    docBytesPerCar: (withDocs - base) / size,
    buildMs,
    firstQueryMs,
    bytesPerCar: engineBytes / size,
    results: summarize(results.subarray(0, done)),
    disjunctive: summarize(disjunctive.subarray(0, done)),
    similar: summarize(similar.subarray(0, done)),
    checks,
  };
  send({ type: 'done', run });
}

main().catch((error: unknown) => {
  send({
    type: 'error',
    message: error instanceof Error ? (error.stack ?? error.message) : String(error),
  });
  process.exitCode = 1;
});
