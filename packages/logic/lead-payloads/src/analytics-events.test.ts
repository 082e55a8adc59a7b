import { describe, expect, it } from 'vitest';
import { ANALYTICS_EVENT_IDS, leadAnalyticsEventId, leadSentEventIds } from './analytics-events.ts';
import { LEAD_KINDS } from './lead-kinds.ts';

describe('analytics event ids', () => {
  it('match the vehicle-stock list (vehicle-stock §7)', () => {
    expect(ANALYTICS_EVENT_IDS).toMatchObject({
      USED_VEHICLE_DETAIL_VIEW: 4,
      ENQUIRY_AND_TEST_DRIVE: [14, 15, 17, 48],
      OFFER_ACCEPTED: 18,
      DEFAULT_ENQUIRY: 22,
      PHONE_CLICK: 25,
      FINANCE_CALCULATOR_FIRST_USED: 26,
      SAVE_OR_ADD_FAVOURITE: 39,
      SEARCH_PAGE_VIEW: 49,
      HISTORY_REPORT: 60,
      PRINT_PDF: 61,
    });
  });
  it('give the default enquiry 22 and careers 51 (site-wide §7)', () => {
    expect(ANALYTICS_EVENT_IDS.DEFAULT_ENQUIRY).toBe(22);
    expect(ANALYTICS_EVENT_IDS.CAREERS_ENQUIRY).toBe(51);
  });
});

describe('leadAnalyticsEventId', () => {
  it('sends 51 for careers, 18 for offer acceptance, 25 for phone reveal (site-wide §7, vehicle-stock §7)', () => {
    expect(leadAnalyticsEventId('careers')).toBe(51);
    expect(leadAnalyticsEventId('offer_acceptance')).toBe(18);
    expect(leadAnalyticsEventId('phone_reveal')).toBe(25);
  });
  it('sends the default enquiry id 22 for every other lead (site-wide §7)', () => {
    const others = LEAD_KINDS.filter(
      (kind) => !['careers', 'offer_acceptance', 'phone_reveal'].includes(kind),
    );
    for (const kind of others) expect(leadAnalyticsEventId(kind)).toBe(22);
  });
});

describe('leadSentEventIds (vehicle-stock §7, site-wide §7)', () => {
  it('sends 15 then 22 for a car enquiry, 48 then 22 for a test drive, 22 alone by default', () => {
    expect(leadSentEventIds('car_enquiry')).toEqual([15, 22]);
    expect(leadSentEventIds('find_me_something_similar')).toEqual([15, 22]);
    expect(leadSentEventIds('test_drive')).toEqual([48, 22]);
    expect(leadSentEventIds('request_photos')).toEqual([22]);
    expect(leadSentEventIds('finance')).toEqual([22]);
    expect(leadSentEventIds('careers')).toEqual([51]);
  });
});
