import type { Car, Variant } from '../data.ts';

/** Facet value counts by facet name, as one engine reports them. */
export type FacetCounts = Record<string, Record<string, number>>;

/**
 * What one query returned, reduced to what the harness compares between engines. `facets` and
 * `prices` are functions so an adapter only converts its native response when the harness checks
 * it, never inside a timed call.
 */
export interface Outcome {
  /** Matching documents (exhaustive count). */
  total: number;
  /** Facet counts over all matches, when the query asked for facets. */
  facets?: () => FacetCounts;
  /** Prices of the returned page, in order, when the query returned hits. */
  prices?: () => number[];
}

/**
 * One search engine behind the benchmark's three workloads. Every call is synchronous: the
 * harness times each one with `performance.now()` around it.
 */
export interface SearchEngineAdapter {
  /** Shown in the tables. */
  readonly label: string;
  /** True when the first page is ordered strictly by price (Meilisearch ranks text first). */
  readonly strictPriceOrder: boolean;
  /** Creates the index and inserts every car (may be async for engines that batch). */
  build(docs: Car[]): void | Promise<void>;
  /** (a) The results-page query: text, refinements, 8 facets, sort price asc, first page. */
  results(variant: Variant): Outcome;
  /** (b) One query per refined facet, without its own refinement: its facet only, no hits. */
  disjunctive(variant: Variant): Outcome[];
  /** (c) Similar vehicles: same make+model, and same body in a price window, in stock. */
  similar(variant: Variant): Outcome[];
}
