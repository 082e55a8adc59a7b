import { ANALYTICS_EVENT_IDS } from '@forecourt/lead-payloads';
import type { PhoneRevealLead } from './call-dealer.ts';

/*
 * The browser's calls when a shopper reveals or taps the dealer's number (vehicle-stock §7),
 * loaded on first use. Both go to the platform API on the site's own host and never block the
 * page: the lead's answer is only logged, and an analytics failure only warns.
 */

async function postJson(path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    keepalive: true,
  });
}

/** Sends the phone-click analytics event, id 25 (vehicle-stock §7); a failure only warns. */
export async function trackPhoneClick(site: string, carId: number): Promise<void> {
  try {
    const response = await postJson('/api/analytics/events', {
      site,
      event_id: ANALYTICS_EVENT_IDS.PHONE_CLICK,
      name: 'phone_click',
      car_id: carId,
    });
    if (!response.ok) console.warn(`Phone click event not recorded (${response.status}).`);
  } catch (error) {
    console.warn('Phone click event not recorded.', error);
  }
}

/** Logs the phone-reveal lead (vehicle-stock §7 "Lead on phone reveal": response only logged). */
export async function logPhoneReveal(lead: PhoneRevealLead): Promise<void> {
  try {
    const response = await postJson('/api/leads', lead, {
      'idempotency-key': globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random()}`,
    });
    console.info(`Phone reveal lead: ${response.status}`);
  } catch (error) {
    console.info('Phone reveal lead not sent.', error);
  }
}
