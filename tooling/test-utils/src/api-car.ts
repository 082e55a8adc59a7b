import { makeCar, type TestCar } from './car.ts';

/** The fields the platform API adds to a stored car (`GET /api/cars/{slug}`). */
export interface ApiCarFields {
  path: string;
  price_type: string;
  views: number;
  photos_count: number;
  thumbnails: string[];
  dealercomments: string | null;
  location: null;
  city: string;
  dealership_name: string;
  transmission: string | null;
  simple_drive: string;
  drive: string | null;
  seats: number;
  doors: number;
  engine_size: number;
  engine_size_litres: number;
  item_type: string;
  sold: boolean;
  updated_at: string;
}

/**
 * A car as the platform API sends it, from the shared car factory (fixed sequence). `T` is the
 * caller's API car type (`apiCar<Car>()` with `@forecourt/api-client`'s `Car`): test-utils does
 * not depend on the client, which itself is tested with these factories.
 */
export function apiCar<T = TestCar & ApiCarFields>(overrides: Record<string, unknown> = {}): T {
  const car = makeCar(overrides as Partial<TestCar>);
  const fields: ApiCarFields = {
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
  };
  return { ...fields, ...car, ...overrides } as T;
}
