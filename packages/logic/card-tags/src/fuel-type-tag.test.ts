import { makeCar } from '@forecourt/test-utils';
import { describe, expect, it } from 'vitest';
import { electrifiedFuel, FUEL_TYPE_TAG_TEXTS, fuelTypeTag } from './fuel-type-tag.ts';

const fuels = (simple_fuel: string | null, fuel: string | null = null) => ({ simple_fuel, fuel });

describe('fuelTypeTag', () => {
  it('tags electric cars ELECTRIC (vehicle-stock §4)', () => {
    expect(fuelTypeTag(makeCar({ simple_fuel: 'Electric', fuel: 'Electric' }))).toBe('ELECTRIC');
    expect(fuelTypeTag(fuels('EV'))).toBe('ELECTRIC');
    expect(fuelTypeTag(fuels(null, 'BEV'))).toBe('ELECTRIC');
  });

  it('tags hybrid cars HYBRID (vehicle-stock §4)', () => {
    expect(fuelTypeTag(fuels('Hybrid', 'Hybrid with Premium Unleaded'))).toBe('HYBRID');
    expect(fuelTypeTag(fuels('HEV'))).toBe('HYBRID');
  });

  it('reads electric together with a combustion fuel as HYBRID (vehicle-stock §4)', () => {
    expect(fuelTypeTag(fuels('Petrol/Electric'))).toBe('HYBRID');
    expect(fuelTypeTag(fuels(null, 'Diesel - Electric'))).toBe('HYBRID');
    expect(fuelTypeTag(fuels(null, 'Electric / Unleaded ULP'))).toBe('HYBRID');
  });

  it('tags plug-in hybrids PLUG-IN HYBRID (vehicle-stock §4)', () => {
    expect(fuelTypeTag(fuels('Plug-in Hybrid'))).toBe('PLUG-IN HYBRID');
    expect(fuelTypeTag(fuels('Plug In Hybrid'))).toBe('PLUG-IN HYBRID');
    expect(fuelTypeTag(fuels('PHEV'))).toBe('PLUG-IN HYBRID');
  });

  it('takes the more specific of simple_fuel and fuel (vehicle-stock §3, §4)', () => {
    expect(fuelTypeTag(fuels('Hybrid', 'Plug-in Hybrid with Premium Unleaded'))).toBe(
      'PLUG-IN HYBRID',
    );
    expect(fuelTypeTag(fuels('Electric', 'Hybrid'))).toBe('HYBRID');
    expect(fuelTypeTag(fuels('Petrol', 'Electric'))).toBe('ELECTRIC');
  });

  it('gives no tag for other fuels or no fuel (vehicle-stock §4)', () => {
    expect(fuelTypeTag(makeCar())).toBeNull();
    expect(fuelTypeTag(fuels('Diesel', 'Diesel'))).toBeNull();
    expect(fuelTypeTag(fuels('LPG'))).toBeNull();
    expect(fuelTypeTag(fuels('Leverage'))).toBeNull();
    expect(fuelTypeTag({})).toBeNull();
    expect(fuelTypeTag(fuels('', ''))).toBeNull();
  });
});

describe('electrifiedFuel', () => {
  it('names the kind behind each tag text (vehicle-stock §4)', () => {
    expect(electrifiedFuel(fuels('Electric'))).toBe('electric');
    expect(electrifiedFuel(fuels('Hybrid'))).toBe('hybrid');
    expect(electrifiedFuel(fuels('Plug-in Hybrid'))).toBe('plug_in_hybrid');
    expect(FUEL_TYPE_TAG_TEXTS).toEqual({
      electric: 'ELECTRIC',
      hybrid: 'HYBRID',
      plug_in_hybrid: 'PLUG-IN HYBRID',
    });
  });
});
