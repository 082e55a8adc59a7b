// Messages between the benchmark's parent process and the child that measures one engine at one
// size (each engine runs in a fresh process: its own heap for the memory figure, its own JIT).
import type { EngineKey } from './engines/index.ts';
import type { Summary } from './stats.ts';

/** What one engine answered for one variant, reduced to fingerprints the parent compares. */
export interface VariantCheck {
  /** Results page: total, facet fingerprints (`*` when capped), page prices fingerprint. */
  results: { total: number; facets: Record<string, string>; prices: string };
  /** Disjunctive queries, one per refined facet. */
  disjunctive: { total: number; facets: Record<string, string> }[];
  /** Similar-vehicles totals. */
  similar: number[];
}

export interface EngineRun {
  key: EngineKey;
  label: string;
  size: number;
  strictPriceOrder: boolean;
  /** Data generation, not part of any engine's figures. */
  generateMs: number;
  /** The documents' own retained size, per car. */
  docBytesPerCar: number;
  /** Create + insert every car + the first results-page query (lazy indexing happens there). */
  buildMs: number;
  /** Of which the first query. */
  firstQueryMs: number;
  /** Heap + array buffers the engine retains beyond the documents, per car, after the run. */
  bytesPerCar: number;
  results: Summary;
  disjunctive: Summary;
  similar: Summary;
  /** Variants checked in the warm-up pass (index = variant index). */
  checks: VariantCheck[];
}

export type WorkerMessage =
  | { type: 'generated'; generateMs: number }
  | { type: 'built'; buildMs: number }
  | { type: 'done'; run: EngineRun }
  | { type: 'error'; message: string };

/** Sent by the HTTP server child once it listens. */
export interface ServerReady {
  type: 'listening';
  port: number;
  buildMs: number;
}
