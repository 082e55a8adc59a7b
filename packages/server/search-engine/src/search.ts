import { type Bitset, cardinality, toIds } from './bitset.ts';
import { listAttributes, MeiliError } from './errors.ts';
import { MISSING_RANK } from './facet-field.ts';
import {
  computeFacets,
  type FacetDistribution,
  type FacetStats,
  MatchSet,
  matchIdBuffer,
  resolveFacetNames,
} from './facets.ts';
import { evaluateFilter } from './filter.ts';
import { parseFilter } from './filter-parser.ts';
import { type Document, pathMatches } from './flatten.ts';
import { type FormatOptions, formatHit, type MatchPosition, matchesPosition } from './format.ts';
import type { FacetResult, IndexData } from './index-data.ts';
import {
  attributeKey,
  matchedWords,
  matchQuery,
  matchUniverse,
  parseQuery,
  type QueryMatch,
  releaseMatch,
  singleWordExactness,
  type TokenScores,
  tokenScores,
  typoSum,
} from './matching.ts';
import { BucketSorter, type RankingRule } from './ranking.ts';
import {
  type ResolvedSearchParams,
  resolveSearchParams,
  type SearchParams,
} from './search-params.ts';
import { parseCustomRule } from './settings.ts';
import { typoBudget } from './typo.ts';

/** A search hit: the document's displayed fields plus the requested extras. */
export type SearchHit = Document & {
  _formatted?: Document;
  _matchesPosition?: Record<string, MatchPosition[]>;
  _rankingScore?: number;
};

/** Meilisearch's search response (limit/offset or page/hitsPerPage shape). */
export interface SearchResponse {
  hits: SearchHit[];
  query: string;
  processingTimeMs: number;
  limit?: number;
  offset?: number;
  estimatedTotalHits?: number;
  hitsPerPage?: number;
  page?: number;
  totalPages?: number;
  totalHits?: number;
  facetDistribution?: FacetDistribution;
  facetStats?: FacetStats;
}

interface SortSpec {
  attribute: string;
  direction: 'asc' | 'desc';
}

function parseSortParam(data: IndexData, sort: string[]): SortSpec[] {
  const specs: SortSpec[] = [];
  for (const entry of sort) {
    const match = /^(.+):(asc|desc)$/.exec(entry);
    if (!match) {
      throw new MeiliError(
        'invalid_search_sort',
        `Invalid syntax for the sort parameter: expected expression ending by \`:asc\` or \`:desc\`, found \`${entry}\`.`,
      );
    }
    const attribute = match[1] as string;
    if (attribute.startsWith('_geoPoint(')) {
      throw new MeiliError(
        'invalid_search_sort',
        'Sorting by `_geoPoint` is not supported by this engine.',
      );
    }
    const sortable = data.settings.sortableAttributes;
    if (!sortable.some((rule) => pathMatches(rule, attribute))) {
      const available =
        sortable.length === 0
          ? 'This index does not have configured sortable attributes.'
          : `Available sortable attributes are: \`${listAttributes(sortable)}\`.`;
      throw new MeiliError(
        'invalid_search_sort',
        `Attribute \`${attribute}\` is not sortable. ${available}`,
      );
    }
    specs.push({ attribute, direction: match[2] as 'asc' | 'desc' });
  }
  if (specs.length > 0 && !data.settings.rankingRules.includes('sort')) {
    throw new MeiliError(
      'invalid_search_sort',
      'You must specify where `sort` is listed in the rankingRules setting to use the sort parameter at search time.',
    );
  }
  return specs;
}

function sortRule(data: IndexData, spec: SortSpec): RankingRule | undefined {
  const field = data.field(spec.attribute);
  if (!field || field.valueCount === 0) return undefined;
  const column = field.sort(data.alive, data.docCount);
  const rank = spec.direction === 'asc' ? column.rankAsc : column.rankDesc;
  const order = spec.direction === 'asc' ? column.orderAsc : column.orderDesc;
  return {
    name: `${spec.attribute}:${spec.direction}`,
    keys(docs, out) {
      for (let i = 0; i < docs.length; i++) {
        const doc = docs[i] as number;
        out[i] = doc < rank.length ? (rank[doc] as number) : MISSING_RANK;
      }
    },
    column: { rank, order },
  };
}

function customRules(data: IndexData, rule: string): RankingRule[] {
  const custom = parseCustomRule(rule);
  if (!custom) return [];
  const built = sortRule(data, custom);
  return built ? [built] : [];
}

function placeholderRules(data: IndexData, sort: SortSpec[]): RankingRule[] {
  const rules: RankingRule[] = [];
  for (const rule of data.settings.rankingRules) {
    if (rule === 'sort') {
      for (const spec of sort) {
        const built = sortRule(data, spec);
        if (built) rules.push(built);
      }
    } else rules.push(...customRules(data, rule));
  }
  return rules;
}

function textRules(
  data: IndexData,
  match: QueryMatch,
  sort: SortSpec[],
  scores: (doc: number) => TokenScores,
): RankingRule[] {
  const n = match.words.length;
  const rules: RankingRule[] = [];
  const counted = (doc: number) => (match.strategy === 'all' ? n : matchedWords(match, doc));
  const anyTypo = match.derivations.some((list) => list.some((d) => d.typos > 0));
  for (const rule of data.settings.rankingRules) {
    switch (rule) {
      case 'words':
        if (match.strategy !== 'all' && n > 1) {
          rules.push({
            name: rule,
            keys(docs, out) {
              for (let i = 0; i < docs.length; i++)
                out[i] = n - matchedWords(match, docs[i] as number);
            },
          });
        }
        break;
      case 'typo':
        if (anyTypo) {
          rules.push({
            name: rule,
            keys(docs, out) {
              for (let i = 0; i < docs.length; i++) {
                const doc = docs[i] as number;
                out[i] = typoSum(match, doc, counted(doc));
              }
            },
          });
        }
        break;
      case 'proximity':
        if (n > 1) {
          rules.push({
            name: rule,
            keys(docs, out) {
              for (let i = 0; i < docs.length; i++) out[i] = scores(docs[i] as number).proximity;
            },
          });
        }
        break;
      case 'attribute':
        rules.push({
          name: rule,
          keys:
            n === 1
              ? (docs, out) => {
                  // One word: its packed best position already orders by attribute, then position.
                  const best = match.best;
                  for (let i = 0; i < docs.length; i++) out[i] = best[docs[i] as number] as number;
                }
              : (docs, out) => {
                  for (let i = 0; i < docs.length; i++) {
                    const doc = docs[i] as number;
                    out[i] = attributeKey(match, doc, counted(doc));
                  }
                },
        });
        break;
      case 'exactness':
        rules.push({
          name: rule,
          keys:
            n === 1
              ? (docs, out) => {
                  for (let i = 0; i < docs.length; i++)
                    out[i] = singleWordExactness(match, docs[i] as number);
                }
              : (docs, out) => {
                  for (let i = 0; i < docs.length; i++)
                    out[i] = scores(docs[i] as number).exactness;
                },
        });
        break;
      case 'sort':
        for (const spec of sort) {
          const built = sortRule(data, spec);
          if (built) rules.push(built);
        }
        break;
      default:
        rules.push(...customRules(data, rule));
    }
  }
  return rules;
}

/** Nested-interval relevancy score in [0, 1] from the text ranking rules (1 = best). */
function rankingScore(
  data: IndexData,
  match: QueryMatch | undefined,
  doc: number,
  scores: (doc: number) => TokenScores,
): number {
  if (!match) return 1;
  const n = match.words.length;
  const k = match.strategy === 'all' ? n : matchedWords(match, doc);
  let low = 0;
  let width = 1;
  const apply = (rank: number, max: number) => {
    low += (width * (rank - 1)) / max;
    width /= max;
  };
  for (const rule of data.settings.rankingRules) {
    switch (rule) {
      case 'words':
        apply(k, n);
        break;
      case 'typo': {
        let budget = 0;
        for (let i = 0; i < k; i++) {
          budget += typoBudget(
            match.words[match.order[i] as number] as string,
            data.settings.typoTolerance,
          );
        }
        apply(budget + 1 - typoSum(match, doc, k), budget + 1);
        break;
      }
      case 'proximity': {
        const max = Math.max(0, k - 1) * 7 + 1;
        apply(max - Math.min(max - 1, scores(doc).proximity), max);
        break;
      }
      case 'attribute': {
        const max = Math.max(1, data.searchableCount()) * k + 1;
        const ranks = Math.floor(attributeKey(match, doc, k) / 0x100000);
        apply(max - Math.min(max - 1, ranks), max);
        break;
      }
      case 'exactness': {
        const exactness = n === 1 ? singleWordExactness(match, doc) : scores(doc).exactness;
        const max = k + 2;
        const penalty = (exactness >= 32 ? 1 : 0) + (exactness % 32);
        apply(max - Math.min(max - 1, penalty), max);
        break;
      }
      default:
        break;
    }
  }
  return Math.round((low + width) * 1e6) / 1e6;
}

function allows(rules: string[], path: string): boolean {
  return rules.some((rule) => pathMatches(rule, path));
}

function startsRule(rules: string[], path: string): boolean {
  return rules.some((rule) => rule.startsWith(`${path}.`));
}

/** The document restricted to attributes both displayed and requested. */
export function projectDocument(
  document: Document,
  displayed: string[],
  retrieve: string[],
): Document {
  if (displayed.includes('*') && retrieve.includes('*')) return { ...document };
  return projectLevel(document, '', displayed, retrieve);
}

function projectLevel(
  value: Record<string, unknown>,
  prefix: string,
  displayed: string[],
  retrieve: string[],
): Document {
  const out: Document = {};
  for (const [key, inner] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (allows(displayed, path) && allows(retrieve, path)) out[key] = inner;
    else if (
      inner !== null &&
      typeof inner === 'object' &&
      !Array.isArray(inner) &&
      (allows(displayed, path) || startsRule(displayed, path)) &&
      (allows(retrieve, path) || startsRule(retrieve, path))
    ) {
      const nested = projectLevel(inner as Record<string, unknown>, path, displayed, retrieve);
      if (Object.keys(nested).length > 0) out[key] = nested;
    }
  }
  return out;
}

function cropRules(attributes: string[], cropLength: number): Map<string, number> {
  const rules = new Map<string, number>();
  for (const entry of attributes) {
    const match = /^(.*):(\d+)$/.exec(entry);
    if (match) rules.set(match[1] as string, Number(match[2]));
    else rules.set(entry, cropLength);
  }
  return rules;
}

function copyFacets(result: FacetResult): FacetResult {
  const facetDistribution: FacetResult['facetDistribution'] = {};
  for (const [name, values] of Object.entries(result.facetDistribution)) {
    facetDistribution[name] = { ...values };
  }
  const facetStats: FacetResult['facetStats'] = {};
  for (const [name, stats] of Object.entries(result.facetStats)) facetStats[name] = { ...stats };
  return { facetDistribution, facetStats };
}

/** Facets for the match set, from the index's small cache when the same refinement repeats. */
function cachedFacets(
  data: IndexData,
  names: string[],
  matches: MatchSet,
  p: ResolvedSearchParams,
): FacetResult {
  if (data.facetCacheSize <= 0) return computeFacets(data, names, matches);
  const key = JSON.stringify([p.q, p.filter ?? null, p.matchingStrategy, names]);
  const cached = data.facetCache.get(key);
  if (cached) {
    data.facetCache.delete(key);
    data.facetCache.set(key, cached);
    return copyFacets(cached);
  }
  const result = computeFacets(data, names, matches);
  data.facetCache.set(key, copyFacets(result));
  if (data.facetCache.size > data.facetCacheSize) {
    const oldest = data.facetCache.keys().next().value;
    if (oldest !== undefined) data.facetCache.delete(oldest);
  }
  return result;
}

/** Runs one search against an index's data. */
export function executeSearch(
  data: IndexData,
  params: SearchParams | undefined,
  clock: () => number,
): SearchResponse {
  const started = clock();
  const p = resolveSearchParams(params);
  const settings = data.settings;
  const maxTotalHits = settings.pagination.maxTotalHits;
  const sort = parseSortParam(data, p.sort);
  const facetNames = p.facets ? resolveFacetNames(data, p.facets) : undefined;
  const filterNode = parseFilter(p.filter);
  const filterBits = filterNode ? evaluateFilter(data, filterNode) : undefined;
  const restrict = filterBits ?? data.alive;
  const parsed = parseQuery(p.q);

  let offset: number;
  let limit: number;
  if (p.pageMode) {
    offset = p.page === 0 ? 0 : (p.page - 1) * p.hitsPerPage;
    limit = p.page === 0 ? 0 : p.hitsPerPage;
  } else {
    offset = p.offset;
    limit = p.limit;
  }
  const windowEnd = Math.max(0, Math.min(offset + limit, maxTotalHits));

  let ranked: number[];
  let total: number;
  let matchSet: MatchSet;
  let match: QueryMatch | undefined;
  let universe: Bitset | undefined;
  const tokenCache = new Map<number, TokenScores>();
  const scores = (doc: number): TokenScores => {
    let cached = tokenCache.get(doc);
    if (!cached) {
      const m = match as QueryMatch;
      cached = tokenScores(
        data,
        m,
        doc,
        m.strategy === 'all' ? m.words.length : matchedWords(m, doc),
      );
      tokenCache.set(doc, cached);
    }
    return cached;
  };
  if (parsed.words.length === 0) {
    total = filterBits ? cardinality(filterBits) : data.aliveCount;
    const sorter = new BucketSorter(data, placeholderRules(data, sort), windowEnd);
    ranked = sorter.sortBitset(restrict, total);
    matchSet = new MatchSet(data, restrict, total);
  } else {
    match = matchQuery(data, parsed, p.matchingStrategy, restrict);
    universe = matchUniverse(data, match);
    total = cardinality(universe);
    const ids = matchIdBuffer(total);
    toIds(universe, ids);
    const sorter = new BucketSorter(data, textRules(data, match, sort, scores), windowEnd);
    ranked = sorter.sortIds(ids);
    matchSet = new MatchSet(data, universe, total, ids);
  }

  const facets = facetNames ? cachedFacets(data, facetNames, matchSet, p) : undefined;

  const formatting =
    p.attributesToHighlight.length > 0 || p.attributesToCrop.length > 0 || p.showMatchesPosition;
  const formatOptions: FormatOptions = {
    highlight: p.attributesToHighlight,
    crop: cropRules(p.attributesToCrop, p.cropLength),
    cropMarker: p.cropMarker,
    preTag: p.highlightPreTag,
    postTag: p.highlightPostTag,
    showMatchesPosition: p.showMatchesPosition,
    matches: match?.highlight ?? new Map(),
  };
  const hits: SearchHit[] = [];
  const wantScore = p.showRankingScore || p.rankingScoreThreshold !== undefined;
  for (let i = offset; i < ranked.length; i++) {
    const doc = ranked[i] as number;
    const score = wantScore ? rankingScore(data, match, doc, scores) : 1;
    if (p.rankingScoreThreshold !== undefined && score < p.rankingScoreThreshold) continue;
    const hit: SearchHit = projectDocument(
      data.docs[doc] as Document,
      settings.displayedAttributes,
      p.attributesToRetrieve,
    );
    if (formatting) {
      if (p.attributesToHighlight.length > 0 || p.attributesToCrop.length > 0) {
        hit._formatted = formatHit(hit, formatOptions);
      }
      if (p.showMatchesPosition) {
        hit._matchesPosition = matchesPosition(
          projectDocument(data.docs[doc] as Document, settings.displayedAttributes, ['*']),
          formatOptions,
        );
      }
    }
    if (p.showRankingScore) hit._rankingScore = score;
    hits.push(hit);
  }

  if (match) releaseMatch(data, match);
  if (universe) data.release(universe);
  if (filterBits) data.release(filterBits);

  const capped = Math.min(total, maxTotalHits);
  const response: SearchResponse = { hits, query: p.q, processingTimeMs: 0 };
  if (p.pageMode) {
    response.hitsPerPage = p.hitsPerPage;
    response.page = p.page;
    response.totalPages = p.hitsPerPage === 0 ? 0 : Math.ceil(capped / p.hitsPerPage);
    response.totalHits = capped;
  } else {
    response.limit = p.limit;
    response.offset = p.offset;
    response.estimatedTotalHits = capped;
  }
  if (facets) {
    response.facetDistribution = facets.facetDistribution;
    response.facetStats = facets.facetStats;
  }
  response.processingTimeMs = Math.round(clock() - started);
  return response;
}
