import { describe, expect, it } from 'vitest';
import { andFilters, quoteFilterValue } from './filter-expression.ts';

describe('quoteFilterValue', () => {
  it('quotes a value so spaces stay inside one filter value (vehicle-stock §7)', () => {
    expect(quoteFilterValue('Land Rover')).toBe('"Land Rover"');
  });

  it('escapes double quotes and backslashes (vehicle-stock §7)', () => {
    expect(quoteFilterValue('The "Beast"')).toBe('"The \\"Beast\\""');
    expect(quoteFilterValue('A\\B')).toBe('"A\\\\B"');
  });
});

describe('andFilters', () => {
  it('wraps each part in parentheses and joins with AND (vehicle-stock §7)', () => {
    expect(andFilters('car_type=used', 'status=in_stock OR status=coming_soon')).toBe(
      '(car_type=used) AND (status=in_stock OR status=coming_soon)',
    );
  });

  it('drops empty parts and leaves a single part unwrapped (vehicle-stock §7)', () => {
    expect(andFilters(null, '', '  ', undefined, false, 'price > 0')).toBe('price > 0');
    expect(andFilters()).toBe('');
  });
});
