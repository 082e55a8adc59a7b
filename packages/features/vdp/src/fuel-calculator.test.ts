import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FUEL_ECONOMY_L_PER_100KM,
  DEFAULT_FUEL_PRICE_PER_LITRE,
  DEFAULT_KM_PER_WEEK,
  FUEL_INPUT_ERROR,
  fuelBasisText,
  fuelEconomy,
  fuelEstimate,
  fuelEstimateFromText,
  fuelEstimateText,
  isElectric,
  parseFreeNumber,
} from './fuel-calculator.ts';

describe('fuel calculator (vehicle-stock §5, §9)', () => {
  it('is hidden for electric vehicles only (§5): hybrids still burn fuel', () => {
    expect(isElectric({ simple_fuel: 'Electric' })).toBe(true);
    expect(isElectric({ simple_fuel: null, fuel: ' electric ' })).toBe(true);
    expect(isElectric({ simple_fuel: 'Hybrid' })).toBe(false);
    expect(isElectric({ simple_fuel: 'Plug-in Hybrid' })).toBe(false);
    expect(isElectric({ simple_fuel: 'Petrol' })).toBe(false);
    expect(isElectric({})).toBe(false);
  });

  it("uses the variant's combined economy, else 10 L/100 km (§5)", () => {
    expect(fuelEconomy({ variant: { fuelconsumptioncombined: 7.4 } })).toBe(7.4);
    expect(fuelEconomy({ variant: { fuelconsumptioncombined: '6.1' } })).toBe(6.1);
    expect(DEFAULT_FUEL_ECONOMY_L_PER_100KM).toBe(10);
    for (const variant of [
      null,
      undefined,
      {},
      { fuelconsumptioncombined: null },
      { fuelconsumptioncombined: 0 },
    ]) {
      expect(fuelEconomy({ variant })).toBe(10);
    }
  });

  it('defaults to 1.70 a litre and 250 km a week (§9)', () => {
    expect(DEFAULT_FUEL_PRICE_PER_LITRE).toBe(1.7);
    expect(DEFAULT_KM_PER_WEEK).toBe(250);
  });

  it('strips $, commas and kms from the free-text inputs (§5)', () => {
    expect(parseFreeNumber('$1.85')).toBe(1.85);
    expect(parseFreeNumber('1,200 kms')).toBe(1200);
    expect(parseFreeNumber(' 300km ')).toBe(300);
    expect(parseFreeNumber('$2,000')).toBe(2000);
    expect(parseFreeNumber('450KMS')).toBe(450);
    expect(parseFreeNumber('')).toBeNull();
    expect(parseFreeNumber('$')).toBeNull();
    expect(parseFreeNumber('abc')).toBeNull();
    expect(parseFreeNumber('-5')).toBeNull();
  });

  it('costs km per week ÷ 100 × L/100 km × price per litre, and 52 weeks a year', () => {
    expect(fuelEstimate({ economy: 10, pricePerLitre: 1.7, kmPerWeek: 250 })).toEqual({
      economy: 10,
      pricePerLitre: 1.7,
      kmPerWeek: 250,
      weekly: 42.5,
      yearly: 2210,
    });
    expect(fuelEstimate({ economy: 7.3, pricePerLitre: 1.899, kmPerWeek: 333 }).weekly).toBe(
      Math.round(3.33 * 7.3 * 1.899 * 100) / 100,
    );
  });

  it('reads the typed texts, or says which input could not be read', () => {
    const read = fuelEstimateFromText(8, '$2.00', '1,000 kms');
    expect(read).toEqual({
      ok: true,
      estimate: { economy: 8, pricePerLitre: 2, kmPerWeek: 1000, weekly: 160, yearly: 8320 },
    });
    expect(fuelEstimateFromText(8, 'two dollars', '100')).toEqual({
      ok: false,
      errors: { price: FUEL_INPUT_ERROR },
    });
    expect(fuelEstimateFromText(8, '', '')).toEqual({
      ok: false,
      errors: { price: FUEL_INPUT_ERROR, km: FUEL_INPUT_ERROR },
    });
  });

  it('says the cost and how it was worked out', () => {
    const estimate = fuelEstimate({ economy: 10, pricePerLitre: 1.7, kmPerWeek: 250 });
    expect(fuelEstimateText(estimate)).toBe('About $42.50 a week ($2,210.00 a year) in fuel.');
    expect(fuelBasisText(estimate)).toBe('Based on 10 L/100 km, 250 km a week at $1.70 a litre.');
  });
});
