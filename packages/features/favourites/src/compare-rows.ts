import type { Car } from '@forecourt/api-client';
import { formatDecimal, formatEngineSize, formatKm } from '@forecourt/format';
import { displayPrice, type PriceDisplaySite } from '@forecourt/pricing';

/** Cars the compare page puts side by side (the compare list's default limit). */
export const COMPARE_PAGE_LIMIT = 3;

/** The query parameter that names the compared cars: `/compare?cars=a,b,c`. */
export const COMPARE_CARS_PARAM = 'cars';

/** One compared car's column head: name, link, photo, price. */
export interface CompareColumn {
  slug: string;
  title: string;
  path: string;
  image: string | null;
  priceText: string;
  priceType: string | null;
  /** `In stock`, `Coming soon`, `Sold` (vehicle-stock §3, §4). */
  status: string;
}

/** One row of the comparison: a label and each car's value (`–` when a car has none). */
export interface CompareRow {
  label: string;
  values: string[];
}

export interface Comparison {
  columns: CompareColumn[];
  rows: CompareRow[];
}

/** The shown value of a missing fact. */
export const MISSING_VALUE = '–';

const STATUS_TEXTS: Readonly<Record<string, string>> = {
  in_stock: 'In stock',
  coming_soon: 'Coming soon',
  sold: 'Sold',
};

/**
 * The slugs a compare URL names (`?cars=a,b,c`, or `cars` repeated): trimmed, each once, at most
 * {@link COMPARE_PAGE_LIMIT}; anything that cannot be a slug is dropped.
 */
export function compareSlugs(params: URLSearchParams): string[] {
  const slugs = params
    .getAll(COMPARE_CARS_PARAM)
    .flatMap((value) => value.split(','))
    .map((slug) => slug.trim())
    .filter((slug) => /^[a-z0-9][a-z0-9-]{0,199}$/i.test(slug));
  return [...new Set(slugs)].slice(0, COMPARE_PAGE_LIMIT);
}

/** The compare page's URL for a list of cars (the saved page links it). */
export function compareHref(slugs: readonly string[]): string {
  const cars = slugs.slice(0, COMPARE_PAGE_LIMIT);
  return cars.length
    ? `/compare?${COMPARE_CARS_PARAM}=${cars.map(encodeURIComponent).join(',')}`
    : '/compare';
}

const CAR_TYPE_TEXTS: Readonly<Record<string, string>> = { new: 'New', demo: 'Demo', used: 'Used' };

function carTypeText(carType: string | null): string | null {
  return carType ? (CAR_TYPE_TEXTS[carType] ?? carType) : null;
}

function title(car: Car): string {
  return (
    car.name?.trim() ||
    [car.year, car.make, car.model, car.badge].filter(Boolean).join(' ') ||
    car.slug
  );
}

function text(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** `2,650 kg`, `22 ft`: a finite number with its unit, else nothing. */
function measure(value: unknown, unit: string): string | null {
  return typeof value === 'number' && Number.isFinite(value)
    ? `${formatDecimal(value, 1)} ${unit}`
    : null;
}

const itemType = (car: Car) => (car.item_type ?? '').trim().toLowerCase();

/** Seats and doors are a car's or a truck's: a motorcycle or a caravan shows none. */
const seatsAndDoors = (car: Car) => itemType(car) !== 'motorcycle' && itemType(car) !== 'caravan';

/**
 * The rows, in order; a row no car has a value for is left out. Caravan specifications are read
 * where the API nests them (`car.caravan`, vehicle-stock §3: feet and kg), a truck's GVM from its
 * variant.
 */
const ROWS: readonly { label: string; value: (car: Car) => string | null }[] = [
  { label: 'Year', value: (car) => text(car.year) },
  { label: 'Kilometres', value: (car) => formatKm(car.km) },
  { label: 'Body', value: (car) => text(car.simple_body) },
  { label: 'Transmission', value: (car) => text(car.simple_transmission ?? car.transmission) },
  { label: 'Fuel', value: (car) => text(car.simple_fuel ?? car.fuel) },
  { label: 'Drive', value: (car) => text(car.simple_drive ?? car.drive) },
  { label: 'Engine', value: (car) => formatEngineSize(car) },
  { label: 'GVM', value: (car) => measure(car.variant?.grossvehiclemass, 'kg') },
  { label: 'Seats', value: (car) => (seatsAndDoors(car) ? text(car.seats) : null) },
  { label: 'Doors', value: (car) => (seatsAndDoors(car) ? text(car.doors) : null) },
  { label: 'Colour', value: (car) => text(car.colour) },
  { label: 'Sleeps', value: (car) => text(car.caravan?.sleeps) },
  { label: 'Length', value: (car) => measure(car.caravan?.body_length, 'ft') },
  { label: 'Width', value: (car) => measure(car.caravan?.body_width, 'ft') },
  { label: 'Tare weight', value: (car) => measure(car.caravan?.tare_weight, 'kg') },
  { label: 'ATM', value: (car) => measure(car.caravan?.aggregate_trailer_mass, 'kg') },
  { label: 'Axle', value: (car) => text(car.caravan?.axle_type) },
  { label: 'Car type', value: (car) => carTypeText(car.car_type) },
  { label: 'Location', value: (car) => text(car.location?.name) ?? text(car.city) },
  { label: 'Stock number', value: (car) => text(car.stocknum) },
];

/**
 * The comparison of up to three cars side by side: each car's head (name, link,
 * photo, the price as vehicle-stock §4 shows it, its type and availability), then year, km, body,
 * transmission, fuel and the key specifications, `–` where a car has no value and no row that
 * no car has.
 */
export function comparison(cars: readonly Car[], site: PriceDisplaySite): Comparison {
  const columns = cars.map((car): CompareColumn => {
    const price = displayPrice(car, site);
    return {
      slug: car.slug,
      title: title(car),
      path: car.path,
      image: car.primary_image_url,
      // A subscription shows with its period, never as a bare amount (vehicle-stock §4).
      priceText: price.text,
      priceType: price.kind === 'price' ? car.price_type?.trim() || null : null,
      status: STATUS_TEXTS[car.status] ?? car.status,
    };
  });
  const rows = ROWS.map(({ label, value }) => ({ label, values: cars.map(value) }))
    .filter((row) => row.values.some((value) => value !== null))
    .map((row) => ({
      label: row.label,
      values: row.values.map((value) => value ?? MISSING_VALUE),
    }));
  return { columns, rows };
}
