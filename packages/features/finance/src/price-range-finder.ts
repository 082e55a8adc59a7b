import { CARS_INDEX } from '@forecourt/search';

/** The price slider's defaults (site-wide §9 "Slider defaults: min 5000, max 250000, step 500"). */
export const PRICE_SLIDER_DEFAULTS = { min: 5_000, max: 250_000, step: 500 } as const;

/** The sortBy value of Highest Price (site-wide §7 "the sortBy value for price descending"). */
export const PRICE_DESC_SORT_BY = `${CARS_INDEX}:price:desc`;

/**
 * A price range kept inside the slider's bounds with the minimum below the maximum by at least 1
 * (site-wide §5 Range slider).
 */
export function priceSliderRange(
  [low, high]: readonly [number, number],
  bounds: { min: number; max: number } = PRICE_SLIDER_DEFAULTS,
): [number, number] {
  const max = Math.min(bounds.max, Math.max(bounds.min + 1, high));
  const min = Math.max(bounds.min, Math.min(low, max - 1));
  return [min, max];
}

/**
 * The price range page's button (site-wide §2 Screens, §7 Price slider): the results page with
 * `range[price]={min}:{max}`, sorted by price descending.
 */
export function priceRangeSearchHref(
  range: readonly [number, number],
  searchPath = '/search',
): string {
  const [min, max] = priceSliderRange(range);
  const params = new URLSearchParams({
    'range[price]': `${min}:${max}`,
    sortBy: PRICE_DESC_SORT_BY,
  });
  return `${searchPath}?${params.toString()}`;
}
