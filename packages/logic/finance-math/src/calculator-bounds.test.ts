import { describe, expect, it } from 'vitest';
import {
  CALCULATOR_PRESETS,
  CALCULATOR_VARIANTS,
  calculatorBounds,
  DEFAULT_INTEREST_RATE_PCT,
} from './calculator-bounds.ts';

describe('calculatorBounds', () => {
  it('uses the vehicle page bounds by default (vehicle-stock §9)', () => {
    const bounds = calculatorBounds();
    expect(bounds.amount).toEqual({ min: 1000, max: 100_000, step: 500, default: 30_000 });
    expect(bounds.term).toEqual({ min: 1, max: 7, step: 0.5, default: 6 });
    expect(bounds.interest).toEqual({ min: 0.5, max: 15, step: 0.5, default: 10 });
  });

  it('keeps deposit/trade-in and residual at 0 to 250000 step 0.5 (site-wide §9)', () => {
    for (const preset of ['vehicle', 'site'] as const) {
      const bounds = calculatorBounds({ preset });
      expect(bounds.deposit).toEqual({ min: 0, max: 250_000, step: 0.5, default: 0 });
      expect(bounds.residual).toEqual({ min: 0, max: 250_000, step: 0.5, default: 0 });
    }
  });

  it('uses the site-wide preset: max 250000, term default 5 (site-wide §9)', () => {
    const bounds = calculatorBounds({ preset: 'site' });
    expect(bounds.amount).toEqual({ min: 1000, max: 250_000, step: 500, default: 30_000 });
    expect(bounds.term).toEqual({ min: 1, max: 7, step: 0.5, default: 5 });
    expect(CALCULATOR_PRESETS.site.amountDefaultIsPrice).toBe(true);
    expect(CALCULATOR_PRESETS.vehicle.amountDefaultIsPrice).toBe(false);
  });

  it('defaults the site-wide amount to the price, or 30000 if the car has no price (site-wide §9)', () => {
    expect(calculatorBounds({ preset: 'site', price: 42_500 }).amount.default).toBe(42_500);
    expect(calculatorBounds({ preset: 'site', price: null }).amount.default).toBe(30_000);
    expect(calculatorBounds({ preset: 'site', price: 0 }).amount.default).toBe(30_000);
    expect(calculatorBounds({ preset: 'site', price: Number.NaN }).amount.default).toBe(30_000);
  });

  it('defaults the amount to the car price on one dealer, else 30000 (vehicle-stock §9)', () => {
    expect(calculatorBounds({ price: 42_500 }).amount.default).toBe(30_000);
    expect(calculatorBounds({ price: 42_500, amountDefaultIsPrice: true }).amount.default).toBe(
      42_500,
    );
    expect(
      calculatorBounds({ preset: 'site', price: 42_500, amountDefaultIsPrice: false }).amount
        .default,
    ).toBe(30_000);
  });

  it('raises the amount minimum to 5000 for one provider or dealer (vehicle-stock §9)', () => {
    expect(CALCULATOR_VARIANTS.raisedAmountMin).toBe(5000);
    const bounds = calculatorBounds({ amountMin: CALCULATOR_VARIANTS.raisedAmountMin });
    expect(bounds.amount.min).toBe(5000);
  });

  it('sets the upper bound to 105% of a price above 100000 on one dealer (vehicle-stock §9)', () => {
    const follows = { amountMaxFollowsPrice: true, amountDefaultIsPrice: true };
    expect(calculatorBounds({ ...follows, price: 120_000 }).amount).toMatchObject({
      max: 126_000,
      default: 120_000,
    });
    expect(calculatorBounds({ ...follows, price: 100_001 }).amount.max).toBe(105_001.05);
    expect(calculatorBounds({ ...follows, price: 100_000 }).amount.max).toBe(100_000);
    expect(calculatorBounds({ ...follows, price: 99_999 }).amount.max).toBe(100_000);
  });

  it('fits the amount ceiling to a car dearer than it: 105% of the price, to the step (vehicle-stock §9)', () => {
    // A $374,990 prime mover is worked out on its own price, never on $100,000.
    const truck = calculatorBounds({ price: 374_990, amountDefaultIsPrice: true });
    expect(truck.amount).toMatchObject({ max: 394_000, default: 374_990 });
    expect(truck.deposit.max).toBe(394_000);
    expect(truck.residual.max).toBe(394_000);
    expect(calculatorBounds({ price: 120_000 }).amount.max).toBe(126_000);
    expect(calculatorBounds({ price: 100_000 }).amount.max).toBe(100_000);
    expect(calculatorBounds({ price: 40_490 }).deposit.max).toBe(250_000);
  });

  it('keeps a price default inside the amount range (vehicle-stock §5 sliders keep to bounds)', () => {
    expect(calculatorBounds({ price: 600, amountDefaultIsPrice: true }).amount.default).toBe(1000);
  });

  it('takes a 5-year term default and a term up to 5 on some dealers (vehicle-stock §9)', () => {
    expect(
      calculatorBounds({ termDefault: CALCULATOR_VARIANTS.shortTermDefault }).term.default,
    ).toBe(5);
    const short = calculatorBounds({ termMax: CALCULATOR_VARIANTS.shortTermMax });
    expect(short.term).toEqual({ min: 1, max: 5, step: 0.5, default: 5 });
  });

  it('takes the interest range per provider or dealer (site-wide §9)', () => {
    expect(
      calculatorBounds({ interestRange: CALCULATOR_VARIANTS.providerInterestRange }).interest,
    ).toEqual({
      min: 7.5,
      max: 14.5,
      step: 0.5,
      default: 10,
    });
    expect(
      calculatorBounds({ interestRange: CALCULATOR_VARIANTS.dealerInterestRange }).interest,
    ).toMatchObject({
      min: 4,
      max: 20,
    });
  });

  it('takes the interest default from config: 10, or 8.5 for one dealer set (site-wide §9)', () => {
    expect(DEFAULT_INTEREST_RATE_PCT).toBe(10);
    expect(
      calculatorBounds({ interestDefault: CALCULATOR_VARIANTS.dealerSetInterestDefault }).interest
        .default,
    ).toBe(8.5);
    expect(calculatorBounds({ interestDefault: null }).interest.default).toBe(10);
    expect(
      calculatorBounds({
        interestRange: CALCULATOR_VARIANTS.providerInterestRange,
        interestDefault: 6,
      }).interest.default,
    ).toBe(7.5);
  });

  it('returns fresh deposit bounds, not the shared preset objects (vehicle-stock §9)', () => {
    const bounds = calculatorBounds();
    bounds.deposit.max = 1;
    expect(calculatorBounds().deposit.max).toBe(250_000);
  });
});
