import { startOfDay } from 'date-fns';
import { type DateInput, formatDate, toBrisbaneDate } from './date.ts';

/** Shown for a past expiry on sites with the `show_unregistered` switch (vehicle-stock §4). */
export const UNREGISTERED_TEXT = 'Unregistered';

/** The part of the registration text before the date: `Expires on 05 March 2026` (vehicle-stock §4). */
export const EXPIRES_ON_PREFIX = 'Expires on';

/** The car field this rule reads (vehicle-stock §3 `rego_expiry`). */
export interface RegistrationExpiryCar {
  rego_expiry?: DateInput;
}

/** The site switch this rule reads; a resolved site config can be passed straight in. */
export interface RegistrationExpirySite {
  features?: { show_unregistered?: boolean };
}

/**
 * Registration expiry line (vehicle-stock §4 Registration expiry):
 * - expiry today or later: `Expires on {dd MMMM yyyy}`;
 * - expiry before today: nothing (`null`), or `Unregistered` when the site switch
 *   `features.show_unregistered` is on;
 * - no (or an invalid) `rego_expiry`: `null` on every site — an unknown expiry is not proof the
 *   car is unregistered.
 * Days are compared in Brisbane time (site-wide §9); a car is still registered on its expiry day.
 * `now` is injected so the rule stays pure.
 */
export function registrationExpiryText(
  car: RegistrationExpiryCar,
  now: Date,
  site: RegistrationExpirySite = {},
): string | null {
  const expiry = toBrisbaneDate(car.rego_expiry);
  const today = toBrisbaneDate(now);
  if (expiry === null || today === null) return null;
  if (startOfDay(expiry).getTime() < startOfDay(today).getTime()) {
    return site.features?.show_unregistered === true ? UNREGISTERED_TEXT : null;
  }
  return `${EXPIRES_ON_PREFIX} ${formatDate(expiry)}`;
}
