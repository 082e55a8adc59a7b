/**
 * The range slider's minimum stays below its maximum by at least 1 (site-wide §5 Range slider).
 */
export const RANGE_MIN_GAP = 1;

/** Whole steps the two thumbs must keep apart so the gap is at least {@link RANGE_MIN_GAP}. */
export function minStepsBetweenThumbs(step: number): number {
  return Math.max(1, Math.ceil(RANGE_MIN_GAP / step));
}

/**
 * A `[min, max]` pair inside `bounds`, in order, with the maximum at least the minimum gap above
 * the minimum (the minimum moves down when the pair is too close to the upper bound).
 */
export function keepRangeGap(
  [low, high]: readonly [number, number],
  bounds: { min: number; max: number; step: number },
): [number, number] {
  const gap = minStepsBetweenThumbs(bounds.step) * bounds.step;
  const clamp = (value: number) => Math.min(bounds.max, Math.max(bounds.min, value));
  let min = clamp(Math.min(low, high));
  let max = clamp(Math.max(low, high));
  if (max - min < gap) {
    max = Math.min(bounds.max, min + gap);
    min = Math.max(bounds.min, max - gap);
  }
  return [min, max];
}
