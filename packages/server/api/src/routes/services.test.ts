import type { Database } from '@forecourt/db';
import { testDatabaseTargets } from '@forecourt/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedFixture } from '../test-fixtures.ts';
import { startTestServer, type TestServer } from '../testing.ts';

/** Wednesday 4 March 2026 in Brisbane. */
const NOW = new Date('2026-03-04T00:05:00Z');

const NOT_SERVICEABLE =
  "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.";

const POSTCODE_FORMAT = 'Invalid postcode. Please enter a 4-digit number.';

const UNKNOWN_EVENT =
  'Unknown analytics event id. Known ids: 4, 14, 15, 17, 18, 22, 25, 26, 39, 48, 49, 51, 60, 61.';

/** Weekly repayment of a loan with no deposit or balloon, worked out here independently. */
function weekly(amount: number, ratePct: number, years: number): number {
  const r = ratePct / 100 / 52;
  const n = years * 52;
  return Math.round(((amount * r) / (1 - (1 + r) ** -n)) * 100) / 100;
}

describe.each(testDatabaseTargets())('services routes on $kind', ({ open }) => {
  let db: Database;
  let server: TestServer;
  let adelaideCarId: number;
  let noLocationCarId: number;
  beforeAll(async () => {
    db = await open();
    await seedFixture(db, NOW);
    await db.query(
      `INSERT INTO locations (id, dealership_id, name, slug, state, city, postcode, lat, long)
       VALUES (10, 1, 'Test Motors Adelaide', 'test-motors-adelaide', 'SA', 'Adelaide', '5000', -34.9285, 138.6007)`,
    );
    const [adelaide] = await db.query<{ id: number }>(
      `INSERT INTO cars (dealership_id, location_id, slug, name, stocknum, price)
       VALUES (1, 10, 'adelaide-car', '2020 Kia Cerato', 'AD1', 20000) RETURNING id`,
    );
    const [nowhere] = await db.query<{ id: number }>(
      `INSERT INTO cars (dealership_id, location_id, slug, name, stocknum, price)
       VALUES (1, NULL, 'nowhere-car', '2020 Kia Rio', 'NW1', 15000) RETURNING id`,
    );
    adelaideCarId = adelaide?.id as number;
    noLocationCarId = nowhere?.id as number;
    server = await startTestServer(db, { now: () => NOW });
  });
  afterAll(async () => {
    await server.close();
    await db.close();
  });

  const call = async (path: string, init?: RequestInit & { json?: unknown }) => {
    const response = await server.fetch(path, init);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  describe('GET /api/geocode (site-wide §5, §7, §8)', () => {
    it('geocodes a postcode from the offline postcode data', async () => {
      const { status, body } = await call('/api/geocode?postcode=4000');
      expect(status).toBe(200);
      expect(body.postcode).toBe('4000');
      expect(body.state).toBe('QLD');
      expect(body.lat).toBeCloseTo(-27.47, 1);
      expect(body.long).toBeCloseTo(153.02, 1);
      expect(body.localities).toEqual(expect.arrayContaining(['Brisbane City', 'Spring Hill']));
    });

    it('keeps the leading zero of NT postcodes and trims spaces', async () => {
      const { body } = await call('/api/geocode?postcode=%200800%20');
      expect(body).toMatchObject({ postcode: '0800', state: 'NT' });
      expect(body.localities).toContain('Darwin');
    });

    it('answers 404 "Invalid postcode" for a postcode with no place (site-wide §8)', async () => {
      expect(await call('/api/geocode?postcode=0001')).toEqual({
        status: 404,
        body: { error: 'Invalid postcode' },
      });
    });

    it('answers 400 with the 4-digit message for a bad or missing postcode (site-wide §5)', async () => {
      for (const query of [
        '?postcode=400',
        '?postcode=40000',
        '?postcode=abcd',
        '?postcode=',
        '',
      ]) {
        expect(await call(`/api/geocode${query}`)).toEqual({
          status: 400,
          body: { error: 'Invalid query parameters.', fields: { postcode: POSTCODE_FORMAT } },
        });
      }
    });

    it('answers 405 for a wrong method', async () => {
      expect((await server.fetch('/api/geocode?postcode=4000', { method: 'POST' })).status).toBe(
        405,
      );
    });
  });

  describe('POST /api/delivery/quote (vehicle-stock §5, §7; site-wide §9)', () => {
    const quote = (postcode: unknown, carId: unknown = 1) =>
      call('/api/delivery/quote', { json: { postcode, car_id: carId } });

    it('prices delivery by haversine distance bands from the car in Brisbane', async () => {
      expect(await quote('4000')).toEqual({
        status: 200,
        body: { name: 'Brisbane, QLD', price: 0, band: 'Local', distance_km: 0.3 },
      });
      expect((await quote('4350')).body).toMatchObject({
        name: 'Toowoomba, QLD',
        price: 250,
        band: 'Regional',
      });
      expect((await quote('2000')).body).toMatchObject({
        name: 'Sydney, NSW',
        price: 690,
        band: 'Interstate',
      });
      expect((await quote('3000')).body).toMatchObject({
        name: 'Melbourne, VIC',
        price: 1290,
        band: 'Long distance',
      });
      expect((await quote('4870')).body).toMatchObject({ name: 'Cairns, QLD', price: 1290 });
    });

    it('reports the great-circle distance with earth radius 6371 km (site-wide §9)', async () => {
      const { body } = await quote('2000');
      expect(body.distance_km).toBeGreaterThan(720);
      expect(body.distance_km).toBeLessThan(740);
    });

    it('adds the Tasmania, WA and NT surcharges from another state', async () => {
      expect((await quote('7000')).body).toMatchObject({ name: 'Hobart, TAS', price: 1290 + 350 });
      expect((await quote('6000', adelaideCarId)).body).toMatchObject({
        name: 'Perth, WA',
        price: 1290 + 300,
      });
      expect((await quote('0870', adelaideCarId)).body).toMatchObject({
        name: 'Alice Springs, NT',
        price: 1290 + 300,
      });
      expect((await quote('5000', adelaideCarId)).body).toMatchObject({
        name: 'Adelaide, SA',
        price: 0,
      });
    });

    it('answers 422 with the exact text for an unknown or out-of-range place (vehicle-stock §5, §8)', async () => {
      for (const [postcode, carId] of [
        ['0001', 1],
        ['abcd', 1],
        ['6000', 1],
        ['0800', 1],
        ['4000', noLocationCarId],
      ] as const) {
        expect(await quote(postcode, carId)).toEqual({
          status: 422,
          body: { error: NOT_SERVICEABLE },
        });
      }
    });

    it('answers 400 "Please enter a postcode." for an empty or missing postcode (vehicle-stock §5)', async () => {
      for (const body of [
        { postcode: '', car_id: 1 },
        { postcode: '   ', car_id: 1 },
        { car_id: 1 },
      ]) {
        expect(await call('/api/delivery/quote', { json: body })).toEqual({
          status: 400,
          body: {
            error: 'Please fix the following errors:',
            fields: { postcode: 'Please enter a postcode.' },
          },
        });
      }
    });

    it('answers 400 for a missing or bad car id, 404 for an unknown car', async () => {
      for (const carId of [undefined, 'one', 0, 1.5]) {
        expect(
          await call('/api/delivery/quote', { json: { postcode: '4000', car_id: carId } }),
        ).toEqual({
          status: 400,
          body: {
            error: 'Please fix the following errors:',
            fields: { car_id: 'Please choose a vehicle.' },
          },
        });
      }
      expect(await quote('4000', 99999)).toEqual({
        status: 404,
        body: { error: 'Unknown car "99999".' },
      });
    });

    it('answers 400 for malformed JSON and 405 for a wrong method', async () => {
      const malformed = await server.fetch('/api/delivery/quote', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"postcode":',
      });
      expect(malformed.status).toBe(400);
      expect(await malformed.json()).toEqual({ error: 'Malformed JSON body.' });
      expect((await server.fetch('/api/delivery/quote')).status).toBe(405);
    });
  });

  describe('POST /api/youx/quote (site-wide §7)', () => {
    const request = {
      selfAssessedCreditScore: 'GREAT',
      purchasePrice: 45990,
      loanTerm: 5,
      year: 2021,
      vin: 'MR0FZ22G501000001',
      nvic: '',
      whoIsHelping: '',
    };

    it('quotes a 5-year-old car at 7.99% and stores the quote on the car with that VIN', async () => {
      const expected = {
        weeklyRepaymentAmount: weekly(45990, 7.99, 5),
        advertisedRate: 7.99,
        comparisonRate: 8.49,
      };
      expect(await call('/api/youx/quote', { json: request })).toEqual({
        status: 200,
        body: expected,
      });
      const [car] = await db.query<{ youx_quote: Record<string, unknown> }>(
        'SELECT youx_quote FROM cars WHERE id = 1',
      );
      expect(car?.youx_quote).toEqual({
        ...expected,
        purchasePrice: 45990,
        loanTerm: 5,
        quoted_at: NOW.toISOString(),
      });
      const [other] = await db.query<{ youx_quote: unknown }>(
        'SELECT youx_quote FROM cars WHERE id = 4',
      );
      expect(other?.youx_quote).toBeNull();
    });

    it('quotes a car it holds on the price its page shows: the offer price, not the list price (vehicle-stock §4, §9)', async () => {
      await db.query('UPDATE cars SET offer_price = 42990 WHERE id = 1');
      try {
        // The request names the list price behind the offer; the page's headline is the offer.
        const expected = {
          weeklyRepaymentAmount: weekly(42990, 7.99, 5),
          advertisedRate: 7.99,
          comparisonRate: 8.49,
        };
        expect(await call('/api/youx/quote', { json: request })).toEqual({
          status: 200,
          body: expected,
        });
        const [car] = await db.query<{ youx_quote: Record<string, unknown> }>(
          'SELECT youx_quote FROM cars WHERE id = 1',
        );
        expect(car?.youx_quote).toMatchObject({ ...expected, purchasePrice: 42990 });
      } finally {
        await db.query('UPDATE cars SET offer_price = NULL, youx_quote = NULL WHERE id = 1');
      }
    });

    it('prices by vehicle age: new cars lowest, cars over 12 years highest', async () => {
      const fresh = await call('/api/youx/quote', { json: { ...request, year: 2025, vin: '' } });
      expect(fresh.body).toEqual({
        weeklyRepaymentAmount: weekly(45990, 6.99, 5),
        advertisedRate: 6.99,
        comparisonRate: 7.49,
      });
      const old = await call('/api/youx/quote', { json: { ...request, year: 2010, vin: 'NOPE' } });
      expect(old.body).toMatchObject({ advertisedRate: 13.99, comparisonRate: 14.49 });
    });

    it('answers 400 when the purchase price is $200 or less (site-wide §4), or the request is not the fixed shape', async () => {
      for (const purchasePrice of [200, 150, 0, -100]) {
        expect(await call('/api/youx/quote', { json: { ...request, purchasePrice } })).toEqual({
          status: 400,
          body: {
            error: 'Please fix the following errors:',
            fields: {
              purchasePrice: 'The purchase price must be more than $200 for a finance quote.',
            },
          },
        });
      }
      expect(
        (await call('/api/youx/quote', { json: { ...request, purchasePrice: 200.01 } })).status,
      ).toBe(200);
      expect(
        (await call('/api/youx/quote', { json: { ...request, purchasePrice: 'lots' } })).body,
      ).toEqual({
        error: 'Please fix the following errors:',
        fields: { purchasePrice: 'The purchase price must be a number.' },
      });
      for (const bad of [
        { loanTerm: 7 },
        { selfAssessedCreditScore: 'POOR' },
        { year: undefined },
      ]) {
        const { status, body } = await call('/api/youx/quote', { json: { ...request, ...bad } });
        expect(status).toBe(400);
        expect(Object.keys(body.fields as object)).toEqual(Object.keys(bad));
      }
    });

    it('answers 405 for a wrong method', async () => {
      expect((await server.fetch('/api/youx/quote')).status).toBe(405);
    });

    describe('refuses to auto-quote a car that is not in stock for it (site-wide §4 Stock eligibility)', () => {
      const quoteOf = async (id: number) =>
        (
          await db.query<{ youx_quote: unknown }>('SELECT youx_quote FROM cars WHERE id = $1', [id])
        )[0]?.youx_quote;
      const refused = (vin: string) => ({
        status: 409,
        body: { error: 'This vehicle cannot get an automatic finance quote.', fields: { vin } },
      });

      it('a sold car: 409, nothing stored', async () => {
        expect(
          await call('/api/youx/quote', { json: { ...request, vin: 'JM0KF4WLA00000002' } }),
        ).toEqual(refused('This vehicle has been sold, so it cannot be quoted.'));
        expect(await quoteOf(2)).toBeNull();
      });

      it('a coming-soon car: 409, nothing stored', async () => {
        expect(
          await call('/api/youx/quote', { json: { ...request, vin: 'jtnk4rbe003000003' } }),
        ).toEqual(refused('This vehicle is not in stock yet, so it cannot be quoted.'));
        expect(await quoteOf(3)).toBeNull();
      });

      it('a reserved car: 409, nothing stored; quoted again once it is free', async () => {
        await db.query('UPDATE cars SET reserved = true WHERE id = 4');
        try {
          expect(
            await call('/api/youx/quote', { json: { ...request, vin: 'MNAUMFF50NW000004' } }),
          ).toEqual(refused('This vehicle is reserved, so it cannot be quoted.'));
          expect(await quoteOf(4)).toBeNull();
        } finally {
          await db.query('UPDATE cars SET reserved = false WHERE id = 4');
        }
        const free = await call('/api/youx/quote', {
          json: { ...request, vin: 'MNAUMFF50NW000004' },
        });
        expect(free.status).toBe(200);
        expect(await quoteOf(4)).toMatchObject({ advertisedRate: 7.99 });
      });

      it('a car priced at $200 or less, whatever price the request states: 409', async () => {
        const [cheap] = await db.query<{ id: number }>(
          `INSERT INTO cars (dealership_id, location_id, slug, name, stocknum, price, vin)
           VALUES (1, 1, 'cheap-trailer', '2015 Box Trailer', 'CT1', 150, 'CHEAPTRAILER00001') RETURNING id`,
        );
        expect(
          await call('/api/youx/quote', { json: { ...request, vin: 'CHEAPTRAILER00001' } }),
        ).toEqual(refused('This vehicle is priced at $200 or less, so it cannot be quoted.'));
        expect(await quoteOf(cheap?.id as number)).toBeNull();
      });

      it('stores the quote only on the cars with the VIN that qualify (one VIN at two dealerships)', async () => {
        const ids = await db.query<{ id: number }>(
          `INSERT INTO cars (dealership_id, location_id, slug, name, stocknum, price, vin, status)
           VALUES (1, 1, 'shared-vin-for-sale', '2021 Mazda 3', 'SV1', 30000, 'SHAREDVIN00000001', 'in_stock'),
                  (2, 2, 'shared-vin-sold', '2021 Mazda 3', 'SV2', 30000, 'SHAREDVIN00000001', 'sold')
           RETURNING id`,
        );
        const quoted = await call('/api/youx/quote', {
          json: { ...request, vin: 'SHAREDVIN00000001' },
        });
        expect(quoted.status).toBe(200);
        expect(await quoteOf(ids[0]?.id as number)).toMatchObject({ purchasePrice: 30000 });
        expect(await quoteOf(ids[1]?.id as number)).toBeNull();
      });
    });
  });

  describe('POST /api/miscellaneous (vehicle-stock §7)', () => {
    it('stores a valuation response as a miscellaneous analytics row', async () => {
      const body = {
        site: 'test-motors',
        column_name: 'valuation',
        car_id: 1,
        offer_price: 12000,
        valuation_id: 'v-123',
      };
      expect(await call('/api/miscellaneous', { json: body })).toEqual({
        status: 200,
        body: { success: true },
      });
      const rows = await db.query(
        `SELECT site_id, event_id, name, car_id, payload, created_at FROM analytics_events
          WHERE name = 'miscellaneous'`,
      );
      expect(rows).toEqual([
        {
          site_id: 1,
          event_id: 0,
          name: 'miscellaneous',
          car_id: 1,
          payload: {
            column_name: 'valuation',
            car_id: 1,
            offer_price: 12000,
            valuation_id: 'v-123',
          },
          created_at: NOW,
        },
      ]);
    });

    it('answers 404 for an unknown site and 400 for a missing site or column name', async () => {
      expect(
        await call('/api/miscellaneous', { json: { site: 'nowhere', column_name: 'valuation' } }),
      ).toEqual({
        status: 404,
        body: { error: 'Unknown site "nowhere".' },
      });
      expect(await call('/api/miscellaneous', { json: { column_name: 'valuation' } })).toEqual({
        status: 400,
        body: {
          error: 'Please fix the following errors:',
          fields: { site: 'The site is missing.' },
        },
      });
      expect(
        await call('/api/miscellaneous', { json: { site: 'test-motors', column_name: '' } }),
      ).toEqual({
        status: 400,
        body: {
          error: 'Please fix the following errors:',
          fields: { column_name: 'The column name is missing.' },
        },
      });
    });

    it('answers 405 for a wrong method', async () => {
      expect((await server.fetch('/api/miscellaneous')).status).toBe(405);
    });
  });

  describe('POST /api/analytics/events (vehicle-stock §7, site-wide §7)', () => {
    it('accepts every known event id with 202 and stores it', async () => {
      for (const eventId of [4, 14, 15, 17, 18, 22, 25, 26, 39, 48, 49, 51, 60, 61]) {
        expect(
          await call('/api/analytics/events', { json: { site: 'other-cars', event_id: eventId } }),
        ).toEqual({ status: 202, body: { accepted: true } });
      }
      const [count] = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM analytics_events WHERE site_id = 2',
      );
      expect(count?.n).toBe(14);
    });

    it('stores the name, car id and payload', async () => {
      const response = await call('/api/analytics/events', {
        json: {
          site: 'test-motors',
          event_id: 61,
          name: 'print_pdf',
          car_id: 1,
          payload: { slug: '2021-toyota-hilux-sr5-1' },
        },
      });
      expect(response.status).toBe(202);
      const rows = await db.query(
        'SELECT site_id, event_id, name, car_id, payload FROM analytics_events WHERE event_id = 61 AND site_id = 1',
      );
      expect(rows).toEqual([
        {
          site_id: 1,
          event_id: 61,
          name: 'print_pdf',
          car_id: 1,
          payload: { slug: '2021-toyota-hilux-sr5-1' },
        },
      ]);
    });

    it('answers 400 for an unknown event id, 404 for an unknown site', async () => {
      for (const eventId of [5, 0, '4', null]) {
        expect(
          await call('/api/analytics/events', { json: { site: 'test-motors', event_id: eventId } }),
        ).toEqual({
          status: 400,
          body: { error: 'Please fix the following errors:', fields: { event_id: UNKNOWN_EVENT } },
        });
      }
      expect(
        await call('/api/analytics/events', { json: { site: 'nowhere', event_id: 4 } }),
      ).toEqual({
        status: 404,
        body: { error: 'Unknown site "nowhere".' },
      });
    });

    it('answers 400 for a bad car id or payload, or a missing site', async () => {
      expect(
        (
          await call('/api/analytics/events', {
            json: { site: 'test-motors', event_id: 4, car_id: -1 },
          })
        ).body,
      ).toEqual({
        error: 'Please fix the following errors:',
        fields: { car_id: 'Please choose a vehicle.' },
      });
      const payload = await call('/api/analytics/events', {
        json: { site: 'test-motors', event_id: 4, payload: [1, 2] },
      });
      expect(payload.status).toBe(400);
      expect(Object.keys(payload.body.fields as object)).toEqual(['payload']);
      expect((await call('/api/analytics/events', { json: { event_id: 4 } })).body).toEqual({
        error: 'Please fix the following errors:',
        fields: { site: 'The site is missing.' },
      });
    });

    it('stores the view-content event by name, with no event id (vehicle-stock §7)', async () => {
      const payload = { content_ids: ['T100'], value: 25990, currency: 'AUD' };
      const response = await call('/api/analytics/events', {
        json: { site: 'test-motors', name: 'view_content', car_id: 1, payload },
      });
      expect(response).toEqual({ status: 202, body: { accepted: true } });
      const rows = await db.query(
        "SELECT event_id, name, car_id, payload FROM analytics_events WHERE name = 'view_content'",
      );
      expect(rows).toEqual([{ event_id: 0, name: 'view_content', car_id: 1, payload }]);
    });

    it('answers 400 when neither an event id nor the view-content name is given', async () => {
      for (const name of [undefined, 'page_view']) {
        expect(
          await call('/api/analytics/events', { json: { site: 'test-motors', name } }),
        ).toEqual({
          status: 400,
          body: {
            error: 'Please fix the following errors:',
            fields: {
              event_id:
                'Give an event_id (4, 14, 15, 17, 18, 22, 25, 26, 39, 48, 49, 51, 60, 61) or the name "view_content".',
            },
          },
        });
      }
    });

    it('answers 405 for a wrong method', async () => {
      expect((await server.fetch('/api/analytics/events')).status).toBe(405);
    });
  });
});
