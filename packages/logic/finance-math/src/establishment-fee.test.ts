import { describe, expect, it } from 'vitest';
import { establishmentFee, PROVIDER_ESTABLISHMENT_FEES } from './establishment-fee.ts';

describe('establishmentFee', () => {
  it('uses the lender fee when one is given (vehicle-stock §9)', () => {
    expect(establishmentFee(395, 'taurus')).toBe(395);
    expect(establishmentFee(0, 'taurus')).toBe(0);
    expect(establishmentFee('450.5', 'angle')).toBe(450.5);
  });

  it('falls back to 1300 for the one provider when no lender fee is given (vehicle-stock §9)', () => {
    expect(PROVIDER_ESTABLISHMENT_FEES.taurus).toBe(1300);
    expect(establishmentFee(null, 'taurus')).toBe(1300);
    expect(establishmentFee(undefined, 'Taurus')).toBe(1300);
    expect(establishmentFee('', 'taurus')).toBe(1300);
  });

  it('falls back to 1360.5 for the one lender (site-wide §9)', () => {
    expect(PROVIDER_ESTABLISHMENT_FEES.angle).toBe(1360.5);
    expect(establishmentFee(null, 'angle')).toBe(1360.5);
  });

  it('defaults to 0 for other providers and for no provider (site-wide §9)', () => {
    expect(establishmentFee(null, 'manual')).toBe(0);
    expect(establishmentFee(null, 'acme_credit')).toBe(0);
    expect(establishmentFee(null, null)).toBe(0);
  });

  it('ignores unreadable or negative lender fees (site-wide §9)', () => {
    expect(establishmentFee('n/a', 'taurus')).toBe(1300);
    expect(establishmentFee(-5, 'manual')).toBe(0);
    expect(establishmentFee(Number.NaN, 'angle')).toBe(1360.5);
  });

  it('takes a site-specific fee table (site-wide §9)', () => {
    expect(establishmentFee(null, 'manual', { manual: 990 })).toBe(990);
    expect(establishmentFee(null, 'acme_credit', { acme_credit: 250 })).toBe(250);
    expect(establishmentFee(null, 'taurus', {})).toBe(0);
  });
});
