import { AlgoliaError } from './algolia-error.ts';

/**
 * Algolia search parameters as `algoliasearch` v5 and InstantSearch send them: JSON fields, the
 * url-encoded `params` string (arrays JSON-encoded or comma-separated), or both (the fields win).
 */

/** The search parameters the engine applies, validated, with Algolia's defaults. */
export interface AlgoliaSearchParams {
  query: string;
  filters: string | undefined;
  facetFilters: unknown;
  numericFilters: unknown;
  facets: string[];
  maxValuesPerFacet: number;
  sortFacetValuesBy: 'count' | 'alpha';
  hitsPerPage: number;
  page: number;
  /** `offset`/`length` pagination, when `offset` is given (it wins over `page`). */
  offset: number | undefined;
  length: number | undefined;
  attributesToRetrieve: string[];
  /** Undefined: the index's searchable attributes (Algolia's default). */
  attributesToHighlight: string[] | undefined;
  highlightPreTag: string;
  highlightPostTag: string;
  /** facet search only */
  facetQuery: string;
  maxFacetHits: number;
}

type Kind = 'string' | 'int' | 'bool' | 'list' | 'filter' | 'any';

/** Parameters read and applied. */
const APPLIED: Record<string, Kind> = {
  query: 'string',
  filters: 'string',
  facetFilters: 'filter',
  numericFilters: 'filter',
  tagFilters: 'filter',
  facets: 'list',
  maxValuesPerFacet: 'int',
  sortFacetValuesBy: 'string',
  hitsPerPage: 'int',
  page: 'int',
  offset: 'int',
  length: 'int',
  attributesToRetrieve: 'list',
  attributesToHighlight: 'list',
  highlightPreTag: 'string',
  highlightPostTag: 'string',
  facetQuery: 'string',
  maxFacetHits: 'int',
};

/**
 * Parameters accepted and ignored: analytics, personalisation, rules, A/B tests, ranking and
 * typo tuning, snippets. They change nothing about which hits match (or only their order under
 * Algolia's own relevance), so a client that sends them still gets a correct answer.
 */
const IGNORED = new Set([
  'analytics',
  'clickAnalytics',
  'analyticsTags',
  'userToken',
  'enablePersonalization',
  'personalizationImpact',
  'enableRules',
  'ruleContexts',
  'enableABTest',
  'enableReRanking',
  'reRankingApplyFilter',
  'getRankingInfo',
  'explain',
  'synonyms',
  'replaceSynonymsInHighlight',
  'responseFields',
  'percentileComputation',
  'attributesToSnippet',
  'snippetEllipsisText',
  'restrictHighlightAndSnippetArrays',
  'distinct',
  'typoTolerance',
  'minWordSizefor1Typo',
  'minWordSizefor2Typos',
  'allowTyposOnNumericTokens',
  'disableTypoToleranceOnAttributes',
  'ignorePlurals',
  'removeStopWords',
  'queryLanguages',
  'naturalLanguages',
  'decompoundQuery',
  'advancedSyntax',
  'advancedSyntaxFeatures',
  'optionalWords',
  'removeWordsIfNoResults',
  'queryType',
  'exactOnSingleWordQuery',
  'alternativesAsExact',
  'facetingAfterDistinct',
  'sumOrFiltersScores',
  'optionalFilters',
  'minProximity',
  'attributeCriteriaComputedByMinProximity',
  'renderingContent',
  'relevancyStrictness',
  'restrictSearchableAttributes',
  'similarQuery',
  'mode',
  'semanticSearch',
  'aroundLatLngViaIP',
]);

/** Geo parameters: the engine has no geo search, so a value for them is refused. */
const GEO = new Set([
  'aroundLatLng',
  'aroundRadius',
  'aroundPrecision',
  'minimumAroundRadius',
  'insideBoundingBox',
  'insidePolygon',
]);

/** Fields of a request object that are not search parameters. */
const REQUEST_FIELDS = new Set(['indexName', 'params', 'type', 'facet']);

const MAX_HITS_PER_PAGE = 1000;
const MAX_VALUES_PER_FACET = 1000;
const MAX_FACET_HITS = 100;

function invalid(name: string, expected: string, value: unknown): AlgoliaError {
  return new AlgoliaError(
    `Invalid value for "${name}" parameter: expected ${expected}, got ${JSON.stringify(value)}`,
  );
}

/** Splits a legacy comma list (`a,(b,c)`) into items, parenthesised groups as arrays. */
function legacyList(value: string): (string | string[])[] {
  const out: (string | string[])[] = [];
  let i = 0;
  while (i < value.length) {
    if (value[i] === '(') {
      const close = value.indexOf(')', i);
      if (close < 0) throw new AlgoliaError(`Unbalanced parenthesis in "${value}"`);
      out.push(
        value
          .slice(i + 1, close)
          .split(',')
          .map((item) => item.trim())
          .filter((item) => item !== ''),
      );
      i = close + 1;
    } else {
      const comma = value.indexOf(',', i);
      const end = comma < 0 ? value.length : comma;
      const item = value.slice(i, end).trim();
      if (item !== '') out.push(item);
      i = end;
    }
    if (value[i] === ',') i++;
  }
  return out;
}

/** A value from the url-encoded `params` string, typed for its parameter. */
function fromParamString(kind: Kind, raw: string): unknown {
  const trimmed = raw.trim();
  const json = () => {
    try {
      return JSON.parse(trimmed) as unknown;
    } catch {
      return undefined;
    }
  };
  switch (kind) {
    case 'int':
      return trimmed !== '' && /^-?\d+$/.test(trimmed) ? Number(trimmed) : raw;
    case 'bool':
      return trimmed === 'true' ? true : trimmed === 'false' ? false : raw;
    case 'list':
      if (trimmed.startsWith('[')) return json() ?? raw;
      return trimmed === ''
        ? []
        : trimmed
            .split(',')
            .map((item) => item.trim())
            .filter((item) => item !== '');
    case 'filter':
      if (trimmed.startsWith('[')) return json() ?? raw;
      return legacyList(trimmed);
    default:
      return raw;
  }
}

/** Parses the `params` string: `query=toy&hitsPerPage=20&facets=%5B%22make%22%5D`. */
function paramString(value: unknown): Record<string, unknown> {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'string') throw invalid('params', 'a url-encoded string', value);
  const out: Record<string, unknown> = {};
  for (const [name, raw] of new URLSearchParams(value)) {
    out[name] = fromParamString(APPLIED[name] ?? 'any', raw);
  }
  return out;
}

/**
 * The parameters of one request: the `params` string merged under the object's own fields,
 * checked against the known names (an unknown one is a 400, as Algolia answers).
 */
export function mergeParams(request: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...paramString(request.params) };
  for (const [name, value] of Object.entries(request)) {
    if (REQUEST_FIELDS.has(name) || value === undefined) continue;
    merged[name] = value;
  }
  for (const [name, value] of Object.entries(merged)) {
    if (name in APPLIED || IGNORED.has(name)) continue;
    if (GEO.has(name)) {
      if (value === undefined || value === null || value === '' || value === false) continue;
      throw new AlgoliaError(`Geo search ("${name}") is not supported by this search service`);
    }
    throw new AlgoliaError(`Unknown parameter: ${name}`);
  }
  return merged;
}

/**
 * The `params` string Algolia echoes in its answers: the request's own `params` string as sent,
 * followed by its other parameters url-encoded (arrays and objects as JSON).
 */
export function echoParams(request: Record<string, unknown>): string {
  const parts: string[] = [];
  if (typeof request.params === 'string' && request.params !== '') parts.push(request.params);
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(request)) {
    if (REQUEST_FIELDS.has(name) || value === undefined || value === null) continue;
    search.append(name, typeof value === 'string' ? value : JSON.stringify(value));
  }
  const fields = search.toString();
  if (fields !== '') parts.push(fields);
  return parts.join('&');
}

function readString(params: Record<string, unknown>, name: string, fallback: string): string {
  const value = params[name];
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'string') throw invalid(name, 'a string', value);
  return value;
}

function readInt(
  params: Record<string, unknown>,
  name: string,
  fallback: number,
  max: number,
): number;
function readInt(
  params: Record<string, unknown>,
  name: string,
  fallback: undefined,
  max: number,
): number | undefined;
function readInt(
  params: Record<string, unknown>,
  name: string,
  fallback: number | undefined,
  max: number,
): number | undefined {
  let value = params[name];
  if (value === undefined || value === null) return fallback;
  if (typeof value === 'string' && /^\d+$/.test(value.trim())) value = Number(value);
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > max) {
    throw invalid(name, `an integer between 0 and ${max}`, value);
  }
  return value;
}

function readList(params: Record<string, unknown>, name: string): string[] | undefined {
  let value = params[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') value = fromParamString('list', value);
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) {
    throw invalid(name, 'an array of strings', value);
  }
  return value as string[];
}

function emptyFilter(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  return Array.isArray(value) && value.every(emptyFilter);
}

/** Validates merged parameters and fills in Algolia's defaults. */
export function resolveAlgoliaParams(params: Record<string, unknown>): AlgoliaSearchParams {
  if (!emptyFilter(params.tagFilters)) {
    throw new AlgoliaError(
      'tagFilters are not supported by this search service: use facetFilters or filters',
    );
  }
  const sortFacetValuesBy = readString(params, 'sortFacetValuesBy', 'count');
  if (sortFacetValuesBy !== 'count' && sortFacetValuesBy !== 'alpha') {
    throw invalid('sortFacetValuesBy', '"count" or "alpha"', sortFacetValuesBy);
  }
  const filters = params.filters;
  if (filters !== undefined && filters !== null && typeof filters !== 'string') {
    throw invalid('filters', 'a string', filters);
  }
  return {
    query: readString(params, 'query', ''),
    filters: (filters as string | null | undefined) ?? undefined,
    facetFilters: params.facetFilters,
    numericFilters: params.numericFilters,
    facets: readList(params, 'facets') ?? [],
    maxValuesPerFacet: readInt(params, 'maxValuesPerFacet', 100, MAX_VALUES_PER_FACET),
    sortFacetValuesBy,
    hitsPerPage: readInt(params, 'hitsPerPage', 20, MAX_HITS_PER_PAGE),
    page: readInt(params, 'page', 0, Number.MAX_SAFE_INTEGER),
    offset: readInt(params, 'offset', undefined, Number.MAX_SAFE_INTEGER),
    length: readInt(params, 'length', undefined, MAX_HITS_PER_PAGE),
    attributesToRetrieve: readList(params, 'attributesToRetrieve') ?? ['*'],
    attributesToHighlight: readList(params, 'attributesToHighlight'),
    highlightPreTag: readString(params, 'highlightPreTag', '<em>'),
    highlightPostTag: readString(params, 'highlightPostTag', '</em>'),
    facetQuery: readString(params, 'facetQuery', ''),
    maxFacetHits: readInt(params, 'maxFacetHits', 10, MAX_FACET_HITS),
  };
}
