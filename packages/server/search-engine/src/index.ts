export { AlgoliaError } from './algolia-error.ts';
export type { HighlightResult, HighlightTree } from './algolia-highlight.ts';
export {
  type AlgoliaFacetHit,
  type AlgoliaFacetSearchResponse,
  type AlgoliaHit,
  type AlgoliaScope,
  type AlgoliaSearchResponse,
  algoliaFacetSearch,
  algoliaGetObject,
  algoliaGetObjects,
  algoliaMultiSearch,
  algoliaSearch,
} from './algolia-search.ts';
export {
  ALGOLIA_PRIMARY_KEY,
  type AlgoliaBatchResponse,
  type AlgoliaBrowseResponse,
  type AlgoliaTaskResponse,
  algoliaBatch,
  algoliaBrowse,
  algoliaClear,
  algoliaGetSettings,
  algoliaGetTask,
  algoliaSetSettings,
} from './algolia-write.ts';
export type { Bitset } from './bitset.ts';
export {
  isMeiliError,
  MeiliError,
  type MeiliErrorBody,
  type MeiliErrorType,
} from './errors.ts';
export type {
  FacetHit,
  FacetSearchParams,
  FacetSearchResponse,
} from './facet-search.ts';
export type { FacetDistribution, FacetStats } from './facets.ts';
export { type FilterNode, parseFilter } from './filter-parser.ts';
export type { Document } from './flatten.ts';
export type { MatchPosition } from './format.ts';
export type { MatchingStrategy } from './matching.ts';
export type { SearchHit, SearchResponse } from './search.ts';
export {
  type CreateIndexOptions,
  type IndexList,
  type MultiSearchQuery,
  type MultiSearchRequest,
  type MultiSearchResponse,
  type MultiSearchResult,
  SearchEngine,
  type SearchEngineOptions,
} from './search-engine.ts';
export {
  type AddDocumentsOptions,
  type DocumentsPage,
  type DocumentsQuery,
  type IndexInfo,
  type IndexStats,
  SearchIndex,
} from './search-index.ts';
export type { Filter, SearchParams } from './search-params.ts';
export {
  DEFAULT_RANKING_RULES,
  defaultSettings,
  type FacetValuesOrder,
  type Settings,
  type SettingsUpdate,
  type TypoToleranceSettings,
} from './settings.ts';
export type {
  EnqueuedTask,
  Task,
  TaskList,
  TaskQuery,
  TaskStatus,
  TaskType,
} from './tasks.ts';
