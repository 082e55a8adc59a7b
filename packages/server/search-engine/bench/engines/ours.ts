import { type Filter, SearchEngine, type SearchIndex, type SearchParams } from '../../src/index.ts';
import {
  type Car,
  FACETS,
  otherRefinements,
  PAGE_SIZE,
  type Refinement,
  SIMILAR_SIZE,
  STATUS_IN_STOCK,
  TEXT_FIELDS,
  type Variant,
} from '../data.ts';
import type { Outcome, SearchEngineAdapter } from './engine.ts';

const INDEX = 'cars';

/** The settings a dealer network's cars index uses. */
export const CAR_INDEX_SETTINGS = {
  searchableAttributes: [...TEXT_FIELDS],
  filterableAttributes: [
    'make',
    'model',
    'badge',
    'body',
    'car_type',
    'price',
    'km',
    'year',
    'colour',
    'fuel',
    'transmission',
    'drive',
    'state',
    'location_name',
    'status',
    'tag',
    'dealership_id',
    'seats',
  ],
  sortableAttributes: ['price', 'km', 'year'],
  // Exact totals for the hit-count check (the engine counts every match either way).
  pagination: { maxTotalHits: 10_000_000 },
};

function quote(value: string): string {
  return JSON.stringify(value);
}

function refinementFilter(refinement: Refinement): string {
  const [first] = refinement.values;
  return refinement.values.length === 1
    ? `${refinement.facet} = ${quote(first as string)}`
    : `${refinement.facet} IN [${refinement.values.map(quote).join(', ')}]`;
}

/** Meilisearch filter (array form: AND of expressions) for a variant's refinements and price. */
export function carFilter(refinements: Refinement[], price?: [number, number]): Filter {
  const filter: string[] = refinements.map(refinementFilter);
  if (price) filter.push(`price ${price[0]} TO ${price[1]}`);
  return filter;
}

/** The search bodies the results page sends for a variant, in Meilisearch's JSON shape. */
export function resultsParams(variant: Variant): SearchParams {
  return {
    q: variant.q,
    filter: carFilter(variant.refinements, variant.price),
    facets: [...FACETS],
    sort: ['price:asc'],
    hitsPerPage: PAGE_SIZE,
    page: 1,
  };
}

export function disjunctiveParams(variant: Variant): SearchParams[] {
  return variant.refinements.map(({ facet }) => ({
    q: variant.q,
    filter: carFilter(otherRefinements(variant, facet), variant.price),
    facets: [facet],
    limit: 0,
  }));
}

export function similarParams(variant: Variant): SearchParams[] {
  const { make, model, body, price } = variant.similar;
  const inStock = `status = ${quote(STATUS_IN_STOCK)}`;
  return [
    { filter: [`make = ${quote(make)}`, `model = ${quote(model)}`, inStock], limit: SIMILAR_SIZE },
    {
      filter: [`body = ${quote(body)}`, `price ${price[0]} TO ${price[1]}`, inStock],
      limit: SIMILAR_SIZE,
    },
  ];
}

// The same searches in the Algolia protocol's shape (what InstantSearch with the algoliasearch
// lite client sends), for the HTTP comparison of the two protocols over the one engine.

function facetFilters(refinements: Refinement[]): string[][] {
  return refinements.map(({ facet, values }) => values.map((value) => `${facet}:${value}`));
}

function numericFilters(price: [number, number] | undefined): string[] {
  return price ? [`price:${price[0]} TO ${price[1]}`] : [];
}

/**
 * The results-page search as an Algolia request: the sort is the `cars:price:asc` sorted view,
 * pages are 0-based. Highlighting is off so it asks the engine exactly what the Meilisearch body
 * does; `highlight: true` asks for Algolia's default (every searchable attribute) instead.
 */
export function algoliaResultsRequest(
  variant: Variant,
  highlight = false,
): Record<string, unknown> {
  return {
    indexName: `${INDEX}:price:asc`,
    query: variant.q,
    facetFilters: facetFilters(variant.refinements),
    numericFilters: numericFilters(variant.price),
    facets: [...FACETS],
    hitsPerPage: PAGE_SIZE,
    page: 0,
    ...(highlight ? {} : { attributesToHighlight: [] }),
  };
}

/** The disjunctive facet queries as InstantSearch sends them: no hits, one facet each. */
export function algoliaDisjunctiveRequests(variant: Variant): Record<string, unknown>[] {
  return variant.refinements.map(({ facet }) => ({
    indexName: INDEX,
    query: variant.q,
    facetFilters: facetFilters(otherRefinements(variant, facet)),
    numericFilters: numericFilters(variant.price),
    facets: [facet],
    hitsPerPage: 0,
    page: 0,
    attributesToRetrieve: [],
    attributesToHighlight: [],
    analytics: false,
    clickAnalytics: false,
  }));
}

/** The similar-vehicles multi-search as Algolia requests. */
export function algoliaSimilarRequests(variant: Variant): Record<string, unknown>[] {
  const { make, model, body, price } = variant.similar;
  const inStock = `status:${STATUS_IN_STOCK}`;
  return [
    {
      indexName: INDEX,
      facetFilters: [`make:${make}`, `model:${model}`, inStock],
      hitsPerPage: SIMILAR_SIZE,
      attributesToHighlight: [],
    },
    {
      indexName: INDEX,
      facetFilters: [`body:${body}`, inStock],
      numericFilters: numericFilters(price),
      hitsPerPage: SIMILAR_SIZE,
      attributesToHighlight: [],
    },
  ];
}

/** Creates the cars index with the platform's settings on an engine. */
export function createCarIndex(engine: SearchEngine, docs: Car[]): SearchIndex {
  const index = engine.createIndex(INDEX, { primaryKey: 'id' });
  index.updateSettings(CAR_INDEX_SETTINGS);
  index.addDocuments(docs as unknown as Record<string, unknown>[]);
  return index;
}

/** @forecourt/search-engine, in process, through its public API. */
export class OursAdapter implements SearchEngineAdapter {
  readonly label: string;
  readonly strictPriceOrder = false;
  private readonly engine: SearchEngine;
  private index: SearchIndex | undefined;

  constructor(options: { facetCache: boolean }) {
    this.label = options.facetCache ? 'ours' : 'ours (no facet cache)';
    this.engine = new SearchEngine(options.facetCache ? {} : { facetCacheSize: 0 });
  }

  build(docs: Car[]): void {
    this.index = createCarIndex(this.engine, docs);
  }

  results(variant: Variant): Outcome {
    const response = (this.index as SearchIndex).search(resultsParams(variant));
    return {
      total: response.totalHits as number,
      facets: () => response.facetDistribution ?? {},
      prices: () => response.hits.map((hit) => hit.price as number),
    };
  }

  disjunctive(variant: Variant): Outcome[] {
    const queries = disjunctiveParams(variant).map((params) => ({ indexUid: INDEX, ...params }));
    return this.engine.multiSearch({ queries }).results.map((response) => ({
      total: response.estimatedTotalHits as number,
      facets: () => response.facetDistribution ?? {},
    }));
  }

  similar(variant: Variant): Outcome[] {
    const queries = similarParams(variant).map((params) => ({ indexUid: INDEX, ...params }));
    return this.engine.multiSearch({ queries }).results.map((response) => ({
      total: response.estimatedTotalHits as number,
    }));
  }
}
