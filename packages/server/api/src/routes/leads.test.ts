import type { Database } from '@forecourt/db';
import { testDatabaseTargets } from '@forecourt/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_SLOT_MESSAGES } from '../appointments.ts';
import { seedFixture } from '../test-fixtures.ts';
import { startTestServer, TEST_ADMIN_KEY, type TestServer } from '../testing.ts';

const enquiry = {
  site: 'test-motors',
  category: 'General Enquiry',
  name: 'Jane',
  last_name: 'Citizen',
  email: 'jane@example.com',
  phone: '0412 345 678',
  postcode: '4000',
  message: 'Do you have any utes under $40k?',
  opt_in: true,
};

describe.each(testDatabaseTargets())('POST /api/leads on $kind', ({ open }) => {
  let db: Database;
  let server: TestServer;
  beforeAll(async () => {
    db = await open();
    await seedFixture(db);
    server = await startTestServer(db);
  });
  afterAll(async () => {
    await server.close();
    await db.close();
  });

  const post = (body: unknown, headers: Record<string, string> = {}) =>
    server.fetch('/api/leads', { json: body, headers });
  const leadRows = (id: string) =>
    db.query<{ kind: string; category: string; site_id: number; payload: Record<string, unknown> }>(
      'SELECT kind, category, site_id, payload FROM leads WHERE id = $1',
      [id],
    );

  it('stores a general enquiry with a delivery outbox row and answers {lead_id}', async () => {
    const response = await post(enquiry);
    expect(response.status).toBe(201);
    const { lead_id } = (await response.json()) as { lead_id: string };
    const [lead] = await leadRows(lead_id);
    expect(lead).toMatchObject({
      kind: 'general_enquiry',
      category: 'General Enquiry',
      site_id: 1,
    });
    expect(lead?.payload).toMatchObject({ opt_in: true, source: 'Website', phone: '0412345678' });
    const outbox = await db.query('SELECT target, status FROM lead_outbox WHERE lead_id = $1', [
      lead_id,
    ]);
    expect(outbox).toEqual([{ target: 'folder', status: 'pending' }]);
  });

  it('stores opt_in false when it is left out: marketing consent is never assumed', async () => {
    const { opt_in: _dropped, ...withoutOptIn } = enquiry;
    const response = await post(withoutOptIn);
    const { lead_id } = (await response.json()) as { lead_id: string };
    expect((await leadRows(lead_id))[0]?.payload.opt_in).toBe(false);
  });

  it('stores a car enquiry against the car and its dealership (vehicle-stock §7)', async () => {
    const response = await post({ ...enquiry, category: 'Car Enquiry', car_id: 1 });
    expect(response.status).toBe(201);
    const { lead_id } = (await response.json()) as { lead_id: string };
    const [row] = await db.query('SELECT car_id, dealership_id, kind FROM leads WHERE id = $1', [
      lead_id,
    ]);
    expect(row).toEqual({ car_id: 1, dealership_id: 1, kind: 'car_enquiry' });
  });

  it("refuses a car from another site's stock", async () => {
    const response = await post({ ...enquiry, category: 'Car Enquiry', car_id: 4 });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'Please fix the following errors:',
      fields: { car_id: 'This vehicle is not available on this site.' },
    });
  });

  it('answers 400 with field messages in the spec wording for missing and bad fields (site-wide §5, §8)', async () => {
    const response = await post({
      site: 'test-motors',
      category: 'General Enquiry',
      postcode: '400',
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; fields: Record<string, string> };
    expect(body.error).toBe('Please fix the following errors:');
    expect(body.fields.postcode).toBe('Invalid postcode. Please enter a 4-digit number.');
    expect(Object.keys(body.fields)).toEqual(expect.arrayContaining(['name', 'email', 'phone']));
  });

  it('requires comments on an enquiry unless the site relaxes it (site-wide §5)', async () => {
    const { message: _m, ...noMessage } = enquiry;
    const response = await post(noMessage);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fields: Record<string, string> }).fields).toHaveProperty(
      'message',
    );
  });

  it('answers 400 for wrong types, an unknown site, malformed JSON and a non-object', async () => {
    const wrongType = await post({ ...enquiry, opt_in: 'yes please' });
    expect(wrongType.status).toBe(400);
    expect(((await wrongType.json()) as { fields: object }).fields).toHaveProperty('opt_in');

    const unknownSite = await post({ ...enquiry, site: 'nowhere' });
    expect(unknownSite.status).toBe(400);
    expect(await unknownSite.json()).toEqual({
      error: 'Please fix the following errors:',
      fields: { site: 'Unknown site.' },
    });

    const malformed = await server.fetch('/api/leads', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"site": "test-motors",',
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ error: 'Malformed JSON body.' });

    const list = await post([enquiry]);
    expect(list.status).toBe(400);
  });

  it('answers 413 for a body over the limit', async () => {
    const response = await post({ ...enquiry, message: 'x'.repeat(2 * 1024 * 1024) });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: expect.stringContaining('larger than') });
  });

  it('gives the same answer and makes one lead for a repeated Idempotency-Key', async () => {
    const headers = { 'idempotency-key': `same-${db.kind}` };
    const first = (await (await post(enquiry, headers)).json()) as { lead_id: string };
    const again = await post(enquiry, headers);
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual(first);
    const [row] = await db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM idempotency_keys WHERE key = $1`,
      [headers['idempotency-key']],
    );
    expect(row?.count).toBe(1);
    expect(await leadRows(first.lead_id)).toHaveLength(1);
  });

  it('makes one lead when the same key arrives several times at once', async () => {
    const headers = { 'idempotency-key': `race-${db.kind}` };
    const before = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM leads');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post(enquiry, headers).then((r) => r.json())),
    );
    expect(new Set(answers.map((a) => (a as { lead_id: string }).lead_id)).size).toBe(1);
    const after = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM leads');
    expect((after[0]?.count ?? 0) - (before[0]?.count ?? 0)).toBe(1);
  });

  it('refuses a reused Idempotency-Key with a different body (422)', async () => {
    const headers = { 'idempotency-key': `reuse-${db.kind}` };
    expect((await post(enquiry, headers)).status).toBe(201);
    const response = await post({ ...enquiry, message: 'Something else' }, headers);
    expect(response.status).toBe(422);
  });

  it('accepts careers, phone reveal and rego lookup leads through the same call (site-wide §5, vehicle-stock §7)', async () => {
    const careers = await post({ ...enquiry, subcategory: 'Career Enquiry' });
    const careersId = ((await careers.json()) as { lead_id: string }).lead_id;
    expect((await leadRows(careersId))[0]?.kind).toBe('careers');

    const reveal = await post({
      site: 'test-motors',
      category: 'Phone Reveal',
      car_id: 1,
      dealership_id: 1,
      website_id: 1,
    });
    expect(reveal.status).toBe(201);

    // A site build may know only its slug: the server fills in the website id (vehicle-stock §7).
    const bySlug = await post({
      site: 'test-motors',
      category: 'Phone Reveal',
      car_id: 1,
      dealership_id: 1,
    });
    expect(bySlug.status).toBe(201);
    const [row] = await leadRows(((await bySlug.json()) as { lead_id: string }).lead_id);
    expect(row?.kind).toBe('phone_reveal');
    expect(row?.payload.website_id).toBe(row?.site_id);

    const rego = await post({
      site: 'test-motors',
      category: 'Rego Lookup',
      rego: 'ABC123',
      regoState: 'QLD',
    });
    expect(rego.status).toBe(201);
  });
});

describe.each(testDatabaseTargets())(
  'POST /api/leads on a terms-of-use site on $kind',
  ({ open }) => {
    let db: Database;
    let server: TestServer;
    beforeAll(async () => {
      db = await open();
      await seedFixture(db);
      server = await startTestServer(db);
    });
    afterAll(async () => {
      await server.close();
      await db.close();
    });

    it('takes an enquiry from a site that requires its terms of use: the tick box is checked by the form and never sent (site-wide §5)', async () => {
      const [{ config }] = (await db.query('SELECT config FROM sites WHERE id = 1')) as [
        { config: Record<string, unknown> },
      ];
      const setConfig = (next: object) =>
        db
          .query('UPDATE sites SET config = $1::jsonb WHERE id = 1', [JSON.stringify(next)])
          .then(() => server.api.sites.invalidate());
      const features = (config.features ?? {}) as Record<string, unknown>;
      await setConfig({ ...config, features: { ...features, terms_required: true } });
      try {
        const response = await server.fetch('/api/leads', { json: enquiry });
        expect(response.status, await response.clone().text()).toBe(201);
      } finally {
        await setConfig(config);
      }
    });
  },
);

describe.each(testDatabaseTargets())('admin lead views on $kind', ({ open }) => {
  let db: Database;
  let server: TestServer;
  const admin = { authorization: `Bearer ${TEST_ADMIN_KEY}` };
  beforeAll(async () => {
    db = await open();
    await seedFixture(db);
    server = await startTestServer(db);
    await server.fetch('/api/leads', {
      json: {
        ...enquiry,
        name: 'Comma, "Quoted"',
        lead_attributes: {
          visited_pages: ['/', '/finance'],
          linked_query_params: { utm_source: 'google' },
        },
      },
    });
  });
  afterAll(async () => {
    await server.close();
    await db.close();
  });

  it('needs the admin key: 401 without, 403 with a wrong one', async () => {
    expect((await server.fetch('/api/admin/leads')).status).toBe(401);
    const wrong = await server.fetch('/api/admin/leads', {
      headers: { authorization: 'Bearer nope' },
    });
    expect(wrong.status).toBe(403);
  });

  it('lists leads as JSON with their delivery status', async () => {
    const body = (await (await server.fetch('/api/admin/leads', { headers: admin })).json()) as {
      count: number;
      leads: { site: string; delivery_status: string; name: string }[];
    };
    expect(body.count).toBe(1);
    expect(body.leads[0]).toMatchObject({ site: 'test-motors', delivery_status: 'pending' });
    // vehicle-stock §3: the visit before the lead, as the admin's own fields.
    expect(body.leads[0]).toMatchObject({
      visited_pages: ['/', '/finance'],
      linked_query_params: { utm_source: 'google' },
    });
  });

  it('exports leads as CSV with quoted fields', async () => {
    const response = await server.fetch('/api/admin/leads?format=csv', { headers: admin });
    expect(response.headers.get('content-type')).toContain('text/csv');
    const [header, row] = (await response.text()).split('\r\n');
    expect(header).toBe(
      'id,created_at,site,kind,category,subcategory,name,last_name,email,phone,car_id,dealership,delivery_status,visited_pages,linked_query_params',
    );
    expect(row).toContain('"Comma, ""Quoted"""');
    expect(row?.endsWith(',/ /finance,utm_source=google')).toBe(true);
  });

  it('rejects a bad query with field messages', async () => {
    const response = await server.fetch('/api/admin/leads?format=xml', { headers: admin });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fields: object }).fields).toHaveProperty('format');
  });

  it('shows delivery attempts per lead and overall', async () => {
    const { leads } = (await (
      await server.fetch('/api/admin/leads', { headers: admin })
    ).json()) as {
      leads: { id: string }[];
    };
    const delivery = await server.fetch(`/api/admin/leads/${leads[0]?.id}/delivery`, {
      headers: admin,
    });
    expect(await delivery.json()).toMatchObject({
      deliveries: [{ target: 'folder', status: 'pending' }],
    });
    const overall = await server.fetch('/api/admin/deliveries', { headers: admin });
    expect(await overall.json()).toMatchObject({ counts: { pending: 1 } });
    const unknown = await server.fetch('/api/admin/leads/nope/delivery', { headers: admin });
    expect(unknown.status).toBe(404);
  });
});

describe.each(testDatabaseTargets())('lead content type on $kind', ({ open }) => {
  it('answers 415 for a body that is not sent as JSON (no cross-site form posts)', async () => {
    const db = await open();
    await seedFixture(db);
    const server = await startTestServer(db);
    try {
      const response = await server.fetch('/api/leads', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'site=test-motors&category=General+Enquiry',
      });
      expect(response.status).toBe(415);
      expect(await response.json()).toEqual({
        error: 'Send the body as JSON with Content-Type: application/json.',
      });
    } finally {
      await server.close();
      await db.close();
    }
  });
});

// vehicle-stock §5 (optional date and time booking) and §7 (appointments): a booked test drive
// must be one of the free slots `GET /api/locations/{id}/appointments` offers, in the location's
// time zone. Now is Wednesday 2026-03-04 10:05 in Brisbane (11:05 in Sydney, on daylight time).
describe.each(testDatabaseTargets())('POST /api/leads test drive slots on $kind', ({ open }) => {
  const NOW = new Date('2026-03-04T00:05:00Z');
  let db: Database;
  let server: TestServer;
  beforeAll(async () => {
    db = await open();
    await seedFixture(db, NOW);
    server = await startTestServer(db, { now: () => NOW });
  });
  afterAll(async () => {
    await server.close();
    await db.close();
  });

  const testDrive = (booking: Record<string, unknown>, site = 'test-motors', carId = 1) =>
    server.fetch('/api/leads', {
      json: { ...enquiry, site, category: 'Test Drive', car_id: carId, ...booking },
    });
  const fieldErrors = async (response: Response) => {
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; fields: Record<string, string> };
    expect(body.error).toBe('Please fix the following errors:');
    return body.fields;
  };

  it('accepts a free slot, and a test drive without a date and time', async () => {
    expect((await testDrive({ booking_date: '2026-03-04', booking_time: '11:00' })).status).toBe(
      201,
    );
    expect((await testDrive({ booking_date: '2026-03-07', booking_time: '11:30' })).status).toBe(
      201,
    );
    expect((await testDrive({})).status).toBe(201);
    expect((await testDrive({ booking_date: '', booking_time: '' })).status).toBe(201);
  });

  it('refuses a time already past today, and a past day', async () => {
    expect(
      await fieldErrors(await testDrive({ booking_date: '2026-03-04', booking_time: '10:00' })),
    ).toEqual({ booking_time: BOOKING_SLOT_MESSAGES.pastTime });
    expect(
      await fieldErrors(await testDrive({ booking_date: '2026-03-03', booking_time: '11:00' })),
    ).toEqual({ booking_date: BOOKING_SLOT_MESSAGES.pastDate });
  });

  it('refuses a closed day and a time outside the hours or off the 30-minute slots', async () => {
    // Sunday is closed; Saturday is 8:00 to 12:00; weekdays 8:30 to 17:30 (last slot 17:00).
    expect(
      await fieldErrors(await testDrive({ booking_date: '2026-03-08', booking_time: '10:00' })),
    ).toEqual({ booking_date: BOOKING_SLOT_MESSAGES.closedDay });
    for (const [date, time] of [
      ['2026-03-07', '12:00'],
      ['2026-03-05', '17:30'],
      ['2026-03-05', '08:00'],
      ['2026-03-05', '09:15'],
    ] as const) {
      expect(
        await fieldErrors(await testDrive({ booking_date: date, booking_time: time })),
      ).toEqual({ booking_time: BOOKING_SLOT_MESSAGES.notFree });
    }
  });

  it('refuses a date that is no calendar day', async () => {
    expect(
      await fieldErrors(await testDrive({ booking_date: '2026-02-30', booking_time: '10:00' })),
    ).toEqual({ booking_date: BOOKING_SLOT_MESSAGES.unknownDate });
  });

  it("follows the location's special hours", async () => {
    await db.query('UPDATE locations SET special_hours = $1 WHERE id = 1', [
      JSON.stringify([
        { date: '2026-03-05', status: 'Closed' },
        { date: '2026-03-06', status: 'Open', start_hour: '10:00', end_hour: '12:00' },
      ]),
    ]);
    try {
      expect(
        await fieldErrors(await testDrive({ booking_date: '2026-03-05', booking_time: '10:00' })),
      ).toEqual({ booking_date: BOOKING_SLOT_MESSAGES.closedDay });
      expect(
        await fieldErrors(await testDrive({ booking_date: '2026-03-06', booking_time: '09:00' })),
      ).toEqual({ booking_time: BOOKING_SLOT_MESSAGES.notFree });
      expect((await testDrive({ booking_date: '2026-03-06', booking_time: '11:30' })).status).toBe(
        201,
      );
    } finally {
      await db.query("UPDATE locations SET special_hours = '[]' WHERE id = 1");
    }
  });

  it("checks in the location's time zone: 11:00 has passed in Sydney", async () => {
    expect(
      await fieldErrors(
        await testDrive({ booking_date: '2026-03-04', booking_time: '11:00' }, 'other-cars', 4),
      ),
    ).toEqual({ booking_time: BOOKING_SLOT_MESSAGES.pastTime });
    expect(
      (await testDrive({ booking_date: '2026-03-04', booking_time: '11:30' }, 'other-cars', 4))
        .status,
    ).toBe(201);
  });

  it('refuses a date and time for a car without a location, and stores no lead', async () => {
    await db.query('UPDATE cars SET location_id = NULL WHERE id = 1');
    try {
      const before = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM leads');
      expect(
        await fieldErrors(await testDrive({ booking_date: '2026-03-05', booking_time: '10:00' })),
      ).toEqual({ booking_date: BOOKING_SLOT_MESSAGES.noBooking });
      expect(await db.query('SELECT count(*)::int AS n FROM leads')).toEqual(before);
    } finally {
      await db.query('UPDATE cars SET location_id = 1 WHERE id = 1');
    }
  });
});
