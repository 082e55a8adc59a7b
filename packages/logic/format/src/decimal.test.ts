import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDecimal } from './decimal.ts';

describe('formatDecimal (site-wide §9 number style)', () => {
  it('groups thousands and drops trailing zeros', () => {
    expect(formatDecimal(1234.5, 1)).toBe('1,234.5');
    expect(formatDecimal(912.25, 2)).toBe('912.25');
    expect(formatDecimal(8, 2)).toBe('8');
    expect(formatDecimal(1360.5, 2, 2)).toBe('1,360.50');
    expect(formatDecimal(-2.04, 1)).toBe('-2');
    expect(formatDecimal(-0.01, 1)).toBe('0');
  });

  it("prints what Intl.NumberFormat('en-AU') prints (property)", () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e9, max: 1e9, noNaN: true }),
        fc.integer({ min: 0, max: 3 }),
        (value, digits) => {
          const intl = new Intl.NumberFormat('en-AU', { maximumFractionDigits: digits });
          expect(formatDecimal(value, digits)).toBe(intl.format(value).replace(/^-0$/, '0'));
        },
      ),
      { seed: 20_261_129, numRuns: 2000 },
    );
  });
});
