import { cardinality, toIds } from './bitset.ts';
import { listAttributes, MeiliError } from './errors.ts';
import { countValues, MatchSet, matchIdBuffer, presentInAlphaOrder } from './facets.ts';
import { evaluateFilter, isFilterable } from './filter.ts';
import { parseFilter } from './filter-parser.ts';
import type { IndexData } from './index-data.ts';
import {
  type MatchingStrategy,
  matchQuery,
  matchUniverse,
  parseQuery,
  releaseMatch,
} from './matching.ts';
import type { Filter } from './search-params.ts';
import { facetOrderFor } from './settings.ts';
import { foldFacet } from './text.ts';
import { typoBudget, typoCost } from './typo.ts';

/** Parameters of a facet search (`POST /indexes/{uid}/facet-search`). */
export interface FacetSearchParams {
  facetName: string;
  facetQuery?: string | null;
  q?: string | null;
  filter?: Filter | null;
  matchingStrategy?: MatchingStrategy;
  /** Accepted for compatibility; not applied. */
  attributesToSearchOn?: string[] | null;
}

export interface FacetHit {
  value: string;
  count: number;
}

export interface FacetSearchResponse {
  facetHits: FacetHit[];
  facetQuery: string | null;
  processingTimeMs: number;
}

const KNOWN = new Set([
  'facetName',
  'facetQuery',
  'q',
  'filter',
  'matchingStrategy',
  'attributesToSearchOn',
]);

/** Whether a facet value matches the facet query: prefix of the whole value, typos allowed. */
function facetValueMatches(value: string, query: string, budget: number): boolean {
  if (query.length === 0 || value.startsWith(query)) return true;
  if (budget === 0) return false;
  // Prefix with typos: compare against value prefixes around the query's length.
  for (let length = Math.max(1, query.length - budget); length <= query.length + budget; length++) {
    if (length > value.length) break;
    if (typoCost(query, value.slice(0, length)) <= budget) return true;
  }
  return false;
}

/** Values of one facet among the documents matching `q` and `filter`, with their counts. */
export function executeFacetSearch(
  data: IndexData,
  params: FacetSearchParams,
  clock: () => number,
): FacetSearchResponse {
  const started = clock();
  if (params === null || typeof params !== 'object') {
    throw new MeiliError('bad_request', 'Invalid value type: expected an object.');
  }
  for (const key of Object.keys(params)) {
    if (!KNOWN.has(key)) {
      throw new MeiliError(
        'bad_request',
        `Unknown field \`${key}\`: expected one of \`${[...KNOWN].join('`, `')}\``,
      );
    }
  }
  const { facetName } = params;
  if (typeof facetName !== 'string') {
    throw new MeiliError('missing_facet_search_facet_name', 'Missing field `facetName`');
  }
  if (!isFilterable(data, facetName)) {
    const filterable = data.settings.filterableAttributes;
    throw new MeiliError(
      'invalid_facet_search_facet_name',
      filterable.length === 0
        ? `Attribute \`${facetName}\` is not facet-searchable. This index does not have configured facet-searchable attributes. To make it facet-searchable add it to the \`filterableAttributes\` index settings.`
        : `Attribute \`${facetName}\` is not facet-searchable. Available facet-searchable attributes are: \`${listAttributes(filterable)}\`. To make it facet-searchable add it to the \`filterableAttributes\` index settings.`,
    );
  }
  if (params.q !== undefined && params.q !== null && typeof params.q !== 'string') {
    throw new MeiliError(
      'invalid_facet_search_query',
      'Invalid value type at `.q`: expected a string.',
    );
  }
  const facetQuery = params.facetQuery ?? null;
  if (facetQuery !== null && typeof facetQuery !== 'string') {
    throw new MeiliError(
      'invalid_facet_search_facet_query',
      'Invalid value type at `.facetQuery`: expected a string.',
    );
  }
  const strategy = params.matchingStrategy ?? 'last';
  const filterNode = parseFilter(params.filter);
  const filterBits = filterNode ? evaluateFilter(data, filterNode) : undefined;
  const restrict = filterBits ?? data.alive;
  const parsed = parseQuery(params.q ?? '');
  let matches: MatchSet;
  let release: () => void = () => {};
  if (parsed.words.length === 0) {
    matches = new MatchSet(data, restrict, filterBits ? cardinality(restrict) : data.aliveCount);
  } else {
    const match = matchQuery(data, parsed, strategy, restrict);
    const universe = matchUniverse(data, match);
    const count = cardinality(universe);
    const ids = matchIdBuffer(count);
    toIds(universe, ids);
    matches = new MatchSet(data, universe, count, ids);
    release = () => {
      releaseMatch(data, match);
      data.release(universe);
    };
  }
  const facetHits: FacetHit[] = [];
  const field = data.field(facetName);
  if (field && field.valueCount > 0) {
    const values = countValues(field, data, matches);
    const counts = values.counts;
    const query = foldFacet(facetQuery ?? '');
    const budget = typoBudget(query, data.settings.typoTolerance);
    const found: number[] = [];
    for (const id of presentInAlphaOrder(field, values)) {
      if (field.isNumber[id]) continue;
      if (!facetValueMatches(foldFacet(field.display[id] as string), query, budget)) continue;
      found.push(id);
    }
    if (facetOrderFor(data.settings, facetName) === 'count') {
      const rank = new Map(found.map((id, i) => [id, i]));
      found.sort(
        (a, b) =>
          (counts[b] as number) - (counts[a] as number) ||
          (rank.get(a) as number) - (rank.get(b) as number),
      );
    }
    const max = data.settings.faceting.maxValuesPerFacet;
    for (const id of found.slice(0, max)) {
      facetHits.push({ value: field.display[id] as string, count: counts[id] as number });
    }
    values.done();
  }
  release();
  if (filterBits) data.release(filterBits);
  return { facetHits, facetQuery, processingTimeMs: Math.round(clock() - started) };
}
