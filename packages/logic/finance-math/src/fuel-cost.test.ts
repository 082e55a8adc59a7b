import { makeCar } from '@forecourt/test-utils';
import { describe, expect, it } from 'vitest';
import { FUEL_DEFAULTS, fuelCost } from './fuel-cost.ts';

const petrol = makeCar({ simple_fuel: 'Petrol', fuel: 'Petrol - Unleaded ULP' });

describe('fuelCost', () => {
  it('defaults to 10 L/100km, $1.70 a litre and 250 km a week (vehicle-stock §5, §9)', () => {
    expect(FUEL_DEFAULTS).toMatchObject({
      economyLPer100km: 10,
      pricePerLitre: 1.7,
      kmPerWeek: 250,
    });
    // 10 / 100 × 250 × 1.70 = 25 litres × 1.70 = $42.50 a week; × 52 = $2,210 a year.
    const cost = fuelCost(petrol);
    expect(cost?.weekly).toBeCloseTo(42.5, 10);
    expect(cost?.yearly).toBeCloseTo(2210, 8);
    expect(cost).toMatchObject({ economyLPer100km: 10, pricePerLitre: 1.7, kmPerWeek: 250 });
  });

  it("uses the variant's combined consumption when it has one (vehicle-stock §5)", () => {
    // 6.5 / 100 × 400 × 2 = 26 litres × 2 = $52.
    const cost = fuelCost(petrol, {
      variant: { fuelconsumptioncombined: 6.5 },
      pricePerLitre: 2,
      kmPerWeek: 400,
    });
    expect(cost?.weekly).toBeCloseTo(52, 10);
    expect(
      fuelCost(petrol, { variant: { fuelconsumptioncombined: '7.6' } })?.economyLPer100km,
    ).toBe(7.6);
  });

  it('uses 10 L/100km when the variant has none (vehicle-stock §5)', () => {
    for (const fuelconsumptioncombined of [null, undefined, 0, '', 'n/a', -3]) {
      expect(fuelCost(petrol, { variant: { fuelconsumptioncombined } })?.economyLPer100km).toBe(10);
    }
    expect(fuelCost(petrol, { variant: null })?.economyLPer100km).toBe(10);
  });

  it('reads free-text price and distance (vehicle-stock §5)', () => {
    const cost = fuelCost(petrol, { pricePerLitre: '$2.10', kmPerWeek: '1,000 kms' });
    expect(cost).toMatchObject({ pricePerLitre: 2.1, kmPerWeek: 1000 });
    // 10 / 100 × 1000 × 2.10 = $210.
    expect(cost?.weekly).toBeCloseTo(210, 10);
  });

  it('falls back to the defaults for empty or unreadable inputs (vehicle-stock §9)', () => {
    const cost = fuelCost(petrol, { pricePerLitre: '', kmPerWeek: 'lots' });
    expect(cost).toMatchObject({ pricePerLitre: 1.7, kmPerWeek: 250 });
    expect(fuelCost(petrol, { pricePerLitre: Number.NaN })?.pricePerLitre).toBe(1.7);
    expect(fuelCost(petrol, { kmPerWeek: 0 })?.weekly).toBe(0);
  });

  it('is hidden for electric vehicles (vehicle-stock §5)', () => {
    expect(fuelCost(makeCar({ simple_fuel: 'Electric', fuel: 'Electric' }))).toBeNull();
    expect(fuelCost({ simple_fuel: 'electric' })).toBeNull();
    expect(fuelCost({ simple_fuel: null, fuel: ' ELECTRIC ' })).toBeNull();
  });

  it('still shows for hybrids (vehicle-stock §5)', () => {
    expect(fuelCost({ simple_fuel: 'Hybrid', fuel: 'Hybrid Petrol/Electric' })).not.toBeNull();
    expect(fuelCost({ simple_fuel: 'Plug-in Hybrid' })).not.toBeNull();
    expect(fuelCost({})).not.toBeNull();
  });
});
