import { quoteFilterValue } from './filter-expression.ts';

/** The car field stock exclusions read (vehicle-stock §3 stocknum). */
export interface StockNumberedCar {
  stocknum?: string | null;
}

const normalised = (value: string) => value.trim().toUpperCase();

/**
 * The site's excluded stock numbers as they compare (vehicle-stock §6 stock exclusions): trimmed,
 * upper case, blanks dropped. A store that matches them itself (SQL `upper(btrim(stocknum))`)
 * compares against these.
 */
export function excludedStockKeys(excluded: readonly string[]): string[] {
  return excluded.map(normalised).filter(Boolean);
}

/**
 * Whether a car's stock number is on the site's exclusion list (vehicle-stock §6 "some stock
 * numbers excluded on one brand site"; site config `rules.excluded_stock_numbers`). Stock numbers
 * compare trimmed and case-insensitively; a car without one is never excluded.
 */
export function isStockExcluded(car: StockNumberedCar, excluded: readonly string[]): boolean {
  if (!car.stocknum?.trim() || excluded.length === 0) return false;
  return excludedStockKeys(excluded).includes(normalised(car.stocknum));
}

/**
 * The search filter that leaves the excluded stock numbers out of a site's stock
 * (vehicle-stock §6), or null when the site excludes none.
 */
export function stockExclusionFilter(excluded: readonly string[]): string | null {
  const values = excluded.map((value) => value.trim()).filter(Boolean);
  if (values.length === 0) return null;
  return `stocknum NOT IN [${values.map(quoteFilterValue).join(', ')}]`;
}
