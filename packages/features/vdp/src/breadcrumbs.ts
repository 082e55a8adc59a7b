import type { Car } from '@forecourt/api-client';
import { slugify } from '@forecourt/format';
import { carTypeLabel, vehicleNoun } from './car-facts.ts';

/** One breadcrumb; the current page has no `href`. */
export interface VdpBreadcrumb {
  label: string;
  href?: string;
}

/**
 * The vehicle page's breadcrumbs (vehicle-stock §2): Home → car type by vehicle type (`Used
 * Cars`, `Used Trucks`, `New Motorcycles`) → make →
 * model → this car. Links go to the search pages (`/search?car_type=`, `/search/{make slug}`,
 * `/search/{make slug}?model=`); missing levels are skipped.
 */
export function vdpBreadcrumbs(
  car: Pick<Car, 'car_type' | 'make' | 'model'> & { item_type?: string | null },
  title: string,
): VdpBreadcrumb[] {
  const crumbs: VdpBreadcrumb[] = [{ label: 'Home', href: '/' }];
  const type = carTypeLabel(car.car_type);
  if (type) {
    crumbs.push({
      label: `${type} ${vehicleNoun(car.item_type).plural}`,
      href: `/search?car_type=${type.toLowerCase()}`,
    });
  }
  const make = car.make?.trim();
  const model = car.model?.trim();
  if (make) {
    const makeSlug = slugify(make);
    crumbs.push({ label: make, href: `/search/${makeSlug}` });
    if (model) {
      crumbs.push({
        label: model,
        href: `/search/${makeSlug}?model=${encodeURIComponent(model)}`,
      });
    }
  }
  crumbs.push({ label: title });
  return crumbs;
}
