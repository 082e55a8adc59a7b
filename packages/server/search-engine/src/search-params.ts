import { MeiliError } from './errors.ts';
import type { MatchingStrategy } from './matching.ts';

/** A filter as Meilisearch accepts it: a string, or arrays (outer AND, inner OR) of strings. */
export type Filter = string | (string | string[])[];

/** Search parameters, in Meilisearch's JSON shape. */
export interface SearchParams {
  q?: string | null;
  offset?: number;
  limit?: number;
  page?: number;
  hitsPerPage?: number;
  filter?: Filter | null;
  facets?: string[] | null;
  attributesToRetrieve?: string[] | null;
  attributesToCrop?: string[] | null;
  cropLength?: number;
  cropMarker?: string;
  attributesToHighlight?: string[] | null;
  highlightPreTag?: string;
  highlightPostTag?: string;
  showMatchesPosition?: boolean;
  sort?: string[] | null;
  matchingStrategy?: MatchingStrategy;
  showRankingScore?: boolean;
  showRankingScoreDetails?: boolean;
  rankingScoreThreshold?: number | null;
  /** Accepted for compatibility; not applied (see README). */
  attributesToSearchOn?: string[] | null;
  /** Accepted for compatibility; not applied (see README). */
  distinct?: string | null;
  /** Accepted for compatibility; not applied (see README). */
  locales?: string[] | null;
  /** Accepted for compatibility; not applied (see README). */
  retrieveVectors?: boolean;
}

/** Search parameters after validation and defaults. */
export interface ResolvedSearchParams {
  q: string;
  /** True when `page` or `hitsPerPage` was given (exhaustive pagination). */
  pageMode: boolean;
  offset: number;
  limit: number;
  page: number;
  hitsPerPage: number;
  filter: unknown;
  facets: string[] | undefined;
  attributesToRetrieve: string[];
  attributesToCrop: string[];
  cropLength: number;
  cropMarker: string;
  attributesToHighlight: string[];
  highlightPreTag: string;
  highlightPostTag: string;
  showMatchesPosition: boolean;
  sort: string[];
  matchingStrategy: MatchingStrategy;
  showRankingScore: boolean;
  rankingScoreThreshold: number | undefined;
}

const KNOWN = new Set([
  'q',
  'offset',
  'limit',
  'page',
  'hitsPerPage',
  'filter',
  'facets',
  'attributesToRetrieve',
  'attributesToCrop',
  'cropLength',
  'cropMarker',
  'attributesToHighlight',
  'highlightPreTag',
  'highlightPostTag',
  'showMatchesPosition',
  'sort',
  'matchingStrategy',
  'showRankingScore',
  'showRankingScoreDetails',
  'rankingScoreThreshold',
  'attributesToSearchOn',
  'distinct',
  'locales',
  'retrieveVectors',
  'vector',
  'hybrid',
]);

function codeFor(name: string): string {
  return `invalid_search_${name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`;
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return `an array: \`${JSON.stringify(value)}\``;
  if (typeof value === 'string') return `a string: \`${JSON.stringify(value)}\``;
  if (typeof value === 'number') return `a positive integer: \`${value}\``;
  if (typeof value === 'boolean') return `a boolean: \`${value}\``;
  return `an object: \`${JSON.stringify(value)}\``;
}

function typeError(name: string, expected: string, value: unknown): MeiliError {
  return new MeiliError(
    codeFor(name),
    `Invalid value type at \`.${name}\`: expected ${expected}, but found ${describe(value)}`,
  );
}

function integer(name: string, value: unknown, fallback: number): number {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
    throw typeError(name, 'a positive integer', value);
  }
  return value;
}

function strings(name: string, value: unknown, fallback: string[]): string[] {
  if (value === undefined || value === null) return fallback;
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) {
    throw typeError(name, 'an array', value);
  }
  return value as string[];
}

function string(name: string, value: unknown, fallback: string): string {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'string') throw typeError(name, 'a string', value);
  return value;
}

function boolean(name: string, value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value !== 'boolean') throw typeError(name, 'a boolean', value);
  return value;
}

/** Validates search parameters the way Meilisearch does and fills in defaults. */
export function resolveSearchParams(params: SearchParams | undefined): ResolvedSearchParams {
  const input = (params ?? {}) as Record<string, unknown>;
  if (typeof input !== 'object' || Array.isArray(input)) {
    throw new MeiliError('bad_request', 'Invalid value type: expected an object.');
  }
  for (const key of Object.keys(input)) {
    if (!KNOWN.has(key)) {
      throw new MeiliError(
        'bad_request',
        `Unknown field \`${key}\`: expected one of \`${[...KNOWN].join('`, `')}\``,
      );
    }
  }
  const q = input.q;
  if (q !== undefined && q !== null && typeof q !== 'string') {
    throw typeError('q', 'a string', q);
  }
  const matchingStrategy = input.matchingStrategy ?? 'last';
  if (
    matchingStrategy !== 'last' &&
    matchingStrategy !== 'all' &&
    matchingStrategy !== 'frequency'
  ) {
    throw new MeiliError(
      'invalid_search_matching_strategy',
      `Unknown value \`${String(matchingStrategy)}\` at \`.matchingStrategy\`: expected one of \`last\`, \`all\`, \`frequency\``,
    );
  }
  const threshold = input.rankingScoreThreshold;
  if (
    threshold !== undefined &&
    threshold !== null &&
    (typeof threshold !== 'number' || threshold < 0 || threshold > 1)
  ) {
    throw new MeiliError(
      'invalid_search_ranking_score_threshold',
      `Invalid value at \`.rankingScoreThreshold\`: the value of \`rankingScoreThreshold\` is invalid, expected a float between \`0.0\` and \`1.0\`.`,
    );
  }
  const pageMode =
    (input.page !== undefined && input.page !== null) ||
    (input.hitsPerPage !== undefined && input.hitsPerPage !== null);
  if (input.facets !== undefined && input.facets !== null) strings('facets', input.facets, []);
  return {
    q: (q as string | null | undefined) ?? '',
    pageMode,
    offset: integer('offset', input.offset, 0),
    limit: integer('limit', input.limit, 20),
    page: integer('page', input.page, 1),
    hitsPerPage: integer('hitsPerPage', input.hitsPerPage, 20),
    filter: input.filter,
    facets:
      input.facets === undefined || input.facets === null
        ? undefined
        : strings('facets', input.facets, []),
    attributesToRetrieve: strings('attributesToRetrieve', input.attributesToRetrieve, ['*']),
    attributesToCrop: strings('attributesToCrop', input.attributesToCrop, []),
    cropLength: integer('cropLength', input.cropLength, 10),
    cropMarker: string('cropMarker', input.cropMarker, '…'),
    attributesToHighlight: strings('attributesToHighlight', input.attributesToHighlight, []),
    highlightPreTag: string('highlightPreTag', input.highlightPreTag, '<em>'),
    highlightPostTag: string('highlightPostTag', input.highlightPostTag, '</em>'),
    showMatchesPosition: boolean('showMatchesPosition', input.showMatchesPosition),
    sort: strings('sort', input.sort, []),
    matchingStrategy,
    showRankingScore: boolean('showRankingScore', input.showRankingScore),
    rankingScoreThreshold: typeof threshold === 'number' ? threshold : undefined,
  };
}
