import itemsjs, { type ItemsJs, type SearchResult } from 'itemsjs';
import {
  type Car,
  FACETS,
  MAX_FACET_VALUES,
  otherRefinements,
  PAGE_SIZE,
  type Refinement,
  SIMILAR_SIZE,
  STATUS_IN_STOCK,
  TEXT_FIELDS,
  type Variant,
} from '../data.ts';
import type { FacetCounts, Outcome, SearchEngineAdapter } from './engine.ts';

const PRICE_ASC = 'price_asc';

/** `field:value` terms joined into itemsjs's boolean `filters_query` (values ORed per facet). */
function filtersQuery(refinements: Refinement[], extra: string[] = []): string | undefined {
  const clauses = refinements.map(({ facet, values }) => {
    const terms = values.map((value) => `${facet}:${value}`);
    return terms.length === 1 ? (terms[0] as string) : `(${terms.join(' OR ')})`;
  });
  clauses.push(...extra);
  return clauses.length > 0 ? clauses.join(' AND ') : undefined;
}

function priceFilter(price?: [number, number]): ((car: Car) => boolean) | undefined {
  if (!price) return undefined;
  const [low, high] = price;
  return (car) => car.price >= low && car.price <= high;
}

function facetCounts(result: SearchResult<Car>, facets: readonly string[]): FacetCounts {
  const counts: FacetCounts = {};
  for (const facet of facets) {
    const buckets = result.data.aggregations[facet]?.buckets ?? [];
    counts[facet] = Object.fromEntries(buckets.map((b) => [b.key, b.doc_count]));
  }
  return counts;
}

/**
 * itemsjs: one engine built with its aggregations (facets), sortings and searchable fields;
 * refinements go in `filters_query` (so facet counts are over all matches, as in Meilisearch),
 * the price range in a `filter` function (itemsjs has no numeric range filter), the text through
 * its lunr index as a prefix term (`word*`).
 */
export class ItemsJsAdapter implements SearchEngineAdapter {
  readonly label = 'itemsjs';
  readonly strictPriceOrder = true;
  private engine: ItemsJs<Car> | undefined;

  build(docs: Car[]): void {
    const facet = {
      size: MAX_FACET_VALUES,
      sort: 'key' as const,
      order: 'asc' as const,
      conjunction: true,
      chosen_filters_on_top: false,
      hide_zero_doc_count: true,
    };
    // itemsjs always indexes `name` for text (boost 10); the other text fields are listed.
    this.engine = itemsjs(docs, {
      aggregations: Object.fromEntries([...FACETS, 'status'].map((name) => [name, facet])),
      sortings: { [PRICE_ASC]: { field: 'price', order: 'asc' } },
      searchableFields: TEXT_FIELDS.filter((field) => field !== 'name'),
      // No stemming or stop words: the other engines match words as typed.
      isExactSearch: true,
    });
  }

  private search(input: Parameters<ItemsJs<Car>['search']>[0]): SearchResult<Car> {
    return (this.engine as ItemsJs<Car>).search(input);
  }

  private text(variant: Variant) {
    // lunr matches whole terms; a trailing `*` makes it a prefix, as in the other engines.
    return { query: `${variant.q}*` };
  }

  results(variant: Variant): Outcome {
    const result = this.search({
      ...this.text(variant),
      filters_query: filtersQuery(variant.refinements),
      filter: priceFilter(variant.price),
      sort: PRICE_ASC,
      per_page: PAGE_SIZE,
    });
    return {
      total: result.pagination.total,
      facets: () => facetCounts(result, FACETS),
      prices: () => result.data.items.map((car) => car.price),
    };
  }

  disjunctive(variant: Variant): Outcome[] {
    return variant.refinements.map(({ facet }) => {
      const result = this.search({
        ...this.text(variant),
        filters_query: filtersQuery(otherRefinements(variant, facet)),
        filter: priceFilter(variant.price),
        per_page: 0,
      });
      return { total: result.pagination.total, facets: () => facetCounts(result, [facet]) };
    });
  }

  similar(variant: Variant): Outcome[] {
    const { make, model, body, price } = variant.similar;
    const inStock = `status:${STATUS_IN_STOCK}`;
    return [
      this.search({
        filters_query: `make:${make} AND model:${model} AND ${inStock}`,
        per_page: SIMILAR_SIZE,
      }),
      this.search({
        filters_query: `body:${body} AND ${inStock}`,
        filter: priceFilter(price),
        per_page: SIMILAR_SIZE,
      }),
    ].map((result) => ({ total: result.pagination.total }));
  }
}
