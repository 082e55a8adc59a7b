import { createApiClient } from '@forecourt/api-client';
import { FIELD_MESSAGES } from '@forecourt/lead-payloads';
import { describe, expect, it } from 'vitest';
import { submitCarEnquiry, vdpSite } from './car-enquiry.ts';
import { apiCar } from './test/api-car.ts';

const site = {
  slug: 'sunshine-used-cars',
  offers_subscription: false,
  texts: { no_price: 'Enquire for price' },
};

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
}

const valid = form({
  name: 'Sam',
  last_name: 'Lee',
  email: 'sam@example.com',
  phone: '0412 345 678',
  postcode: '4000',
  message: 'Is it still available?',
  opt_in: 'on',
});

/** An API client whose /api/leads answers with `status` and `body`, recording what was sent. */
function fakeApi(status: number, body: unknown) {
  const sent: unknown[] = [];
  const api = createApiClient({
    baseUrl: 'http://site.test',
    idempotencyKey: () => 'key-1',
    fetch: async (_input, init) => {
      sent.push(JSON.parse(String(init?.body)));
      return new Response(body === undefined ? '' : JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    },
  });
  return { api, sent };
}

describe('submitCarEnquiry', () => {
  it('submits a Car Enquiry lead with site, car_id and the contact fields (vehicle-stock §7)', async () => {
    const { api, sent } = fakeApi(201, { lead_id: 'lead-9' });
    const car = apiCar({ id: 42 });
    const outcome = await submitCarEnquiry(valid, {
      api,
      car,
      site,
      url: `http://site.test${car.path}`,
      userAgent: 'test-agent',
    });
    expect(outcome).toEqual({ ok: true, leadId: 'lead-9' });
    expect(sent[0]).toMatchObject({
      site: 'sunshine-used-cars',
      category: 'Car Enquiry',
      car_id: 42,
      name: 'Sam',
      email: 'sam@example.com',
      user_agent: 'test-agent',
    });
  });

  it("shows the server's error and field messages when the lead is refused (vehicle-stock §8)", async () => {
    const { api } = fakeApi(400, {
      error: 'Please fix the following errors:',
      fields: { phone: FIELD_MESSAGES.phoneInvalid },
    });
    const outcome = await submitCarEnquiry(valid, { api, car: apiCar(), site, url: 'http://x' });
    expect(outcome).toMatchObject({
      ok: false,
      status: 400,
      failure: {
        formError: 'Please fix the following errors:',
        fieldErrors: { phone: FIELD_MESSAGES.phoneInvalid },
        values: { name: 'Sam', opt_in: true },
      },
    });
  });

  it('falls back to "An unexpected error occured." when the server gives no error (vehicle-stock §8)', async () => {
    const { api } = fakeApi(200, {});
    const outcome = await submitCarEnquiry(valid, { api, car: apiCar(), site, url: 'http://x' });
    expect(outcome).toMatchObject({
      ok: false,
      failure: { formError: 'An unexpected error occured.' },
    });
  });

  it('returns field errors without calling the API for an invalid form (site-wide §5)', async () => {
    const { api, sent } = fakeApi(201, { lead_id: 'x' });
    const outcome = await submitCarEnquiry(form({ email: 'x' }), {
      api,
      car: apiCar(),
      site,
      url: 'http://x',
    });
    expect(sent).toHaveLength(0);
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.status).toBe(400);
    expect(outcome.failure.fieldErrors.name).toBe(FIELD_MESSAGES.nameRequired);
    expect(outcome.failure.formError).toBe('Please fix the following errors:');
  });
});

describe('vdpSite', () => {
  it('turns the plugin switches into the plugin names the car form reads', () => {
    const base = {
      slug: 's',
      offers_subscription: false,
      texts: { no_price: 'Call' },
      features: { find_me_something_similar: true, message_optional: false, terms_required: false },
      dealerships: [],
    };
    expect(vdpSite({ ...base, plugins: { autogauge: true } }).plugins).toEqual(['Autogauge']);
    expect(vdpSite({ ...base, plugins: { autogauge: false } }).plugins).toEqual([]);
  });
});
