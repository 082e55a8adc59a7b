import type { Car } from '@forecourt/api-client';
import { formatKm } from '@forecourt/format';
import { displayPrice, type PriceDisplaySite } from '@forecourt/pricing';
import { isInStock } from '@forecourt/stock-eligibility';

/** A saved car as the watchlist shows it: live from the API, not as it was when saved. */
export interface SavedCar {
  id: number;
  title: string;
  href: string;
  image: string | null;
  priceText: string;
  priceType: string | null;
  km: string | null;
  /** `In stock`, `Coming soon` or `Sold` (vehicle-stock §3, §4 availability). */
  availability: string;
  inStock: boolean;
}

/** `2020 Mazda 3 G20` (the car's name when it has one). */
function carTitle(car: Car): string {
  return (
    car.name?.trim() ||
    [car.year, car.make, car.model, car.badge].filter(Boolean).join(' ') ||
    car.slug
  );
}

function availability(car: Car): string {
  if (car.status === 'coming_soon') return 'Coming soon';
  return isInStock(car) ? 'In stock' : 'Sold';
}

/** The watchlist's cars with their live price (vehicle-stock §4 precedence) and status. */
export function savedCars(cars: readonly Car[], site: PriceDisplaySite): SavedCar[] {
  return cars.map((car) => {
    const price = displayPrice(car, site);
    return {
      id: car.id,
      title: carTitle(car),
      href: car.path || `/cars/${car.slug}`,
      image: car.primary_image_url,
      priceText: price.text,
      // A subscription carries its own period; the price type is the sale price's.
      priceType: price.kind === 'price' ? car.price_type : null,
      km: formatKm(car.km),
      availability: availability(car),
      inStock: isInStock(car),
    };
  });
}
