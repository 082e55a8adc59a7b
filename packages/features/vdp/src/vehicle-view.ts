import type { Car } from '@forecourt/api-client';
import { formatEngineSize, formatKm } from '@forecourt/format';
import { type PriceDisplaySite, salePrice, subscriptionPrice, wasPrice } from '@forecourt/pricing';
import { carTitle, priceText } from '@forecourt/search';
import { isInStock } from '@forecourt/stock-eligibility';

/** What the minimal vehicle page shows. */
export interface VehicleView {
  title: string;
  subtitle: string | null;
  priceText: string;
  priceType: string | null;
  /** The struck-through was-price (vehicle-stock §4), when above the shown price. */
  wasPriceText: string | null;
  inStock: boolean;
  specs: { label: string; value: string }[];
  image: { src: string; alt: string } | null;
  location: string | null;
  description: string;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** The vehicle page's data from an API car. */
export function vehicleView(car: Car, site: PriceDisplaySite & { name: string }): VehicleView {
  const title = carTitle(car);
  const price = priceText(car, site);
  const specs: [string, string | null][] = [
    ['Year', car.year === null ? null : String(car.year)],
    ['Kilometres', formatKm(car.km)],
    ['Transmission', text(car.simple_transmission) ?? text(car.transmission)],
    ['Body', text(car.simple_body)],
    ['Fuel', text(car.simple_fuel) ?? text(car.fuel)],
    ['Engine', formatEngineSize(car)],
    ['Drive', text(car.simple_drive) ?? text(car.drive)],
    ['Colour', text(car.colour)],
    ['Seats', car.seats === null ? null : String(car.seats)],
    ['Stock number', text(car.stocknum)],
  ];
  const location =
    car.city && car.state ? `${car.city}, ${car.state}` : (text(car.location?.name) ?? null);
  const keySpecs = [formatKm(car.km), text(car.simple_transmission), text(car.simple_body)]
    .filter(Boolean)
    .join(', ');
  // The description (and the share text read from it) names the sale price, and a subscription
  // only with its period beside it: a weekly fee never stands in for the price (vehicle-stock §4).
  const sale = salePrice(car, site);
  const subscription = subscriptionPrice(car, site);
  const priceWords = subscription
    ? sale.kind === 'price'
      ? `${sale.text} or ${subscription.text}`
      : subscription.text
    : sale.text;
  return {
    title,
    subtitle: [text(car.badge), text(car.series)].filter(Boolean).join(' ') || null,
    priceText: price.text,
    priceType: price.amount === null ? null : text(car.price_type),
    wasPriceText: wasPrice(car, price.amount)?.text ?? null,
    inStock: isInStock(car),
    specs: specs.flatMap(([label, value]) => (value ? [{ label, value }] : [])),
    image: car.primary_image_url ? { src: car.primary_image_url, alt: title } : null,
    location,
    description: `${title} for ${priceWords}${keySpecs ? ` — ${keySpecs}` : ''}${
      location ? `, in ${location}` : ''
    }. At ${site.name}.`,
  };
}
