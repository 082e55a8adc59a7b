import { describe, expect, it } from 'vitest';
import {
  availability,
  COMING_SOON_NOTE,
  FIND_ME_SOMETHING_SIMILAR_LABEL,
  RESERVED_NOTE,
  SOLD_MESSAGE,
  SOMETHING_SIMILAR_PROMPT,
} from './availability.ts';

describe('availability', () => {
  it('counts in_stock and coming_soon as in stock; sold and others not (vehicle-stock §4)', () => {
    expect(availability({ status: 'in_stock' })).toEqual({ inStock: true, tag: null, note: null });
    expect(availability({ status: 'coming_soon' })).toMatchObject({
      inStock: true,
      tag: 'COMING SOON',
    });
    expect(availability({ status: 'sold' })).toEqual({ inStock: false, tag: null, note: null });
    expect(availability({ status: 'archived' }).inStock).toBe(false);
  });

  it('says a reserved car is RESERVED, before COMING SOON, with why it cannot be bought (vehicle-stock §4)', () => {
    expect(availability({ status: 'in_stock', reserved: true })).toEqual({
      inStock: true,
      tag: 'RESERVED',
      note: RESERVED_NOTE,
    });
    expect(availability({ status: 'coming_soon', reserved: true }).tag).toBe('RESERVED');
    expect(availability({ status: 'coming_soon', reserved: false })).toEqual({
      inStock: true,
      tag: 'COMING SOON',
      note: COMING_SOON_NOTE,
    });
    expect(RESERVED_NOTE).toMatch(/reserved/);
    expect(COMING_SOON_NOTE).toMatch(/coming soon/);
    // A sold car shows SOLD, whatever its reserved flag says.
    expect(availability({ status: 'sold', reserved: true })).toEqual({
      inStock: false,
      tag: null,
      note: null,
    });
  });

  it('uses the spec texts for the out-of-stock view (vehicle-stock §4)', () => {
    expect(SOLD_MESSAGE).toMatch(/^SOLD/);
    expect(SOMETHING_SIMILAR_PROMPT).toBe('Like this and want something similar?');
    expect(FIND_ME_SOMETHING_SIMILAR_LABEL).toBe('Find Me Something Similar');
  });
});
