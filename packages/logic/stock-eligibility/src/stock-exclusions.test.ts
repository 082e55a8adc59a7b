import { describe, expect, it } from 'vitest';
import { excludedStockKeys, isStockExcluded, stockExclusionFilter } from './stock-exclusions.ts';

describe('stock exclusions (vehicle-stock §6)', () => {
  it('excludes a car whose stock number the site lists, trimmed and case-insensitive', () => {
    expect(isStockExcluded({ stocknum: 'ab123 ' }, ['AB123'])).toBe(true);
    expect(isStockExcluded({ stocknum: 'AB124' }, ['AB123'])).toBe(false);
    expect(isStockExcluded({ stocknum: null }, ['AB123'])).toBe(false);
    expect(isStockExcluded({ stocknum: 'AB123' }, [])).toBe(false);
  });

  it('gives the keys they compare by: trimmed, upper case, no blanks', () => {
    expect(excludedStockKeys([' ab123', '', '  ', 'X9 '])).toEqual(['AB123', 'X9']);
  });

  it('builds the search filter that leaves them out, none for an empty list', () => {
    expect(stockExclusionFilter([])).toBeNull();
    expect(stockExclusionFilter(['AB123', ' ', 'X"9'])).toBe('stocknum NOT IN ["AB123", "X\\"9"]');
  });
});
