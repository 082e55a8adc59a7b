import { PRICE_SLIDER_STEP } from './search-state.ts';

export { PRICE_SLIDER_STEP };

/** The price slider's ends. */
export interface PriceBounds {
  min: number;
  max: number;
}

/**
 * The price slider's ends from the search's price stats (site-wide §5): the lowest price rounded
 * down and the highest rounded up to a whole step, at least one step apart (so a single price
 * still gives a usable slider); null without stats (no priced cars), when only the number
 * fields show.
 */
export function priceSliderBounds(
  stats: { min: number; max: number } | null,
  step: number = PRICE_SLIDER_STEP,
): PriceBounds | null {
  if (!stats || !Number.isFinite(stats.min) || !Number.isFinite(stats.max) || step <= 0) {
    return null;
  }
  const min = Math.max(0, Math.floor(Math.min(stats.min, stats.max) / step) * step);
  const max = Math.ceil(Math.max(stats.min, stats.max) / step) * step;
  return { min, max: Math.max(max, min + step) };
}
