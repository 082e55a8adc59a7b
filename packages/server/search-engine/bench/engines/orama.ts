import { create, insertMultiple, type Orama, type Results, search } from '@orama/orama';
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
import type { FacetCounts, Outcome, SearchEngineAdapter } from './engine.ts';

// Text fields are `string` (tokenised, prefix-searchable); filters and facets are `enum` (exact
// values, `eq`/`in`, counted over all matches); price is a `number` (range filter, sort).
const SCHEMA = {
  name: 'string',
  location_name: 'string',
  make: 'enum',
  model: 'enum',
  body: 'enum',
  car_type: 'enum',
  fuel: 'enum',
  transmission: 'enum',
  colour: 'enum',
  state: 'enum',
  status: 'enum',
  price: 'number',
} as const;

type CarsDb = Orama<typeof SCHEMA>;
type Where = Record<string, unknown>;

/** Every facet, uncapped (enum facets are never sorted or cut). */
const ALL_FACETS = Object.fromEntries(FACETS.map((facet) => [facet, {}]));

function where(refinements: Refinement[], price?: [number, number]): Where {
  const clauses: Where = {};
  for (const { facet, values } of refinements) {
    clauses[facet] = values.length === 1 ? { eq: values[0] } : { in: values };
  }
  if (price) clauses.price = { between: price };
  return clauses;
}

function facetCounts(results: Results<unknown>): FacetCounts {
  const counts: FacetCounts = {};
  for (const [facet, { values }] of Object.entries(results.facets ?? {})) counts[facet] = values;
  return counts;
}

function sync<T>(value: T | Promise<T>): T {
  if (value instanceof Promise) throw new Error('Orama answered asynchronously');
  return value;
}

/** Orama: `create` + `insertMultiple`, then `search` with `where`, `facets`, `sortBy`. */
export class OramaAdapter implements SearchEngineAdapter {
  readonly label = 'orama';
  readonly strictPriceOrder = true;
  private db: CarsDb | undefined;

  build(docs: Car[]): void {
    this.db = create({
      schema: SCHEMA,
      // Only price is sorted on; skip building sort indexes for the text fields.
      sort: { unsortableProperties: ['name', 'location_name'] },
      // Our ids are numbers; Orama wants a string id.
      components: { getDocumentIndexId: (doc: { id?: unknown }) => String(doc.id) },
    });
    sync(insertMultiple(this.db, docs as never[], 10_000));
  }

  private search(params: Parameters<typeof search<CarsDb>>[1]): Results<Car> {
    return sync(search(this.db as CarsDb, params)) as unknown as Results<Car>;
  }

  results(variant: Variant): Outcome {
    const results = this.search({
      term: variant.q,
      properties: [...TEXT_FIELDS],
      where: where(variant.refinements, variant.price) as never,
      facets: ALL_FACETS,
      sortBy: { property: 'price', order: 'ASC' },
      limit: PAGE_SIZE,
    });
    return {
      total: results.count,
      facets: () => facetCounts(results),
      prices: () => results.hits.map((hit) => hit.document.price),
    };
  }

  disjunctive(variant: Variant): Outcome[] {
    return variant.refinements.map(({ facet }) => {
      const results = this.search({
        term: variant.q,
        properties: [...TEXT_FIELDS],
        where: where(otherRefinements(variant, facet), variant.price) as never,
        facets: { [facet]: {} },
        limit: 0,
      });
      return { total: results.count, facets: () => facetCounts(results) };
    });
  }

  similar(variant: Variant): Outcome[] {
    const { make, model, body, price } = variant.similar;
    const inStock = { eq: STATUS_IN_STOCK };
    return [
      { make: { eq: make }, model: { eq: model }, status: inStock },
      { body: { eq: body }, price: { between: price }, status: inStock },
    ].map((clauses) => ({
      total: this.search({ term: '', where: clauses as never, limit: SIMILAR_SIZE }).count,
    }));
  }
}
