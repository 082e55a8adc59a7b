import type { Car } from '@forecourt/api-client';
import {
  type ApiVehicleKind,
  apiCar as testApiCar,
  apiVehicle as testApiVehicle,
} from '@forecourt/test-utils';

/** A car as the platform API sends it (the shared factory, typed as the client's `Car`). */
export const apiCar = (overrides: Partial<Car> & Record<string, unknown> = {}): Car =>
  testApiCar<Car>(overrides);

/**
 * A car, truck, motorcycle or caravan exactly as the API answers it (captured answers, nested
 * fields nested), typed as the client's `Car`.
 */
export const apiVehicle = (
  kind: ApiVehicleKind,
  overrides: Partial<Car> & Record<string, unknown> = {},
): Car => testApiVehicle<Car>(kind, overrides);

/** `count` photos for a gallery. */
export function photos(count: number): { url: string; thumb: { url: string } }[] {
  return Array.from({ length: count }, (_, index) => ({
    url: `/media/car-${index + 1}.jpg`,
    thumb: { url: `/media/car-${index + 1}-thumb.jpg` },
  }));
}

/** A site as the price display and car forms read it. */
export const testSite = {
  slug: 'sunshine-used-cars',
  offers_subscription: false,
  texts: { no_price: 'Enquire for price' },
};

/** A car's location as the API gives it (Moorooka, QLD); `overrides` change single fields. */
export function testLocation(overrides: { id?: number; name?: string } = {}) {
  return {
    id: overrides.id ?? 7,
    name: overrides.name ?? 'Moorooka',
    slug: 'moorooka',
    phone: '(07) 5550 0100',
    address: {
      street: '1 Ipswich Rd',
      city: 'Moorooka',
      state: 'QLD',
      postcode: '4105',
      place_url: null,
      lat: null,
      long: null,
    },
    distribution_locations: [] as unknown[],
  };
}
