import { formatCurrency } from '@forecourt/format';
import { describe, expect, it } from 'vitest';
import { boundsHelpText } from './bounds-help-text.ts';

describe('boundsHelpText', () => {
  it('reads Cannot be less than {min} or more than {max} with plain numbers (site-wide §9)', () => {
    expect(boundsHelpText({ min: 1000, max: 100_000 })).toBe(
      'Cannot be less than 1000 or more than 100000',
    );
    expect(boundsHelpText({ min: 0.5, max: 15 })).toBe('Cannot be less than 0.5 or more than 15');
  });

  it('formats money bounds when given a formatter (site-wide §9)', () => {
    expect(boundsHelpText({ min: 1000, max: 250_000 }, formatCurrency)).toBe(
      'Cannot be less than $1,000 or more than $250,000',
    );
  });
});
