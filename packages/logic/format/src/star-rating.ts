/**
 * Star rating display rules (site-wide §9 Reviews: "Stars show at most 4 full stars plus a
 * partial one. The rating shows one decimal place").
 */

/** At most this many full stars are drawn; the rest of the rating goes into one partial star. */
export const MAX_FULL_STARS = 4;
/** Star slots drawn: 4 full at most, then the partial one. */
export const STAR_COUNT = 5;

/** How full each of the 5 star slots is, 0 to 1. */
export function starFills(rating: number): number[] {
  const clamped = Number.isFinite(rating) ? Math.min(STAR_COUNT, Math.max(0, rating)) : 0;
  const full = Math.min(MAX_FULL_STARS, Math.floor(clamped));
  const partial = Math.min(1, clamped - full);
  return Array.from({ length: STAR_COUNT }, (_, index) => {
    if (index < full) return 1;
    if (index === full) return Math.round(partial * 100) / 100;
    return 0;
  });
}

/** The rating as text with one decimal place: `4.7`, `5.0` (an average_rating string is accepted). */
export function formatRating(rating: number | string): string {
  const value = typeof rating === 'string' ? Number.parseFloat(rating) : rating;
  return Number.isFinite(value) ? value.toFixed(1) : '0.0';
}
