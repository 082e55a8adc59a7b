import { LEAD_SUBMISSION_FAILED_MESSAGE } from '@forecourt/lead-payloads';
import { describe, expect, it } from 'vitest';
import { createApiClient, type Fetch } from './api-client.ts';
import { type ApiClientError, isApiClientError } from './api-client-error.ts';
import type { LeadSubmission } from './types.ts';

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

type Reply = Response | Error | ((sent: Sent) => Response);

/** A fake fetch that records each request and answers from a queue (the last reply repeats). */
function fakeFetch(...replies: Reply[]) {
  const sent: Sent[] = [];
  const fetch: Fetch = async (url, init = {}) => {
    const request: Sent = {
      url,
      method: init.method ?? 'GET',
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    sent.push(request);
    const reply = replies.length > 1 ? replies.shift() : replies[0];
    if (reply instanceof Error) throw reply;
    if (typeof reply === 'function') return reply(request);
    return (reply ?? json(200, {})).clone();
  };
  return { fetch, sent };
}

const json = (status: number, body: unknown) => Response.json(body, { status });

const lead: LeadSubmission = {
  site: 'sunshine-used-cars',
  category: 'General Enquiry',
  name: 'Jane',
  last_name: 'Citizen',
  email: 'jane@example.com',
  phone: '0412 345 678',
  postcode: '4000',
  message: 'Do you have any utes?',
};

const keys = () => {
  let n = 0;
  return () => `key-${++n}`;
};

describe('createApiClient', () => {
  it('calls the API under the base URL, without a doubled slash, asking for JSON', async () => {
    const { fetch, sent } = fakeFetch(json(200, { sites: [{ slug: 'acme' }] }));
    const api = createApiClient({ baseUrl: 'http://acme.localhost:4000/', fetch });
    expect(await api.sites()).toEqual([{ slug: 'acme' }]);
    expect(sent[0]).toMatchObject({
      url: 'http://acme.localhost:4000/api/sites',
      method: 'GET',
      headers: { accept: 'application/json' },
    });
  });

  it('uses relative URLs with an empty base URL (a browser on the site itself)', async () => {
    const { fetch, sent } = fakeFetch(json(200, { site: 'acme', count: 0, cars: [] }));
    await createApiClient({ baseUrl: '', fetch }).siteStock('acme');
    expect(sent[0]?.url).toBe('/api/sites/acme/stock.json');
  });

  it('sends the configured headers on every call (a forwarded cookie under SSR)', async () => {
    const { fetch, sent } = fakeFetch(json(200, { car: { slug: 'a' } }));
    const api = createApiClient({ baseUrl: '', fetch, headers: { cookie: 'forecourt_session=x' } });
    await api.car('a');
    expect(sent[0]?.headers.cookie).toBe('forecourt_session=x');
  });

  it('loads a car by slug from GET /api/cars/:slug, scoped to a site, encoding the slug', async () => {
    const { fetch, sent } = fakeFetch(json(200, { car: { id: 1, slug: 'a b' } }));
    const car = await createApiClient({ baseUrl: '', fetch }).car('a b', { site: 'acme' });
    expect(car).toEqual({ id: 1, slug: 'a b' });
    expect(sent[0]?.url).toBe('/api/cars/a%20b?site=acme');
  });

  it('throws ApiClientError with the status, the server error text and its fields', async () => {
    const { fetch } = fakeFetch(json(404, { error: 'Unknown car "x".' }));
    const error = await createApiClient({ baseUrl: '', fetch })
      .car('x')
      .catch((e: unknown) => e);
    expect(isApiClientError(error)).toBe(true);
    expect(error).toMatchObject({ status: 404, message: 'Unknown car "x".', fields: {} });
  });

  it('reports a network failure as status 0 with the cause kept', async () => {
    const cause = new TypeError('fetch failed');
    const { fetch } = fakeFetch(cause);
    const error = (await createApiClient({ baseUrl: '', fetch })
      .sites()
      .catch((e: unknown) => e)) as ApiClientError;
    expect(error.status).toBe(0);
    expect(error.isNetworkError).toBe(true);
    expect(error.cause).toBe(cause);
  });

  it('names the status when the server sent no error text', async () => {
    const { fetch } = fakeFetch(new Response('<h1>Bad gateway</h1>', { status: 502 }));
    await expect(createApiClient({ baseUrl: '', fetch }).sites()).rejects.toMatchObject({
      status: 502,
      message: 'The server answered 502.',
    });
  });

  describe('viewCount', () => {
    it('sends photos_count, updated_at and website_id and returns views and car_fields', async () => {
      const { fetch, sent } = fakeFetch(json(200, { views: 7, car_fields: { price: 1 } }));
      const view = await createApiClient({ baseUrl: '', fetch }).viewCount('a', {
        photos_count: 5,
        updated_at: '2026-01-01T00:00:00.000Z',
        website_id: 'acme',
      });
      expect(view).toEqual({ views: 7, car_fields: { price: 1 } });
      expect(sent[0]?.url).toBe(
        '/api/cars/a/view.json?photos_count=5&updated_at=2026-01-01T00%3A00%3A00.000Z&website_id=acme',
      );
    });

    it('gives nothing when the call is not ok or fails (vehicle-stock §7, §8)', async () => {
      const notOk = fakeFetch(json(404, { error: 'Unknown car "a".' }));
      expect(await createApiClient({ baseUrl: '', fetch: notOk.fetch }).viewCount('a')).toBeNull();
      const offline = fakeFetch(new TypeError('fetch failed'));
      expect(
        await createApiClient({ baseUrl: '', fetch: offline.fetch }).viewCount('a'),
      ).toBeNull();
    });
  });

  it('reads the per-car and service calls from their routes', async () => {
    const { fetch, sent } = fakeFetch((request) => {
      if (request.url.includes('finance-disclaimer')) return json(200, { disclaimer: null });
      if (request.url.includes('related')) return json(200, { ids: [3, 4] });
      if (request.url.includes('appointments')) return json(200, { location_id: 2, days: [] });
      if (request.url.includes('geocode')) return json(200, { postcode: '4000' });
      if (request.url.includes('autogauge')) return json(200, { fill: 0.5, widget: null });
      return json(200, { name: 'Brisbane City, QLD', price: 0 });
    });
    const api = createApiClient({ baseUrl: 'https://acme.example', fetch });
    expect(await api.financeDisclaimer(12, { provider: 'angle' })).toBeNull();
    expect(await api.relatedIds('a', { site: 'acme' })).toEqual([3, 4]);
    expect(await api.appointments(2, { from: '2026-03-02', days: 3 })).toMatchObject({
      location_id: 2,
    });
    expect(await api.geocode('4000')).toEqual({ postcode: '4000' });
    expect(await api.autogauge('a')).toEqual({ fill: 0.5, widget: null });
    expect(await api.deliveryQuote({ postcode: '4000', car_id: 1 })).toMatchObject({ price: 0 });
    expect(sent.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET https://acme.example/api/cars/12/finance-disclaimer?provider=angle',
      'GET https://acme.example/api/cars/a/related?site=acme',
      'GET https://acme.example/api/locations/2/appointments?from=2026-03-02&days=3',
      'GET https://acme.example/api/geocode?postcode=4000',
      'GET https://acme.example/api/cars/a/autogauge',
      'POST https://acme.example/api/delivery/quote',
    ]);
    expect(sent.at(-1)?.headers['content-type']).toBe('application/json');
    expect(sent.at(-1)?.body).toEqual({ postcode: '4000', car_id: 1 });
  });

  it('builds the print PDF URL without calling the server', () => {
    const { fetch, sent } = fakeFetch();
    const api = createApiClient({ baseUrl: 'https://acme.example', fetch });
    expect(api.printPdfUrl('2021-toyota-hilux', { site: 'acme' })).toBe(
      'https://acme.example/api/cars/2021-toyota-hilux/print.pdf?site=acme',
    );
    expect(sent).toEqual([]);
  });

  it('posts a youx quote request as JSON', async () => {
    const quote = { weeklyRepaymentAmount: 120.5, advertisedRate: 7.99, comparisonRate: 8.49 };
    const { fetch, sent } = fakeFetch(json(200, quote));
    const request = {
      selfAssessedCreditScore: 'GREAT',
      purchasePrice: 30000,
      loanTerm: 5,
      year: 2021,
      vin: '',
      nvic: '',
      whoIsHelping: '',
    } as const;
    expect(await createApiClient({ baseUrl: '', fetch }).youxQuote(request)).toEqual(quote);
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/api/youx/quote', body: request });
  });

  describe('submitLead', () => {
    it('posts the lead with a new Idempotency-Key per submission and reads {lead_id}', async () => {
      const { fetch, sent } = fakeFetch(json(201, { lead_id: 'abc' }));
      const api = createApiClient({ baseUrl: '', fetch, idempotencyKey: keys() });
      expect(await api.submitLead(lead)).toEqual({ lead_id: 'abc' });
      await api.submitLead(lead);
      expect(sent.map((request) => request.headers['idempotency-key'])).toEqual(['key-1', 'key-2']);
      expect(sent[0]).toMatchObject({ method: 'POST', url: '/api/leads', body: lead });
    });

    it("adds the visit's pages and campaign parameters to leads and trade-in valuations (vehicle-stock §3)", async () => {
      const { fetch, sent } = fakeFetch(json(201, { lead_id: 'abc' }));
      const leadAttributes = {
        visited_pages: ['/', '/cars/abc'],
        linked_query_params: { utm_source: 'google', gclid: 'g1' },
      };
      const api = createApiClient({ baseUrl: '', fetch, leadAttributes });
      await api.submitLead(lead);
      await api.tradeIn.valuation({ site: 'sunshine-used-cars', rego: 'ABC123' }).catch(() => null);
      expect(sent[0]?.body).toMatchObject({ ...lead, lead_attributes: leadAttributes });
      expect(sent[1]?.body).toMatchObject({ lead_attributes: leadAttributes });
    });

    it('makes a UUID key by default', async () => {
      const { fetch, sent } = fakeFetch(json(201, { lead_id: 'abc' }));
      await createApiClient({ baseUrl: '', fetch }).submitLead(lead);
      expect(sent[0]?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('sends the same submission again with the same key after a network failure or 503', async () => {
      const { fetch, sent } = fakeFetch(
        new TypeError('socket hang up'),
        json(201, { lead_id: 'abc' }),
      );
      const api = createApiClient({ baseUrl: '', fetch, idempotencyKey: keys() });
      expect(await api.submitLead(lead)).toEqual({ lead_id: 'abc' });
      const gateway = fakeFetch(json(503, {}), json(201, { lead_id: 'def' }));
      const again = createApiClient({ baseUrl: '', fetch: gateway.fetch, idempotencyKey: keys() });
      expect(await again.submitLead(lead, { idempotencyKey: 'mine' })).toEqual({ lead_id: 'def' });
      expect(sent.map((request) => request.headers['idempotency-key'])).toEqual(['key-1', 'key-1']);
      expect(gateway.sent.map((request) => request.headers['idempotency-key'])).toEqual([
        'mine',
        'mine',
      ]);
    });

    it('does not resend after a validation error, and carries the server error and fields', async () => {
      const body = {
        error: 'Please fix the following errors:',
        fields: { email: 'Please enter your email address.' },
      };
      const { fetch, sent } = fakeFetch(json(400, body));
      const error = (await createApiClient({ baseUrl: '', fetch })
        .submitLead(lead)
        .catch((e: unknown) => e)) as ApiClientError;
      expect(error).toMatchObject({
        status: 400,
        message: 'Please fix the following errors:',
        fields: { email: 'Please enter your email address.' },
      });
      expect(sent).toHaveLength(1);
    });

    it('falls back to "An unexpected error occured." without a server error (vehicle-stock §8)', async () => {
      const offline = fakeFetch(new TypeError('fetch failed'));
      await expect(
        createApiClient({ baseUrl: '', fetch: offline.fetch }).submitLead(lead),
      ).rejects.toMatchObject({ status: 0, message: 'An unexpected error occured.' });
      expect(offline.sent).toHaveLength(2);
      const html = fakeFetch(new Response('<html>oops</html>', { status: 500 }));
      await expect(
        createApiClient({ baseUrl: '', fetch: html.fetch }).submitLead(lead),
      ).rejects.toMatchObject({ status: 500, message: LEAD_SUBMISSION_FAILED_MESSAGE });
      const noId = fakeFetch(json(201, {}));
      await expect(
        createApiClient({ baseUrl: '', fetch: noId.fetch }).submitLead(lead),
      ).rejects.toMatchObject({ status: 201, message: 'An unexpected error occured.' });
    });
  });

  describe('auth', () => {
    it('requests and verifies a code and reads the signed-in user', async () => {
      const user = { id: 1, phone: '0412345678', email: null };
      const { fetch, sent } = fakeFetch(
        json(202, { sent: true }),
        json(200, { user }),
        json(200, { user }),
        json(200, { signed_out: true }),
      );
      const api = createApiClient({ baseUrl: '', fetch });
      expect(await api.auth.requestCode({ phone: '0412 345 678' })).toEqual({ sent: true });
      expect(await api.auth.verifyCode({ phone: '0412 345 678', code: '123456' })).toEqual(user);
      expect(await api.auth.me()).toEqual(user);
      await api.auth.signOut();
      expect(sent.map((request) => `${request.method} ${request.url}`)).toEqual([
        'POST /api/auth/request-code',
        'POST /api/auth/verify-code',
        'GET /api/auth/me',
        'POST /api/auth/sign-out',
      ]);
    });

    it('gives null for me() when not signed in, and throws on other failures', async () => {
      const anonymous = fakeFetch(json(401, { error: 'Sign in required.' }));
      expect(await createApiClient({ baseUrl: '', fetch: anonymous.fetch }).auth.me()).toBeNull();
      const broken = fakeFetch(json(500, { error: 'Something went wrong on our side.' }));
      await expect(
        createApiClient({ baseUrl: '', fetch: broken.fetch }).auth.me(),
      ).rejects.toMatchObject({ status: 500, message: 'Something went wrong on our side.' });
    });
  });

  describe('watchlist', () => {
    it('saves, removes and lists, and surfaces the watchlist message on failure (vehicle-stock §8)', async () => {
      const { fetch, sent } = fakeFetch(
        json(200, { success: true, watchlist: [{ id: 3 }] }),
        json(200, { success: true, watchlist: [] }),
        json(200, { success: true, watchlist: [], cars: [] }),
        json(409, {
          success: false,
          error: "This car has been sold, so it can't be added to your watchlist.",
          message: "This car has been sold, so it can't be added to your watchlist.",
        }),
      );
      const api = createApiClient({ baseUrl: '', fetch });
      expect((await api.watchlist.save({ car_id: 3 })).watchlist).toEqual([{ id: 3 }]);
      expect((await api.watchlist.remove({ car_id: 3 })).watchlist).toEqual([]);
      expect((await api.watchlist.list({ site: 'acme' })).cars).toEqual([]);
      await expect(api.watchlist.save({ car_id: 9 })).rejects.toMatchObject({
        status: 409,
        message: "This car has been sold, so it can't be added to your watchlist.",
      });
      expect(sent.map((request) => `${request.method} ${request.url}`)).toEqual([
        'POST /api/watchlist/save-car',
        'POST /api/watchlist/remove-car',
        'GET /api/watchlist?site=acme',
        'POST /api/watchlist/save-car',
      ]);
    });
  });

  it("reads a site's offers and one offer from /api/sites/:slug/offers, encoding both (site-wide §2)", async () => {
    const offer = { id: 7, name: 'Finance offer', path: '/offers/toyota/7' };
    const { fetch, sent } = fakeFetch(
      json(200, { site: 'acme motors', count: 1, offers: [offer] }),
      json(200, { offer }),
      json(404, { error: 'Offer not found.' }),
    );
    const api = createApiClient({ baseUrl: '', fetch });
    expect(await api.offers('acme motors')).toEqual([offer]);
    expect(await api.offer('acme motors', 7)).toEqual(offer);
    await expect(api.offer('acme', '8/x')).rejects.toMatchObject({
      status: 404,
      message: 'Offer not found.',
    });
    expect(sent.map((request) => request.url)).toEqual([
      '/api/sites/acme%20motors/offers',
      '/api/sites/acme%20motors/offers/7',
      '/api/sites/acme/offers/8%2Fx',
    ]);
  });

  it("reads a site's reviews from /api/sites/:slug/reviews (site-wide §3 Review)", async () => {
    const answer = { site: 'acme motors', count: 1, average_rating: '5.00', reviews: [{ id: 1 }] };
    const { fetch, sent } = fakeFetch(json(200, answer));
    expect(await createApiClient({ baseUrl: '', fetch }).reviews('acme motors')).toEqual(answer);
    expect(sent.map((request) => request.url)).toEqual(['/api/sites/acme%20motors/reviews']);
  });

  it('posts analytics events', async () => {
    const { fetch, sent } = fakeFetch(json(202, { accepted: true }));
    await createApiClient({ baseUrl: '', fetch }).analytics.track({ site: 'acme', event_id: 4 });
    expect(sent[0]).toMatchObject({
      method: 'POST',
      url: '/api/analytics/events',
      body: { site: 'acme', event_id: 4 },
    });
  });
});
