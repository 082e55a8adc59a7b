import { describe, expect, it } from 'vitest';
import { ESTABLISHMENT_FEE_LABEL, feesTotal, feeText, financedFees } from './financed-fees.ts';

describe('financedFees', () => {
  it('is empty by default: the platform finances no fee (site-wide §9 establishment fee default 0)', () => {
    expect(financedFees({})).toEqual([]);
    expect(financedFees({ establishment_fee: 0, fees: [] }, 'manual')).toEqual([]);
  });

  it("lists the site's establishment fee, then its named fees (site-wide §9 one dealer lists fees)", () => {
    expect(
      financedFees({
        establishment_fee: 395,
        fees: [
          { label: 'Security registration', amount: 6 },
          { label: 'Agency fee', amount: 912.25 },
        ],
      }),
    ).toEqual([
      { label: ESTABLISHMENT_FEE_LABEL, amount: 395 },
      { label: 'Security registration', amount: 6 },
      { label: 'Agency fee', amount: 912.25 },
    ]);
  });

  it('leaves out fees of $0 or less and unreadable amounts', () => {
    expect(
      financedFees({
        fees: [
          { label: 'Waived', amount: 0 },
          { label: 'Bad', amount: Number.NaN },
          { label: 'PPSR', amount: 3 },
        ],
      }),
    ).toEqual([{ label: 'PPSR', amount: 3 }]);
  });

  it("uses the provider's fallback (1300, 1360.5) only when the site opts in and lists none (vehicle-stock §9, site-wide §9)", () => {
    expect(financedFees({ provider_establishment_fee: true }, 'taurus')).toEqual([
      { label: 'Establishment fee', amount: 1300 },
    ]);
    expect(financedFees({ provider_establishment_fee: true }, 'Angle')).toEqual([
      { label: 'Establishment fee', amount: 1360.5 },
    ]);
    expect(financedFees({}, 'taurus')).toEqual([]);
    expect(financedFees({ provider_establishment_fee: true }, 'manual')).toEqual([]);
    expect(financedFees({ provider_establishment_fee: true }, null)).toEqual([]);
    expect(
      financedFees(
        { provider_establishment_fee: true, fees: [{ label: 'PPSR', amount: 3 }] },
        'taurus',
      ),
    ).toEqual([{ label: 'PPSR', amount: 3 }]);
    expect(financedFees({ provider_establishment_fee: true }, 'manual', { manual: 990 })).toEqual([
      { label: 'Establishment fee', amount: 990 },
    ]);
  });
});

describe('feesTotal', () => {
  it('adds to the cent', () => {
    expect(feesTotal([])).toBe(0);
    expect(
      feesTotal([
        { label: 'Establishment fee', amount: 395 },
        { label: 'Security registration', amount: 6 },
        { label: 'Account', amount: 8 },
        { label: 'Agency fee', amount: 912.25 },
      ]),
    ).toBe(1321.25);
    expect(
      feesTotal([
        { label: 'a', amount: 0.1 },
        { label: 'b', amount: 0.2 },
      ]),
    ).toBe(0.3);
  });
});

describe('feeText', () => {
  it('shows whole dollars without cents and other amounts to the cent', () => {
    expect(feeText(495)).toBe('$495');
    expect(feeText(3)).toBe('$3');
    expect(feeText(1360.5)).toBe('$1,360.50');
    expect(feeText(912.25)).toBe('$912.25');
  });
});
