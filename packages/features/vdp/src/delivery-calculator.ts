import { type DeliveryQuote, isApiClientError } from '@forecourt/api-client';
import { formatCurrency } from '@forecourt/format';
import {
  DELIVERY_NOT_SERVICEABLE_MESSAGE,
  DELIVERY_POSTCODE_REQUIRED_MESSAGE,
  deliveryLookupSchema,
} from '@forecourt/lead-payloads';

export { DELIVERY_NOT_SERVICEABLE_MESSAGE, DELIVERY_POSTCODE_REQUIRED_MESSAGE };

/**
 * The delivery calculator's states (vehicle-stock §4 "idle, loading, then result or error"): a
 * result is the region's name and price (vehicle-stock §3 Delivery quote).
 */
export type DeliveryState =
  | { status: 'idle' }
  | { status: 'loading'; postcode: string }
  | { status: 'result'; postcode: string; region: string; price: number }
  | { status: 'error'; postcode: string; message: string };

export const DELIVERY_IDLE: DeliveryState = { status: 'idle' };

/**
 * The postcode as looked up, or the message when there is none: "Please enter a postcode."
 * (vehicle-stock §5). Any other text is sent as typed, trimmed: the server says whether it
 * serves it.
 */
export function deliveryPostcode(
  input: string,
): { ok: true; postcode: string } | { ok: false; message: string } {
  const parsed = deliveryLookupSchema.safeParse({ postcode: input });
  if (!parsed.success) {
    return {
      ok: false,
      message: parsed.error.issues[0]?.message ?? DELIVERY_POSTCODE_REQUIRED_MESSAGE,
    };
  }
  return { ok: true, postcode: parsed.data.postcode };
}

/** The result state of a quote. */
export function deliveryResult(postcode: string, quote: DeliveryQuote): DeliveryState {
  return { status: 'result', postcode, region: quote.name, price: quote.price };
}

/**
 * The error state of a failed lookup (vehicle-stock §5, §8): the server's postcode message on a
 * 400, otherwise — unknown postcode, out of range, unknown car, no answer — "Sorry, we can't
 * provide an estimate for that location. …", which points the shopper to the enquiry form or a
 * call.
 */
export function deliveryError(postcode: string, error: unknown): DeliveryState {
  const fieldMessage =
    isApiClientError(error) && error.status === 400 ? error.fields.postcode : undefined;
  return { status: 'error', postcode, message: fieldMessage ?? DELIVERY_NOT_SERVICEABLE_MESSAGE };
}

/** The looker-up the calculator calls: the API client's `deliveryQuote`. */
export type DeliveryLookup = (request: {
  postcode: string;
  car_id: number;
}) => Promise<DeliveryQuote>;

/**
 * One lookup from the shopper's input: the error state at once for an empty postcode (no call),
 * otherwise `onLoading` with the loading state and then the result or error state.
 */
export async function lookUpDelivery(
  lookup: DeliveryLookup,
  carId: number,
  input: string,
  onLoading: (state: DeliveryState) => void = () => {},
): Promise<DeliveryState> {
  const checked = deliveryPostcode(input);
  if (!checked.ok) return { status: 'error', postcode: input.trim(), message: checked.message };
  onLoading({ status: 'loading', postcode: checked.postcode });
  try {
    return deliveryResult(
      checked.postcode,
      await lookup({ postcode: checked.postcode, car_id: carId }),
    );
  } catch (error) {
    return deliveryError(checked.postcode, error);
  }
}

/** The price as shown: `Free` for the free local region, otherwise dollars, e.g. `$690`. */
export function deliveryPriceText(price: number): string {
  if (price <= 0) return 'Free';
  return formatCurrency(price);
}
