import { z } from '@forecourt/validation';
import { DELIVERY_POSTCODE_REQUIRED_MESSAGE } from './messages.ts';

/**
 * Delivery price lookup input: the postcode is required, "Please enter a postcode."
 * (vehicle-stock §5). Any other text is looked up; a postcode no region serves gets
 * `DELIVERY_NOT_SERVICEABLE_MESSAGE`.
 */
export const deliveryLookupSchema = z.object({
  postcode: z
    .string({ error: DELIVERY_POSTCODE_REQUIRED_MESSAGE })
    .trim()
    .min(1, { error: DELIVERY_POSTCODE_REQUIRED_MESSAGE }),
});

/** A delivery lookup request. */
export type DeliveryLookup = z.output<typeof deliveryLookupSchema>;
