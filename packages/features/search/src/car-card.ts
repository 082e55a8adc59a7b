import type { Car } from '@forecourt/api-client';
import { type FavouriteEntry, favouriteEntry } from '@forecourt/favourites';
import { formatKm } from '@forecourt/format';
import { displayPrice, type PriceDisplaySite } from '@forecourt/pricing';
import type { ResultCardData } from './car-hit.ts';

/** What a car card shows: plain data, so loaders send little to the browser. */
export interface CarCardData {
  id: number;
  path: string;
  title: string;
  /** The shown price (`$34,990`), or the pre-order / no-price text. */
  priceText: string;
  /** `Drive Away`, `Excl. Govt. Charges`, ... when the car has a price. */
  priceType: string | null;
  details: string[];
  image: { src: string; alt: string } | null;
  location: string | null;
}

/** The title a car goes by: its name, else year make model badge. */
export function carTitle(car: Car): string {
  return (
    car.name?.trim() ||
    [car.year, car.make, car.model, car.badge].filter(Boolean).join(' ') ||
    car.slug
  );
}

/**
 * The price a car shows (vehicle-stock §4 precedence, `displayPrice`) as money text
 * (`formatCurrency`, site-wide §9), a subscription with its period, or the pre-order / no-price
 * text. `amount` is the sale price only: null for a subscription.
 */
export function priceText(
  car: Car,
  site: PriceDisplaySite,
): { text: string; amount: number | null } {
  const price = displayPrice(car, site);
  return {
    // A subscription's text carries its period (`$381 a week subscription`, vehicle-stock §4).
    text: price.text,
    amount: price.kind === 'price' ? price.amount : null,
  };
}

/** A car card's data (vehicle-stock §3 fields). */
export function carCard(car: Car, site: PriceDisplaySite): CarCardData {
  const title = carTitle(car);
  const price = priceText(car, site);
  return {
    id: car.id,
    path: car.path,
    title,
    priceText: price.text,
    priceType: price.amount === null ? null : car.price_type,
    details: [
      formatKm(car.km),
      car.simple_transmission ?? car.transmission,
      car.simple_fuel ?? car.fuel,
    ].filter((detail): detail is string => Boolean(detail)),
    image: car.primary_image_url ? { src: car.primary_image_url, alt: title } : null,
    location: car.city && car.state ? `${car.city}, ${car.state}` : (car.location?.name ?? null),
  };
}

/**
 * The favourite entry a result card saves (vehicle-stock §3: id, name, slug, make, model, image),
 * with the price, price type, km and status the saved list shows.
 */
export function cardFavourite(card: ResultCardData): FavouriteEntry {
  return favouriteEntry({
    id: card.id,
    name: card.title,
    slug: card.slug,
    make: card.make,
    model: card.model,
    primary_image_url: card.image,
    price_text: card.priceText,
    price_type: card.priceType,
    km: card.km,
    status: card.status,
  });
}
