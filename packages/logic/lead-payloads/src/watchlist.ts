import { z } from '@forecourt/validation';
import { idSchema } from './loose-number.ts';
import { FIELD_MESSAGES } from './messages.ts';
import { makePhoneSchema } from './phone.ts';

/**
 * Body of `POST /api/watchlist/save-car` and `/remove-car` (vehicle-stock §7): the signed-in
 * user's phone_number (normalised like every phone, so save and remove match) and car_id.
 */
export const watchlistBodySchema = z.object({
  phone_number: makePhoneSchema(FIELD_MESSAGES.phoneNumberRequired),
  car_id: idSchema(FIELD_MESSAGES.carId),
});

/** A watchlist save or remove request. */
export type WatchlistBody = z.output<typeof watchlistBodySchema>;
