import { describe, expect, it } from 'vitest';
import {
  canEstimateTradeInOnline,
  TRADE_IN_MAX_AGE_YEARS,
  TRADE_IN_MAX_KM,
  tradeInAgeYears,
} from './trade-in-estimate.ts';

const now = new Date('2026-06-15T00:00:00.000Z');

describe('canEstimateTradeInOnline', () => {
  it('allows up to 7 years old and refuses over 7 (site-wide §9)', () => {
    expect(TRADE_IN_MAX_AGE_YEARS).toBe(7);
    expect(canEstimateTradeInOnline({ year: 2020, km: 50_000 }, now)).toBe(true); // 6 years
    expect(canEstimateTradeInOnline({ year: 2019, km: 50_000 }, now)).toBe(true); // 7 years
    expect(canEstimateTradeInOnline({ year: 2018, km: 50_000 }, now)).toBe(false); // 8 years
  });

  it('allows up to 100,000 km and refuses over (site-wide §9)', () => {
    expect(TRADE_IN_MAX_KM).toBe(100_000);
    expect(canEstimateTradeInOnline({ year: 2022, km: 99_999 }, now)).toBe(true);
    expect(canEstimateTradeInOnline({ year: 2022, km: 100_000 }, now)).toBe(true);
    expect(canEstimateTradeInOnline({ year: 2022, km: 100_001 }, now)).toBe(false);
  });

  it('refuses when both limits are broken (site-wide §9)', () => {
    expect(canEstimateTradeInOnline({ year: 2010, km: 250_000 }, now)).toBe(false);
  });
});

describe('tradeInAgeYears', () => {
  it('counts the years from the injected clock (site-wide §9)', () => {
    expect(tradeInAgeYears({ year: 2019 }, now)).toBe(7);
  });

  it('uses the Brisbane calendar year, not UTC, around New Year (site-wide §9)', () => {
    // 2026-12-31T14:00Z is already 2027-01-01 00:00 in Brisbane (UTC+10).
    expect(tradeInAgeYears({ year: 2020 }, new Date('2026-12-31T13:59:59.000Z'))).toBe(6);
    expect(tradeInAgeYears({ year: 2020 }, new Date('2026-12-31T14:00:00.000Z'))).toBe(7);
  });
});
