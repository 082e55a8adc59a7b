import type { CarStatus } from './in-stock.ts';

/** The car fields the Toyota certified badge reads (vehicle-stock §3). */
export interface CertifiedCar {
  make: string | null;
  certified?: boolean | null;
  status: CarStatus;
}

/** The site switch the Toyota certified badge reads (vehicle-stock §5). */
export interface CertifiedSite {
  features: { toyota_certified_badge?: boolean };
}

/**
 * The Toyota certified used badge shows when the make is Toyota (case-insensitive, trimmed),
 * certified is true, the site's `toyota_certified_badge` switch is on and the status is not sold
 * (vehicle-stock §5).
 */
export function hasToyotaCertifiedBadge(car: CertifiedCar, site: CertifiedSite): boolean {
  return (
    site.features.toyota_certified_badge === true &&
    car.certified === true &&
    car.status !== 'sold' &&
    car.make?.trim().toLowerCase() === 'toyota'
  );
}
