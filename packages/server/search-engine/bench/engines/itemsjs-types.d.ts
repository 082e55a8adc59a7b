// itemsjs ships no type declarations: the part of its API the benchmark uses.
declare module 'itemsjs' {
  interface Aggregation {
    title?: string;
    size?: number;
    sort?: 'count' | 'key';
    order?: 'asc' | 'desc';
    conjunction?: boolean;
    chosen_filters_on_top?: boolean;
    hide_zero_doc_count?: boolean;
  }

  interface Configuration {
    aggregations?: Record<string, Aggregation>;
    sortings?: Record<string, { field: string; order: 'asc' | 'desc' }>;
    searchableFields?: string[];
    isExactSearch?: boolean;
    removeStopWordFilter?: boolean;
    native_search_enabled?: boolean;
  }

  interface SearchInput<T> {
    query?: string;
    per_page?: number;
    page?: number;
    sort?: string;
    filters?: Record<string, string[]>;
    filters_query?: string;
    filter?: (item: T) => boolean;
  }

  interface Bucket {
    key: string;
    doc_count: number;
    selected: boolean;
  }

  interface SearchResult<T> {
    pagination: { per_page: number; page: number; total: number };
    data: {
      items: T[];
      aggregations: Record<string, { name: string; buckets: Bucket[] }>;
    };
  }

  interface ItemsJs<T> {
    search(input?: SearchInput<T>): SearchResult<T>;
  }

  export default function itemsjs<T>(items: T[], configuration?: Configuration): ItemsJs<T>;
}
