import { recordAnalytics, recordPageVisit } from '@forecourt/site-shell';
import { describe, expect, it, vi } from 'vitest';
import { logPhoneReveal, trackPhoneClick } from './phone-calls.ts';
import { platformPhoneCallActions } from './ui/phone-call-actions.ts';

describe('phone click analytics (vehicle-stock §7)', () => {
  it('sends event 25 with the car id through trackEvent', () => {
    const events = recordAnalytics('sunshine-used-cars');
    trackPhoneClick(7);
    expect(events).toEqual([
      { site: 'sunshine-used-cars', event_id: 25, name: 'phone_click', car_id: 7 },
    ]);
  });

  it('sends it when a revealed number is tapped, from the chunk loaded on use', async () => {
    const events = recordAnalytics('sunshine-used-cars');
    platformPhoneCallActions.called({
      phone: '0491 570 156',
      name: 'Sunshine Moorooka',
      startRevealed: true,
      site: 'sunshine-used-cars',
      carId: 9,
      lead: { site: 'sunshine-used-cars', category: 'Phone Reveal', car_id: 9, dealership_id: 3 },
    });
    await vi.waitFor(() =>
      expect(events).toEqual([
        { site: 'sunshine-used-cars', event_id: 25, name: 'phone_click', car_id: 9 },
      ]),
    );
  });
});

describe('the phone-reveal lead (vehicle-stock §7, §3 lead_attributes)', () => {
  it("carries the visit's pages and campaign parameters like every other lead", async () => {
    recordPageVisit(document, { pathname: '/', search: '?utm_source=google&gclid=abc' });
    recordPageVisit(document, { pathname: '/cars/2019-toyota-corolla-9', search: '' });
    const sent: unknown[] = [];
    const fetch = vi.fn(async (_url: string, init: RequestInit) => {
      sent.push(JSON.parse(String(init.body)));
      return new Response('{}', { status: 201 });
    });
    vi.stubGlobal('fetch', fetch);
    vi.spyOn(console, 'info').mockImplementation(() => {});
    try {
      await logPhoneReveal({
        site: 'sunshine-used-cars',
        category: 'Phone Reveal',
        car_id: 9,
        dealership_id: 3,
      });
    } finally {
      vi.unstubAllGlobals();
      vi.restoreAllMocks();
    }
    expect(fetch).toHaveBeenCalledWith('/api/leads', expect.objectContaining({ method: 'POST' }));
    expect(sent[0]).toMatchObject({
      category: 'Phone Reveal',
      car_id: 9,
      lead_attributes: {
        visited_pages: expect.arrayContaining(['/', '/cars/2019-toyota-corolla-9']),
        linked_query_params: { utm_source: 'google', gclid: 'abc' },
      },
    });
  });
});
