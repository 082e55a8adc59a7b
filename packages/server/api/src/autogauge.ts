import type { PriceComparisonResponse } from '@forecourt/pricing';

/** The market range is the reference market price plus or minus this share. */
export const MARKET_RANGE_SPREAD = 0.08;

/** The market fields read from `autograb_data` (vehicle-stock §3). */
export const MARKET_FIELDS = ['state_average_market_price', 'average_market_price'] as const;

/** Confidence with no market field; each field present adds {@link CONFIDENCE_PER_FIELD}. */
export const BASE_CONFIDENCE = 0.3;

/** Confidence added by each market field present: one field 0.6, both 0.9. */
export const CONFIDENCE_PER_FIELD = 0.3;

/** The autogauge answer: every field of vehicle-stock §3 Price comparison response. */
export interface AutogaugeResponse extends PriceComparisonResponse {
  fill: number;
  listing_price: number;
  market_range_min: number;
  market_range_max: number;
  confidence: number;
  description: string | null;
}

function marketPrice(value: unknown): number | null {
  const number = typeof value === 'string' ? Number.parseFloat(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number > 0 ? number : null;
}

/**
 * The price comparison for a listing price from the car's `autograb_data` (vehicle-stock §3, §7
 * GET {car path}/autogauge). A deterministic model, since the market service is an outside
 * boundary and the car already carries its numbers:
 * - reference = `state_average_market_price`, else the national `average_market_price`;
 * - market range = reference ± 8 %, rounded to whole dollars;
 * - fill = where the price sits in the range, inverted so a cheaper car is fuller:
 *   (max − price) / (max − min), clamped to 0..1, two decimals (below the range 1, above it 0);
 * - confidence = 0.3 + 0.3 per market field present (one field 0.6, both 0.9);
 * - description = null, so the widget labels by fill (Good Deal / Great Deal, vehicle-stock §5).
 * Null when there is no usable market price (vehicle-stock §8 "No data returned").
 */
export function autogauge(listingPrice: number, autograbData: unknown): AutogaugeResponse | null {
  if (!autograbData || typeof autograbData !== 'object') return null;
  const data = autograbData as Record<string, unknown>;
  const state = marketPrice(data.state_average_market_price);
  const national = marketPrice(data.average_market_price);
  const reference = state ?? national;
  if (reference === null) return null;
  const present = MARKET_FIELDS.filter((field) => marketPrice(data[field]) !== null).length;
  const min = Math.round(reference * (1 - MARKET_RANGE_SPREAD));
  const max = Math.round(reference * (1 + MARKET_RANGE_SPREAD));
  const position = (max - listingPrice) / (max - min);
  return {
    fill: Math.round(Math.min(1, Math.max(0, position)) * 100) / 100,
    listing_price: listingPrice,
    market_range_min: min,
    market_range_max: max,
    confidence: Math.round((BASE_CONFIDENCE + CONFIDENCE_PER_FIELD * present) * 10) / 10,
    description: null,
  };
}
