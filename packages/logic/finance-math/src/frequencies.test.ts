import { describe, expect, it } from 'vitest';
import { FREQUENCIES } from './frequencies.ts';

describe('FREQUENCIES', () => {
  it('has weekly 52, fortnightly 26 and monthly 12 periods per year (vehicle-stock §9)', () => {
    expect(FREQUENCIES).toEqual({ weekly: 52, fortnightly: 26, monthly: 12 });
    expect(Object.keys(FREQUENCIES)).toEqual(['weekly', 'fortnightly', 'monthly']);
  });
});
