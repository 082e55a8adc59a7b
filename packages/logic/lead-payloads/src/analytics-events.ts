import type { LeadKind } from './lead-kinds.ts';

/** Analytics event ids (vehicle-stock §7, site-wide §7). */
export const ANALYTICS_EVENT_IDS = {
  USED_VEHICLE_DETAIL_VIEW: 4,
  /**
   * Enquiry and test drive events. The spec lists the four ids without saying which is which;
   * this package decides, in the order of the list: 14 an enquiry form opened, 15 an enquiry
   * lead sent, 17 a test drive form opened, 48 a test drive lead sent (booked).
   */
  ENQUIRY_AND_TEST_DRIVE: [14, 15, 17, 48],
  ENQUIRY_OPENED: 14,
  ENQUIRY_SENT: 15,
  TEST_DRIVE_OPENED: 17,
  TEST_DRIVE_SENT: 48,
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
 * The events sent after a lead is accepted: the lead's own (15 a car enquiry or find me something
 * similar, 48 a test drive) when it has one, then {@link leadAnalyticsEventId} (22 by default).
 */
export function leadSentEventIds(kind: LeadKind): number[] {
  const own =
    kind === 'car_enquiry' || kind === 'find_me_something_similar'
      ? [ANALYTICS_EVENT_IDS.ENQUIRY_SENT]
      : kind === 'test_drive'
        ? [ANALYTICS_EVENT_IDS.TEST_DRIVE_SENT]
        : [];
  return [...own, leadAnalyticsEventId(kind)];
}

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
