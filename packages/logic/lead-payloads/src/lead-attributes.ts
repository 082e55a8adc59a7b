/** lead_attributes sent with every lead (vehicle-stock §3 Lead payload). */
export interface LeadAttributes {
  visited_pages: string[];
  linked_query_params: Record<string, string>;
}

/** Query parameters as a plain record or anything iterable as pairs, e.g. URLSearchParams. */
export type QueryParamsInput =
  | Readonly<Record<string, string | readonly string[] | null | undefined>>
  | Iterable<readonly [string, string]>;

function isPairs(input: QueryParamsInput): input is Iterable<readonly [string, string]> {
  return typeof (input as Iterable<unknown>)[Symbol.iterator] === 'function';
}

function queryPairs(input: QueryParamsInput): [string, string | undefined][] {
  if (isPairs(input)) return Array.from(input, ([key, value]) => [key, value]);
  return Object.entries(input).map(([key, value]) => [
    key,
    typeof value === 'string' ? value : (value?.[0] ?? undefined),
  ]);
}

/**
 * Builds lead_attributes from inputs the caller reads (browser history store, landing query
 * string): visited_pages keeps the non-empty page paths in visit order; linked_query_params
 * keeps every named parameter, the first value when one repeats (vehicle-stock §3).
 */
export function buildLeadAttributes(input: {
  visitedPages?: readonly unknown[] | undefined;
  queryParams?: QueryParamsInput | undefined;
}): LeadAttributes {
  const visited_pages = (input.visitedPages ?? []).filter(
    (page): page is string => typeof page === 'string' && page.trim() !== '',
  );
  const params = new Map<string, string>();
  for (const [key, value] of queryPairs(input.queryParams ?? {})) {
    if (key === '' || value === undefined || params.has(key)) continue;
    params.set(key, value);
  }
  return { visited_pages, linked_query_params: Object.fromEntries(params) };
}
