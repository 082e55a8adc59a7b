import { describe, expect, it } from 'vitest';
import { keepRangeGap, minStepsBetweenThumbs, RANGE_MIN_GAP } from './range-gap.ts';

describe('range gap (site-wide §5: the minimum stays below the maximum by at least 1)', () => {
  it('keeps whole steps apart so the gap is at least 1', () => {
    expect(RANGE_MIN_GAP).toBe(1);
    expect(minStepsBetweenThumbs(500)).toBe(1);
    expect(minStepsBetweenThumbs(1)).toBe(1);
    expect(minStepsBetweenThumbs(0.5)).toBe(2);
  });

  it('repairs pairs that meet, cross or leave the bounds', () => {
    const bounds = { min: 5000, max: 250_000, step: 500 };
    expect(keepRangeGap([20_000, 20_000], bounds)).toEqual([20_000, 20_500]);
    expect(keepRangeGap([30_000, 10_000], bounds)).toEqual([10_000, 30_000]);
    expect(keepRangeGap([250_000, 250_000], bounds)).toEqual([249_500, 250_000]);
    expect(keepRangeGap([0, 999_999], bounds)).toEqual([5000, 250_000]);
    expect(keepRangeGap([3, 3], { min: 0, max: 10, step: 0.5 })).toEqual([3, 4]);
  });
});
