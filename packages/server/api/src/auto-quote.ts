import type { Queryable } from '@forecourt/db';
import {
  AUTO_QUOTE_MIN_PRICE,
  type AutoQuoteIneligibleReason,
  autoQuoteIneligibleReason,
} from '@forecourt/stock-eligibility';
import { selectCars } from './cars.ts';
import { ApiError } from './errors.ts';

/** The texts of a refused auto-quote (site-wide §4 Stock eligibility). */
export const AUTO_QUOTE_MESSAGES = {
  /** 409's `error`. */
  refused: 'This vehicle cannot get an automatic finance quote.',
  /** `fields.purchasePrice` (400) when the price asked about is $200 or less. */
  purchasePrice: `The purchase price must be more than $${AUTO_QUOTE_MIN_PRICE} for a finance quote.`,
  /** `fields.vin` (409), why the car with that VIN gets none. */
  vin: {
    sold: 'This vehicle has been sold, so it cannot be quoted.',
    reserved: 'This vehicle is reserved, so it cannot be quoted.',
    not_in_stock: 'This vehicle is not in stock yet, so it cannot be quoted.',
    price: `This vehicle is priced at $${AUTO_QUOTE_MIN_PRICE} or less, so it cannot be quoted.`,
  } satisfies Record<AutoQuoteIneligibleReason, string>,
} as const;

/**
 * The cars an auto-quote for this VIN is for (site-wide §4: a car counts as in stock for the
 * auto-quote when its status is in_stock, it is not sold, not reserved — a paid hold counts —
 * and its price is over 200): the ids of the cars with the VIN that qualify, to store the quote
 * on. Throws 409 with `fields.vin` saying why when cars carry the VIN and none qualifies. A VIN
 * that is empty or on no car asks about no stock car: nothing to refuse, nothing to store.
 */
export async function autoQuoteCarIds(db: Queryable, vin: string): Promise<number[]> {
  const wanted = vin.trim();
  if (!wanted) return [];
  const cars = await selectCars(db, 'upper(c.vin) = upper($1)', [wanted]);
  const verdicts = cars.map((car) => ({
    id: car.id,
    reason: autoQuoteIneligibleReason({
      status: car.status,
      sold: car.sold === true,
      reserved: car.reserved === true,
      price: car.price === null || car.price === undefined ? null : Number(car.price),
    }),
  }));
  const eligible = verdicts.filter((verdict) => verdict.reason === null);
  const refused = verdicts[0]?.reason;
  if (eligible.length === 0 && refused) {
    throw new ApiError(409, AUTO_QUOTE_MESSAGES.refused, {
      fields: { vin: AUTO_QUOTE_MESSAGES.vin[refused] },
    });
  }
  return eligible.map((verdict) => verdict.id);
}
