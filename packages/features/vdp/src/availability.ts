import type { Car } from '@forecourt/api-client';
import { COMING_SOON_TAG_TEXT } from '@forecourt/card-tags';
import { isInStock } from '@forecourt/stock-eligibility';

/** The sold message of an out-of-stock vehicle (vehicle-stock §4). */
export const SOLD_MESSAGE =
  'SOLD: this vehicle recently sold, but we can help you find a similar one.';

/** The prompt above the Find Me Something Similar button (vehicle-stock §4). */
export const SOMETHING_SIMILAR_PROMPT = 'Like this and want something similar?';

/** The button that opens the enquiry prefilled for something similar (vehicle-stock §4). */
export const FIND_ME_SOMETHING_SIMILAR_LABEL = 'Find Me Something Similar';

/** What the page shows for the car's status (vehicle-stock §4 Availability). */
export interface Availability {
  /** in_stock and coming_soon: the full page, price block and enquiry buttons. */
  inStock: boolean;
  /** `COMING SOON` for coming_soon cars, else null. */
  tag: string | null;
}

/** In stock (in_stock, coming_soon) or not, and the COMING SOON tag (vehicle-stock §4). */
export function availability(car: Pick<Car, 'status'>): Availability {
  return {
    inStock: isInStock(car),
    tag: car.status === 'coming_soon' ? COMING_SOON_TAG_TEXT : null,
  };
}
