import { type CarStatus, isInStock } from '@forecourt/stock-eligibility';
import { LEAD_SUBCATEGORIES } from './lead-kinds.ts';

/** The car fields the vehicle page's forms prefill from (vehicle-stock §3 Car). */
export interface FormCar {
  id: number;
  name: string;
  make: string;
  model: string;
  stocknum: string | null;
  car_type: 'new' | 'demo' | 'used';
  status: CarStatus;
  dealership_slug: string;
}

/** The site facts the car form defaults read: the find-me-something-similar switch and plugins. */
export interface CarFormSite {
  features?: { find_me_something_similar?: boolean };
  /** Site plugins (site-wide §3), e.g. `Autogauge`. */
  plugins?: readonly string[];
}

/** Hidden values every vehicle-page form starts with (vehicle-stock §3 Car form defaults). */
export interface CarFormDefaults {
  dealership_slug: string;
  manufacturer_slug: string;
  stock_number: string;
  'Vehicle Make': string;
  'Vehicle Model': string;
  car_type: 'new' | 'demo' | 'used';
  car_id: number;
  vehicle_status: CarStatus;
  opt_in: false;
  message: string;
  subcategory?: string;
  autogauge_enabled?: true;
}

/** A make as its manufacturer slug: `Land Rover` → `land-rover`, `Mercedes-Benz` → `mercedes-benz`. */
export function manufacturerSlug(make: string): string {
  return make
    .toLowerCase()
    .replace(/&/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The enquiry message prefilled for an in-stock car (vehicle-stock §3). Wording is ours. */
export function carEnquiryMessage(car: Pick<FormCar, 'name' | 'stocknum'>): string {
  const stock = car.stocknum ? ` (stock number ${car.stocknum})` : '';
  return `Hi, I'm interested in the ${car.name}${stock}. Please get in touch.`;
}

/** The message prefilled for a sold car: a request for something similar (vehicle-stock §4). */
export function findMeSomethingSimilarMessage(car: Pick<FormCar, 'name'>): string {
  return `Hi, the ${car.name} I was looking at has sold. Please help me find something similar.`;
}

/** Whether the car's forms become find-me-something-similar requests (vehicle-stock §4, site-wide §4). */
export function isFindMeSomethingSimilar(car: Pick<FormCar, 'status'>, site: CarFormSite): boolean {
  return site.features?.find_me_something_similar === true && !isInStock(car);
}

/**
 * Hidden defaults of the vehicle page's forms (vehicle-stock §3 Car form defaults): dealership,
 * manufacturer slug, stock number, Vehicle Make, Vehicle Model, car type, car id, status,
 * opt_in false (marketing consent is the shopper's tick, never a default) and the message. For a car not in stock on a site with find me something similar,
 * the message asks for something similar and subcategory is `Find me something similar`
 * (vehicle-stock §4). autogauge_enabled is sent only by sites with the Autogauge plugin.
 */
export function carFormDefaults(car: FormCar, site: CarFormSite = {}): CarFormDefaults {
  const similar = isFindMeSomethingSimilar(car, site);
  const autogauge = (site.plugins ?? []).some((plugin) => plugin.toLowerCase() === 'autogauge');
  return {
    dealership_slug: car.dealership_slug,
    manufacturer_slug: manufacturerSlug(car.make),
    stock_number: car.stocknum ?? '',
    'Vehicle Make': car.make,
    'Vehicle Model': car.model,
    car_type: car.car_type,
    car_id: car.id,
    vehicle_status: car.status,
    opt_in: false,
    message: similar ? findMeSomethingSimilarMessage(car) : carEnquiryMessage(car),
    ...(similar ? { subcategory: LEAD_SUBCATEGORIES.find_me_something_similar } : {}),
    ...(autogauge ? { autogauge_enabled: true as const } : {}),
  };
}
