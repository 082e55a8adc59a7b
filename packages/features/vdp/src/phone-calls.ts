import {
  ANALYTICS_EVENT_IDS,
  readLeadAttribution,
  withLeadAttribution,
} from '@forecourt/lead-payloads';
import { trackEvent } from '@forecourt/site-shell';
import type { PhoneRevealLead } from './call-dealer.ts';

/*
 * The browser's calls when a shopper reveals or taps the dealer's number (vehicle-stock §7),
 * loaded on first use. Neither blocks the page: the lead's answer is only logged, and the
 * analytics event goes the site-wide way (`trackEvent`), where a failure only warns.
 */

/**
 * Sends the phone-click analytics event, id 25 (vehicle-stock §7), the site-wide way
 * (`trackEvent`: never blocks, a failure only warns).
 */
export function trackPhoneClick(carId: number): void {
  trackEvent(ANALYTICS_EVENT_IDS.PHONE_CLICK, { car_id: carId, name: 'phone_click' });
}

/**
 * Logs the phone-reveal lead (vehicle-stock §7 "Lead on phone reveal": response only logged),
 * with this visit's pages and campaign parameters like every other lead (vehicle-stock §3
 * lead_attributes, read from the shopper's attribution cookie).
 */
export async function logPhoneReveal(lead: PhoneRevealLead): Promise<void> {
  const attributed = withLeadAttribution({ ...lead }, readLeadAttribution(document.cookie));
  try {
    const response = await fetch('/api/leads', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'idempotency-key': globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random()}`,
      },
      body: JSON.stringify(attributed),
      keepalive: true,
    });
    console.info(`Phone reveal lead: ${response.status}`);
  } catch (error) {
    console.info('Phone reveal lead not sent.', error);
  }
}
