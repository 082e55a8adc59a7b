import { type CarStatus, isInStock } from './in-stock.ts';

/** The car fields the toggle rule reads (vehicle-stock §3). */
export interface ToggleCar {
  status: CarStatus;
  car_type: string;
  price: number | null;
  images?: readonly unknown[] | null;
}

/** The site switches the toggle rule reads (vehicle-stock §4). */
export interface ToggleSite {
  features: {
    hide_toggles_unless_used?: boolean;
    hide_toggles_without_price?: boolean;
    hide_toggles_without_images?: boolean;
  };
}

/**
 * Whether the Compare and Favourite toggles show on a car (vehicle-stock §4): hidden when the car
 * is out of stock, and, on sites with the switch, when the car is not used
 * (`hide_toggles_unless_used`), its price is 0 or less or missing (`hide_toggles_without_price`),
 * or it has no images (`hide_toggles_without_images`).
 */
export function showFavouriteToggles(car: ToggleCar, site: ToggleSite): boolean {
  const { features } = site;
  if (!isInStock(car)) return false;
  if (features.hide_toggles_unless_used === true && car.car_type !== 'used') return false;
  if (features.hide_toggles_without_price === true && !(car.price !== null && car.price > 0)) {
    return false;
  }
  if (features.hide_toggles_without_images === true && (car.images?.length ?? 0) === 0) {
    return false;
  }
  return true;
}
