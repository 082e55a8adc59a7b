import type { Car } from '@forecourt/api-client';
import { COMING_SOON_TAG_TEXT, RESERVED_TAG_TEXT } from '@forecourt/card-tags';
import { isInStock, stockStatus } from '@forecourt/stock-eligibility';

/** The sold message of an out-of-stock vehicle (vehicle-stock §4). */
export const SOLD_MESSAGE =
  'SOLD: this vehicle recently sold, but we can help you find a similar one.';

/** The prompt above the Find Me Something Similar button (vehicle-stock §4). */
export const SOMETHING_SIMILAR_PROMPT = 'Like this and want something similar?';

/** The button that opens the enquiry prefilled for something similar (vehicle-stock §4). */
export const FIND_ME_SOMETHING_SIMILAR_LABEL = 'Find Me Something Similar';

/**
 * What a reserved car's page says where its reserve and buy buttons would be (vehicle-stock §4):
 * the shopper learns why they are gone and what is left to do.
 */
export const RESERVED_NOTE =
  'This vehicle is reserved: another buyer has placed a deposit on it. Enquire and we will let you know if it becomes available again.';

/** What a coming-soon car's page says: it can be asked about (and reserved) but not bought yet. */
export const COMING_SOON_NOTE =
  'This vehicle is coming soon: it is on its way to us and can be bought online once it arrives. Enquire now to be first in line.';

/** What the page shows for the car's status (vehicle-stock §4 Availability). */
export interface Availability {
  /** in_stock and coming_soon: the full page, price block and enquiry buttons. */
  inStock: boolean;
  /** `RESERVED` for a reserved in-stock car, `COMING SOON` for coming_soon cars, else null. */
  tag: string | null;
  /** The status line beside the price for a reserved or coming-soon car, else null. */
  note: string | null;
}

/**
 * In stock (in_stock, coming_soon) or not, and the status tag and line of a reserved or
 * coming-soon car (vehicle-stock §4; RESERVED first, as in the card tag priority).
 */
export function availability(
  car: Pick<Car, 'status'> & { reserved?: boolean | null },
): Availability {
  const status = stockStatus(car);
  return {
    inStock: isInStock(car),
    tag:
      status === 'reserved'
        ? RESERVED_TAG_TEXT
        : status === 'coming_soon'
          ? COMING_SOON_TAG_TEXT
          : null,
    note:
      status === 'reserved' ? RESERVED_NOTE : status === 'coming_soon' ? COMING_SOON_NOTE : null,
  };
}
