/** At or below this confidence the comparison is hidden (vehicle-stock §5). */
export const PRICE_COMPARISON_MIN_CONFIDENCE = 0.2;

/** A fill at or above this is a Great Deal, below it a Good Deal (vehicle-stock §5). */
export const GREAT_DEAL_MIN_FILL = 0.65;

/** Fill below this is the low band (vehicle-stock §5). */
export const FILL_MEDIUM_FROM = 0.3;

/** Fill above this is the high band; exactly 0.6 is still medium (vehicle-stock §5). */
export const FILL_HIGH_ABOVE = 0.6;

/** Label when the server gives no description and fill is below 0.65 (vehicle-stock §5). */
export const GOOD_DEAL_LABEL = 'Good Deal';

/** Label when the server gives no description and fill is 0.65 or more (vehicle-stock §5). */
export const GREAT_DEAL_LABEL = 'Great Deal';

/** The autogauge response (vehicle-stock §3 Price comparison response, §7). Any field may be absent. */
export interface PriceComparisonResponse {
  fill?: number | null;
  listing_price?: number | null;
  market_range_min?: number | null;
  market_range_max?: number | null;
  confidence?: number | null;
  description?: string | null;
}

/** The colour band of the gauge fill (vehicle-stock §5). */
export type PriceComparisonFill = 'low' | 'medium' | 'high';

/** What the price comparison widget shows (vehicle-stock §2 Calculators, §5). */
export interface PriceComparison {
  label: string;
  fill: PriceComparisonFill;
  /** The numeric fill (0..1 from the server), for the gauge position. */
  fillValue: number;
  listingPrice: number;
  marketRangeMin: number;
  marketRangeMax: number;
  confidence: number;
}

function present(value: number | null | undefined): value is number {
  return typeof value === 'number' && !Number.isNaN(value);
}

/** Fill band: below 0.3 low, 0.3 to 0.6 medium (both inclusive), above 0.6 high (vehicle-stock §5). */
export function fillBand(fill: number): PriceComparisonFill {
  if (fill < FILL_MEDIUM_FROM) return 'low';
  if (fill <= FILL_HIGH_ABOVE) return 'medium';
  return 'high';
}

/**
 * The price comparison widget (vehicle-stock §5), or `null` when it is hidden:
 * - no response (request failed or returned nothing, vehicle-stock §8);
 * - any of fill, listing_price, market_range_min, market_range_max, confidence missing
 *   (`null`/`undefined`/NaN; 0 is a real value);
 * - confidence 0.2 or less;
 * - market_range_max below listing_price (equal is shown).
 * Label: the server's `description` when it has text, else `Good Deal` below fill 0.65,
 * `Great Deal` from 0.65.
 */
export function priceComparison(
  response: PriceComparisonResponse | null | undefined,
): PriceComparison | null {
  if (!response) return null;
  const { fill, listing_price, market_range_min, market_range_max, confidence } = response;
  if (
    !present(fill) ||
    !present(listing_price) ||
    !present(market_range_min) ||
    !present(market_range_max) ||
    !present(confidence)
  ) {
    return null;
  }
  if (confidence <= PRICE_COMPARISON_MIN_CONFIDENCE) return null;
  if (market_range_max < listing_price) return null;
  const description = response.description?.trim();
  const label = description
    ? description
    : fill < GREAT_DEAL_MIN_FILL
      ? GOOD_DEAL_LABEL
      : GREAT_DEAL_LABEL;
  return {
    label,
    fill: fillBand(fill),
    fillValue: fill,
    listingPrice: listing_price,
    marketRangeMin: market_range_min,
    marketRangeMax: market_range_max,
    confidence,
  };
}
