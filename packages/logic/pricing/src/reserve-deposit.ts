/** The reserve-online deposit when none is set: $200 (vehicle-stock §9, site-wide §9). */
export const DEFAULT_RESERVE_DEPOSIT = 200;

/** How long a reserved car is held: 48 hours (vehicle-stock §9, site-wide §9). */
export const RESERVE_HOLD_HOURS = 48;

/**
 * The reserve-online deposit: the configured amount, or $200 when none is set
 * (vehicle-stock §9). Zero, negative or non-numeric amounts count as not set.
 */
export function reserveDeposit(amount?: number | null): number {
  return typeof amount === 'number' && amount > 0 ? amount : DEFAULT_RESERVE_DEPOSIT;
}
