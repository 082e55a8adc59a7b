/**
 * Quotes a value for a Meilisearch filter expression: wraps it in double quotes and escapes
 * backslashes and double quotes, so makes like `Land Rover` or models with quotes stay one value
 * (vehicle-stock §7 multi-search filter string).
 */
export function quoteFilterValue(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/**
 * Joins Meilisearch filter expressions with AND, dropping empty parts; with more than one part
 * each is wrapped in parentheses so an OR inside a part keeps its meaning (vehicle-stock §7).
 */
export function andFilters(...parts: readonly (string | null | undefined | false)[]): string {
  const kept = parts.filter(
    (part): part is string => typeof part === 'string' && part.trim() !== '',
  );
  return kept.length === 1 ? kept.join('') : kept.map((part) => `(${part})`).join(' AND ');
}
