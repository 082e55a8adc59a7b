import type { Car } from '@forecourt/api-client';
import { makeCar, type TestCar } from '@forecourt/test-utils';

/** A car as the platform API sends it, from the shared car factory (fixed sequence). */
export function apiCar(overrides: Partial<Car> & Record<string, unknown> = {}): Car {
  const car = makeCar(overrides as Partial<TestCar>);
  return {
    path: `/cars/${car.slug}`,
    price_type: 'Drive Away',
    views: 0,
    photos_count: car.images.length,
    thumbnails: car.images.map((image) => image.thumb.url),
    dealercomments: null,
    location: null,
    city: 'Brisbane City',
    dealership_name: 'Demo Motors',
    transmission: null,
    simple_drive: 'FWD',
    drive: null,
    seats: 5,
    doors: 4,
    engine_size: 1998,
    engine_size_litres: 2,
    item_type: 'car',
    sold: car.status === 'sold',
    updated_at: car.created_at,
    ...car,
    ...overrides,
  } as Car;
}

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
