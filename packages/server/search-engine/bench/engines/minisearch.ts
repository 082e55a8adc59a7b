import MiniSearch, { type SearchResult } from 'minisearch';
import {
  type Car,
  FACETS,
  type FacetName,
  MAX_FACET_VALUES,
  otherRefinements,
  PAGE_SIZE,
  type Refinement,
  STATUS_IN_STOCK,
  TEXT_FIELDS,
  type Variant,
} from '../data.ts';
import type { FacetCounts, Outcome, SearchEngineAdapter } from './engine.ts';

/** Stored fields: what filters, facets and sorting read from each result. */
const STORED = ['make', 'model', 'body', 'car_type', 'fuel', 'transmission', 'colour', 'state'];
type Stored = SearchResult & Pick<Car, FacetName | 'price' | 'status'>;

function predicate(refinements: Refinement[], price?: [number, number]) {
  const tests = refinements.map(({ facet, values }) =>
    values.length === 1
      ? (result: Stored) => result[facet] === values[0]
      : (result: Stored) => values.includes(result[facet]),
  );
  const [low, high] = price ?? [-Infinity, Infinity];
  return (result: SearchResult): boolean => {
    const stored = result as Stored;
    if (stored.price < low || stored.price > high) return false;
    for (const test of tests) if (!test(stored)) return false;
    return true;
  };
}

/** Counts each facet's values over all matches; like Meilisearch, keeps the first 100 by name. */
function countFacets(results: SearchResult[], facets: readonly FacetName[]): FacetCounts {
  const maps = facets.map(() => new Map<string, number>());
  for (const result of results) {
    const stored = result as Stored;
    for (let f = 0; f < facets.length; f++) {
      const value = stored[facets[f] as FacetName];
      const map = maps[f] as Map<string, number>;
      map.set(value, (map.get(value) ?? 0) + 1);
    }
  }
  const counts: FacetCounts = {};
  facets.forEach((facet, f) => {
    const entries = [...(maps[f] as Map<string, number>)].sort(([a], [b]) =>
      a < b ? -1 : a > b ? 1 : 0,
    );
    counts[facet] = Object.fromEntries(entries.slice(0, MAX_FACET_VALUES));
  });
  return counts;
}

/** The `size` cheapest results, in price order (a bounded insertion sort: one pass, no full sort). */
function cheapest(results: SearchResult[], size: number): Stored[] {
  const page: Stored[] = [];
  for (const result of results) {
    const stored = result as Stored;
    if (page.length === size && stored.price >= (page[size - 1] as Stored).price) continue;
    let i = page.length === size ? size - 1 : page.length;
    while (i > 0 && (page[i - 1] as Stored).price > stored.price) {
      page[i] = page[i - 1] as Stored;
      i--;
    }
    page[i] = stored;
  }
  return page;
}

/**
 * MiniSearch: `addAll`, then `search` with prefix matching and a `filter` over stored fields;
 * facet counts, sorting and paging are done here over all matches (MiniSearch has none).
 */
export class MiniSearchAdapter implements SearchEngineAdapter {
  readonly label = 'minisearch';
  readonly strictPriceOrder = true;
  private index: MiniSearch<Car> | undefined;

  build(docs: Car[]): void {
    this.index = new MiniSearch<Car>({
      idField: 'id',
      fields: [...TEXT_FIELDS],
      storeFields: [...STORED, 'price', 'status'],
      searchOptions: { prefix: true, fields: [...TEXT_FIELDS] },
    });
    this.index.addAll(docs);
  }

  private search(q: string, filter: (result: SearchResult) => boolean): SearchResult[] {
    const index = this.index as MiniSearch<Car>;
    return q === '' ? index.search(MiniSearch.wildcard, { filter }) : index.search(q, { filter });
  }

  results(variant: Variant): Outcome {
    const matches = this.search(variant.q, predicate(variant.refinements, variant.price));
    const facets = countFacets(matches, FACETS);
    const page = cheapest(matches, PAGE_SIZE);
    return {
      total: matches.length,
      facets: () => facets,
      prices: () => page.map((hit) => hit.price),
    };
  }

  disjunctive(variant: Variant): Outcome[] {
    return variant.refinements.map(({ facet }) => {
      const matches = this.search(
        variant.q,
        predicate(otherRefinements(variant, facet), variant.price),
      );
      const facets = countFacets(matches, [facet]);
      return { total: matches.length, facets: () => facets };
    });
  }

  similar(variant: Variant): Outcome[] {
    const { make, model, body, price } = variant.similar;
    const [low, high] = price;
    const filters = [
      (r: SearchResult) => r.status === STATUS_IN_STOCK && r.make === make && r.model === model,
      (r: SearchResult) =>
        r.status === STATUS_IN_STOCK && r.body === body && r.price >= low && r.price <= high,
    ];
    return filters.map((filter) => {
      // The strip shows the first SIMILAR_SIZE; the total is what the check compares.
      return { total: this.search('', filter).length };
    });
  }
}
