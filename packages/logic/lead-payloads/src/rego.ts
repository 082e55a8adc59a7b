import { z } from '@forecourt/validation';
import { FIELD_MESSAGES } from './messages.ts';

/** Australian states and territories a vehicle can be registered in (site-wide §3 regoState). */
export const REGO_STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;

/** One of {@link REGO_STATES}. */
export type RegoState = (typeof REGO_STATES)[number];

/** Plates are compared without spaces or dashes, in capitals. */
function compactPlate(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

/**
 * Registration number for the trade-in and rego lookup (site-wide §3 rego, vehicle-stock §7):
 * required, up to 9 letters and digits once spaces and dashes are removed; output in capitals.
 */
export const regoSchema = z
  .string({ error: FIELD_MESSAGES.regoRequired })
  .overwrite(compactPlate)
  .min(1, { error: FIELD_MESSAGES.regoRequired })
  .regex(/^[A-Z0-9]{0,9}$/, { error: FIELD_MESSAGES.regoInvalid });

/** The enquiry form's optional Rego field (site-wide §5 "Rego is optional"): empty is allowed. */
export const optionalRegoSchema = z
  .string({ error: FIELD_MESSAGES.regoInvalid })
  .overwrite(compactPlate)
  .regex(/^[A-Z0-9]{0,9}$/, { error: FIELD_MESSAGES.regoInvalid })
  .optional();

/** regoState: one of the eight states and territories, any case (site-wide §3). */
export const regoStateSchema = z
  .string({ error: FIELD_MESSAGES.regoStateRequired })
  .trim()
  .toUpperCase()
  .pipe(z.enum(REGO_STATES, { error: FIELD_MESSAGES.regoStateRequired }));
