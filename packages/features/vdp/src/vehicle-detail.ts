import type { Car } from '@forecourt/api-client';
import {
  type CarFormDefaults,
  type CarFormSite,
  carFormDefaults,
  type FormCar,
} from '@forecourt/lead-payloads';
import { displayPrice, type PriceDisplaySite, wasPrice } from '@forecourt/pricing';
import { type Availability, availability } from './availability.ts';
import { type VdpBreadcrumb, vdpBreadcrumbs } from './breadcrumbs.ts';
import {
  carDetails,
  carFeatures,
  keyInformation,
  specifications,
  type VehicleNoun,
  vehicleNoun,
} from './car-facts.ts';
import { type GalleryImage, galleryImages, showThumbnails } from './gallery-images.ts';
import type { SpecificationRow } from './specification-rows.ts';

/** The anchor the location links to (vehicle-stock §2). */
export const VEHICLE_MAP_ANCHOR = '#vehicle-map';

/** The price block's data (vehicle-stock §4 price display). */
export interface VdpPrice {
  /** The shown amount, or null for pre-order / no-price (then `text` is shown). */
  amount: number | null;
  text: string;
  priceType: string | null;
  /** The struck-through was-price, only when before_price exceeds the shown price. */
  wasAmount: number | null;
}

/** Everything the core vehicle page shows, as plain data (serialisable from a loader). */
export interface VehicleDetail {
  id: number;
  slug: string;
  title: string;
  subtitle: string | null;
  availability: Availability;
  price: VdpPrice;
  location: { text: string; href: string } | null;
  images: GalleryImage[];
  showThumbnails: boolean;
  keyInformation: SpecificationRow[];
  carDetails: SpecificationRow[];
  specifications: SpecificationRow[];
  features: string[];
  breadcrumbs: VdpBreadcrumb[];
  /** What the vehicle is called (`Truck`, `Motorcycle`). */
  noun: VehicleNoun;
  /** The details list's heading by vehicle type: `Car Details`, `Motorcycle Details`. */
  detailsHeading: string;
  /** Hidden values of the enquiry form (vehicle-stock §3 car form defaults, §4 similar). */
  enquiryDefaults: CarFormDefaults;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** The title a car goes by: its name, else year make model badge, else its slug. */
export function vehicleTitle(car: Car): string {
  return (
    text(car.name) ??
    ([car.year, car.make, car.model, car.badge].filter(Boolean).join(' ') || car.slug)
  );
}

function enquiryCarType(carType: Car['car_type']): 'new' | 'demo' | 'used' {
  if (carType === 'new') return 'new';
  return carType === 'demo' ? 'demo' : 'used';
}

/** The car as the enquiry form's lead sees it (vehicle-stock §3 car form defaults). */
export function enquiryCar(car: Car): FormCar & { dealership_id: number } {
  return {
    id: car.id,
    name: vehicleTitle(car),
    make: car.make ?? '',
    model: car.model ?? '',
    stocknum: car.stocknum,
    car_type: enquiryCarType(car.car_type),
    status: car.status,
    dealership_slug: car.dealership_slug ?? '',
    dealership_id: car.dealership_id,
  };
}

/** The vehicle page offers Find Me Something Similar on every sold car (vehicle-stock §4). */
export function withFindMeSomethingSimilar<S extends CarFormSite>(site: S): S {
  return { ...site, features: { ...site.features, find_me_something_similar: true } };
}

/**
 * The core vehicle page of a car (vehicle-stock §2): title, price and was-price (§4), location
 * linked to #vehicle-map, gallery (thumbnails rule §2, §9), key information, car details,
 * specifications, features, breadcrumbs and the enquiry form's defaults. Sold cars get the
 * find-me-something-similar defaults (§4) on every site, since the page offers that button.
 * `now` is injected (registration expiry).
 */
export function vehicleDetail(
  car: Car,
  site: PriceDisplaySite & CarFormSite & { features?: { show_unregistered?: boolean } },
  now: Date,
): VehicleDetail {
  const title = vehicleTitle(car);
  const shown = displayPrice(car, site);
  const amount = shown.kind === 'price' || shown.kind === 'subscription' ? shown.amount : null;
  const images = galleryImages(car, title);
  const locationText =
    car.city && car.state ? `${car.city}, ${car.state}` : text(car.location?.name);
  const status = availability(car);
  const noun = vehicleNoun(car.item_type);
  return {
    id: car.id,
    slug: car.slug,
    title,
    subtitle: [text(car.badge), text(car.series)].filter(Boolean).join(' ') || null,
    availability: status,
    price: {
      amount,
      text: shown.text,
      // A subscription is shown with its period (`$381 a week subscription`), never with the
      // sale price's type (vehicle-stock §4).
      priceType:
        shown.kind === 'subscription'
          ? shown.period
          : amount === null
            ? null
            : text(car.price_type),
      wasAmount: wasPrice(car, shown.kind === 'price' ? shown.amount : null)?.amount ?? null,
    },
    location: locationText ? { text: locationText, href: VEHICLE_MAP_ANCHOR } : null,
    images,
    showThumbnails: showThumbnails(car, images.length),
    keyInformation: keyInformation(car),
    carDetails: carDetails(car, now, site),
    specifications: specifications(car),
    features: carFeatures(car),
    breadcrumbs: vdpBreadcrumbs(car, title),
    noun,
    detailsHeading: `${noun.singular} Details`,
    enquiryDefaults: carFormDefaults(enquiryCar(car), withFindMeSomethingSimilar(site)),
  };
}
