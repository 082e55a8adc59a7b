import { z } from '@forecourt/validation';
import { POSTCODE_MESSAGE } from './messages.ts';

/**
 * Australian postcode: required, exactly 4 digits, one message for both (site-wide §5, §8).
 * Kept a string so NT postcodes keep their leading zero (0800). Surrounding spaces are trimmed.
 */
export const postcodeSchema = z
  .string({ error: POSTCODE_MESSAGE })
  .trim()
  .regex(/^\d{4}$/, { error: POSTCODE_MESSAGE });
