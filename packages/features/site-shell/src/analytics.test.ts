import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ANALYTICS_ENDPOINT,
  analyticsEventBody,
  configureAnalytics,
  sendAnalytics,
  trackEvent,
  VEHICLE_STOCK_EVENT_IDS,
  type ViewContentVehicle,
  vehicleViewEvents,
  viewContentBody,
} from './analytics.ts';

const vehicle: ViewContentVehicle = {
  id: 42,
  slug: '2021-toyota-corolla-ascent-42',
  title: '2021 Toyota Corolla Ascent',
  stocknum: 'SU1042',
  make: 'Toyota',
  model: 'Corolla',
  year: 2021,
  car_type: 'used',
  price: 25990,
};

const blobJson = async (blob: Blob) => JSON.parse(await blob.text()) as unknown;

describe('analytics events (vehicle-stock §7, §8)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('knows the event ids of vehicle-stock §7', () => {
    expect([...VEHICLE_STOCK_EVENT_IDS].sort((a, b) => a - b)).toEqual([
      4, 14, 15, 17, 18, 22, 25, 26, 39, 48, 49, 60, 61,
    ]);
  });

  it('puts the site, id and car at the top and the rest in the payload', () => {
    expect(analyticsEventBody('sunshine-used-cars', 60, { car_id: 42 })).toEqual({
      site: 'sunshine-used-cars',
      event_id: 60,
      car_id: 42,
    });
    expect(analyticsEventBody('s', 61, { car_id: 1, name: 'print_pdf', slug: 'x' })).toEqual({
      site: 's',
      event_id: 61,
      name: 'print_pdf',
      car_id: 1,
      payload: { slug: 'x' },
    });
  });

  it('sends view-content with the vehicle data and currency AUD (§7)', () => {
    expect(viewContentBody('sunshine-used-cars', vehicle)).toEqual({
      site: 'sunshine-used-cars',
      name: 'view_content',
      car_id: 42,
      payload: {
        content_type: 'vehicle',
        content_ids: ['SU1042'],
        content_name: '2021 Toyota Corolla Ascent',
        slug: '2021-toyota-corolla-ascent-42',
        make: 'Toyota',
        model: 'Corolla',
        year: 2021,
        car_type: 'used',
        value: 25990,
        currency: 'AUD',
      },
    });
  });

  it('sends view-content on every vehicle page and 4 (used vehicle detail view) on used cars', () => {
    expect(vehicleViewEvents('s', vehicle).map((event) => event.event_id ?? event.name)).toEqual([
      'view_content',
      4,
    ]);
    expect(
      vehicleViewEvents('s', { ...vehicle, car_type: 'new' }).map(
        (event) => event.event_id ?? event.name,
      ),
    ).toEqual(['view_content']);
  });

  it('sends with sendBeacon as JSON to /api/analytics/events', async () => {
    const sendBeacon = vi.fn().mockReturnValue(true);
    const fetch = vi.fn();
    sendAnalytics({ site: 's', event_id: 60, car_id: 42 }, { sendBeacon, fetch });
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, blob] = sendBeacon.mock.calls[0] as [string, Blob];
    expect(url).toBe(ANALYTICS_ENDPOINT);
    expect(ANALYTICS_ENDPOINT).toBe('/api/analytics/events');
    expect(blob.type).toBe('application/json');
    expect(await blobJson(blob)).toEqual({ site: 's', event_id: 60, car_id: 42 });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('falls back to fetch with keepalive when the beacon is refused or missing', () => {
    const fetch = vi.fn().mockResolvedValue(new Response(null, { status: 202 }));
    sendAnalytics({ site: 's', event_id: 26 }, { sendBeacon: () => false, fetch });
    sendAnalytics({ site: 's', event_id: 25 }, { fetch });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/analytics/events');
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({
      method: 'POST',
      keepalive: true,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ site: 's', event_id: 26 }),
    });
  });

  it('only warns when sending fails, never throws (§8 "Analytics failure: warning only")', async () => {
    const warn = vi.fn();
    const rejected = vi.fn().mockRejectedValue(new TypeError('offline'));
    expect(() =>
      sendAnalytics({ site: 's', event_id: 4 }, { fetch: rejected, warn }),
    ).not.toThrow();
    const refused = vi.fn().mockResolvedValue(new Response('{}', { status: 400 }));
    sendAnalytics({ site: 's', event_id: 4 }, { fetch: refused, warn });
    const throwing = () => {
      throw new Error('no beacon');
    };
    expect(() =>
      sendAnalytics({ site: 's', event_id: 4 }, { sendBeacon: throwing, warn }),
    ).not.toThrow();
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(3));
  });

  it('trackEvent sends for the configured site', () => {
    const sendBeacon = vi.fn().mockReturnValue(true);
    configureAnalytics({ site: 'coastal-toyota', transport: { sendBeacon } });
    trackEvent(60, { car_id: 7 });
    expect(sendBeacon).toHaveBeenCalledTimes(1);
  });
});
