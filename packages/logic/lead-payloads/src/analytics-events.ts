import type { LeadKind } from './lead-kinds.ts';

/** Analytics event ids (vehicle-stock §7, site-wide §7). */
export const ANALYTICS_EVENT_IDS = {
  USED_VEHICLE_DETAIL_VIEW: 4,
  /** Enquiry and test drive events; the spec does not say which id is which. */
  ENQUIRY_AND_TEST_DRIVE: [14, 15, 17, 48],
  OFFER_ACCEPTED: 18,
  DEFAULT_ENQUIRY: 22,
  PHONE_CLICK: 25,
  FINANCE_CALCULATOR_FIRST_USED: 26,
  SAVE_OR_ADD_FAVOURITE: 39,
  SEARCH_PAGE_VIEW: 49,
  CAREERS_ENQUIRY: 51,
  HISTORY_REPORT: 60,
  PRINT_PDF: 61,
} as const;

/**
 * The event id sent after a lead is accepted: careers 51 (site-wide §7), offer acceptance 18,
 * phone reveal 25 (vehicle-stock §7), every other lead the default enquiry 22 (site-wide §7).
 */
export function leadAnalyticsEventId(kind: LeadKind): number {
  if (kind === 'careers') return ANALYTICS_EVENT_IDS.CAREERS_ENQUIRY;
  if (kind === 'offer_acceptance') return ANALYTICS_EVENT_IDS.OFFER_ACCEPTED;
  if (kind === 'phone_reveal') return ANALYTICS_EVENT_IDS.PHONE_CLICK;
  return ANALYTICS_EVENT_IDS.DEFAULT_ENQUIRY;
}
