import { PLATFORM_DEFAULTS } from '@forecourt/site-config';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FUEL_ECONOMY_L_PER_100KM, hasFuelBill } from './fuel-calculator.ts';
import { apiVehicle } from './test/api-car.ts';
import { DEALER_VDP_COPY } from './test/dealer-copy.ts';
import { vdpTools } from './vehicle-tools.ts';

const site = {
  slug: 'southern-cross-caravans',
  vdp_copy: DEALER_VDP_COPY,
  manufacturer: null,
  features: { ...PLATFORM_DEFAULTS.features, fuel_calculator: true },
};
const detail = { title: 'x', features: [], price: { amount: 1 } };

describe('vdpTools fuel calculator by vehicle type (vehicle-stock §2 Calculators, §5)', () => {
  it('gives a caravan no fuel calculator: it is towed and has no engine', () => {
    const caravan = apiVehicle('caravan');
    expect(hasFuelBill(caravan)).toBe(false);
    expect(vdpTools(caravan, site, detail).fuelEconomy).toBeNull();
  });

  it("gives cars, trucks and motorcycles their variant's economy", () => {
    for (const kind of ['car', 'truck', 'motorcycle'] as const) {
      const vehicle = apiVehicle(kind, { simple_fuel: 'Diesel' });
      const economy = vehicle.variant?.fuelconsumptioncombined ?? DEFAULT_FUEL_ECONOMY_L_PER_100KM;
      expect(vdpTools(vehicle, site, detail).fuelEconomy, kind).toBe(economy);
    }
  });

  it('still hides it for electric cars (vehicle-stock §5)', () => {
    expect(vdpTools(apiVehicle('car', { simple_fuel: 'Electric' }), site, detail).fuelEconomy).toBe(
      null,
    );
  });
});
