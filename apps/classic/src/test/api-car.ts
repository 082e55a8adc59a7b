import type { Car } from '@forecourt/api-client';
import { makeCar, type TestCar } from '@forecourt/test-utils';

/** A car as the platform API sends it, from the shared car factory (fixed sequence). */
export function apiCar(overrides: Partial<Car & TestCar> = {}): Car {
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
