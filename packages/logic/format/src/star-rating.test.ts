import { describe, expect, it } from 'vitest';
import { formatRating, starFills } from './star-rating.ts';

describe('star rating rules (site-wide §9)', () => {
  it('fills at most 4 full stars, then one partial star with the rest', () => {
    expect(starFills(4.7)).toEqual([1, 1, 1, 1, 0.7]);
    expect(starFills(5)).toEqual([1, 1, 1, 1, 1]);
    expect(starFills(3.5)).toEqual([1, 1, 1, 0.5, 0]);
    expect(starFills(0)).toEqual([0, 0, 0, 0, 0]);
    expect(starFills(9)).toEqual([1, 1, 1, 1, 1]);
    expect(starFills(Number.NaN)).toEqual([0, 0, 0, 0, 0]);
  });

  it('shows the rating to one decimal place', () => {
    expect(formatRating(4.66)).toBe('4.7');
    expect(formatRating(5)).toBe('5.0');
    expect(formatRating('4.25')).toBe('4.3');
    expect(formatRating('n/a')).toBe('0.0');
  });
});
