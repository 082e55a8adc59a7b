/** Payment frequency names used by the finance calculator and the budget finder (vehicle-stock §3). */
export type PaymentFrequency = 'weekly' | 'fortnightly' | 'monthly';

/**
 * Periods per year for each payment frequency: weekly 52, fortnightly 26, monthly 12
 * (vehicle-stock §9, site-wide §9). Key order is the order a frequency select lists them.
 */
export const FREQUENCIES: Readonly<Record<PaymentFrequency, number>> = Object.freeze({
  weekly: 52,
  fortnightly: 26,
  monthly: 12,
});
