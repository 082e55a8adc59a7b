import { ANALYTICS_EVENT_IDS } from '@forecourt/lead-payloads';

/** Where events go (the platform API, on every site host). */
export const ANALYTICS_ENDPOINT = '/api/analytics/events';

/** The view-content event's name: it has no numeric id (vehicle-stock §7). */
export const VIEW_CONTENT_EVENT_NAME = 'view_content';

/** The currency of the view-content event (vehicle-stock §7). */
export const VIEW_CONTENT_CURRENCY = 'AUD';

/**
 * The event ids of vehicle-stock §7: 4 used vehicle detail view; 14, 15, 17, 48 enquiry and test
 * drive; 18 offer accepted; 22 default enquiry; 25 phone click; 26 finance calculator first used;
 * 39 save or add favourite; 49 search page view; 60 history report; 61 print PDF.
 */
export const VEHICLE_STOCK_EVENT_IDS: readonly number[] = [
  ANALYTICS_EVENT_IDS.USED_VEHICLE_DETAIL_VIEW,
  ...ANALYTICS_EVENT_IDS.ENQUIRY_AND_TEST_DRIVE,
  ANALYTICS_EVENT_IDS.OFFER_ACCEPTED,
  ANALYTICS_EVENT_IDS.DEFAULT_ENQUIRY,
  ANALYTICS_EVENT_IDS.PHONE_CLICK,
  ANALYTICS_EVENT_IDS.FINANCE_CALCULATOR_FIRST_USED,
  ANALYTICS_EVENT_IDS.SAVE_OR_ADD_FAVOURITE,
  ANALYTICS_EVENT_IDS.SEARCH_PAGE_VIEW,
  ANALYTICS_EVENT_IDS.HISTORY_REPORT,
  ANALYTICS_EVENT_IDS.PRINT_PDF,
];

/** What a caller adds to an event: the car it is about and any extra data. */
export interface TrackData {
  car_id?: number;
  name?: string;
  [field: string]: unknown;
}

/** The body `POST /api/analytics/events` takes. */
export interface AnalyticsBody {
  site: string;
  event_id?: number;
  name?: string;
  car_id?: number;
  payload?: Record<string, unknown>;
}

/** One numbered event: the site, the id, the car and the rest of `data` as payload. */
export function analyticsEventBody(site: string, id: number, data: TrackData = {}): AnalyticsBody {
  const { car_id, name, ...payload } = data;
  return {
    site,
    event_id: id,
    ...(name ? { name } : {}),
    ...(typeof car_id === 'number' ? { car_id } : {}),
    ...(Object.keys(payload).length > 0 ? { payload } : {}),
  };
}

/** The vehicle data of the view-content event (vehicle-stock §7). */
export interface ViewContentVehicle {
  id: number;
  slug: string;
  title: string;
  stocknum: string | null;
  make: string | null;
  model: string | null;
  year: number | null;
  car_type: string | null;
  price: number | null;
}

/**
 * The view-content event (vehicle-stock §7): the vehicle's data, its price as the value and the
 * currency AUD.
 */
export function viewContentBody(site: string, vehicle: ViewContentVehicle): AnalyticsBody {
  return {
    site,
    name: VIEW_CONTENT_EVENT_NAME,
    car_id: vehicle.id,
    payload: {
      content_type: 'vehicle',
      content_ids: [vehicle.stocknum ?? String(vehicle.id)],
      content_name: vehicle.title,
      slug: vehicle.slug,
      make: vehicle.make,
      model: vehicle.model,
      year: vehicle.year,
      car_type: vehicle.car_type,
      value: vehicle.price,
      currency: VIEW_CONTENT_CURRENCY,
    },
  };
}

/** How an event leaves the page; the browser's by default, tests pass their own. */
export interface AnalyticsTransport {
  sendBeacon?: ((url: string, data: Blob) => boolean) | undefined;
  fetch?: ((url: string, init: RequestInit) => Promise<Response>) | undefined;
  warn?: (message: string, detail?: unknown) => void;
}

const WARNING = 'Analytics event not sent';

function browserTransport(): AnalyticsTransport {
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  return {
    sendBeacon:
      nav && typeof nav.sendBeacon === 'function'
        ? (url, data) => nav.sendBeacon(url, data)
        : undefined,
    fetch: typeof fetch === 'function' ? (url, init) => fetch(url, init) : undefined,
    warn: (message, detail) => console.warn(message, detail),
  };
}

/**
 * Sends one event without blocking the page (vehicle-stock §7): `navigator.sendBeacon`, else
 * `fetch` with `keepalive`. Never throws; a failure only warns (vehicle-stock §8 "Analytics
 * failure: warning only").
 */
export function sendAnalytics(
  body: AnalyticsBody,
  transport: AnalyticsTransport = browserTransport(),
): void {
  const warn = transport.warn ?? (() => {});
  try {
    const json = JSON.stringify(body);
    if (
      transport.sendBeacon?.(ANALYTICS_ENDPOINT, new Blob([json], { type: 'application/json' }))
    ) {
      return;
    }
    if (!transport.fetch) {
      warn(WARNING, body);
      return;
    }
    transport
      .fetch(ANALYTICS_ENDPOINT, {
        method: 'POST',
        keepalive: true,
        headers: { 'content-type': 'application/json' },
        body: json,
      })
      .then((response) => {
        if (!response.ok) warn(WARNING, { status: response.status, body });
      })
      .catch((error: unknown) => warn(WARNING, error));
  } catch (error) {
    warn(WARNING, error);
  }
}

let currentSite: string | null = null;
let currentTransport: AnalyticsTransport | undefined;

/**
 * Names the site events are sent for (the page calls it once, from its loader data); tests may
 * pass a transport.
 */
export function configureAnalytics(options: {
  site: string;
  transport?: AnalyticsTransport;
}): void {
  currentSite = options.site;
  currentTransport = options.transport;
}

/**
 * Sends event `id` of vehicle-stock §7 with `data` (e.g. `{ car_id }`). Any component may call
 * it; before `configureAnalytics` it only warns.
 */
export function trackEvent(id: number, data: TrackData = {}): void {
  if (currentSite === null) {
    (currentTransport?.warn ?? console.warn)(`${WARNING}: no site configured`, { id });
    return;
  }
  sendAnalytics(analyticsEventBody(currentSite, id, data), currentTransport);
}

/** Sends the view-content event of a vehicle (vehicle-stock §7). */
export function trackViewContent(vehicle: ViewContentVehicle): void {
  if (currentSite === null) return;
  sendAnalytics(viewContentBody(currentSite, vehicle), currentTransport);
}

/**
 * The events sent when a vehicle page is shown (vehicle-stock §7): view-content always, and
 * 4 (used vehicle detail view) for a used car.
 */
export function vehicleViewEvents(site: string, vehicle: ViewContentVehicle): AnalyticsBody[] {
  return [
    viewContentBody(site, vehicle),
    ...(vehicle.car_type === 'used'
      ? [
          analyticsEventBody(site, ANALYTICS_EVENT_IDS.USED_VEHICLE_DETAIL_VIEW, {
            car_id: vehicle.id,
          }),
        ]
      : []),
  ];
}

/** Sends {@link vehicleViewEvents} for the configured site. */
export function trackVehicleView(vehicle: ViewContentVehicle): void {
  if (currentSite === null) return;
  for (const body of vehicleViewEvents(currentSite, vehicle)) sendAnalytics(body, currentTransport);
}

/**
 * Tests: sends every event of `site` into the returned list instead of the network (what
 * `trackEvent` and the view events would post), until analytics is configured again.
 */
export function recordAnalytics(site: string): AnalyticsBody[] {
  const events: AnalyticsBody[] = [];
  configureAnalytics({
    site,
    transport: {
      fetch: async (_url, init) => {
        events.push(JSON.parse(String(init.body)) as AnalyticsBody);
        return new Response(null, { status: 202 });
      },
      warn: () => {},
    },
  });
  return events;
}
