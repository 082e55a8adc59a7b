import type { Database } from '@forecourt/db';
import { testDatabaseTargets } from '@forecourt/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @forecourt/api exports no test helpers yet, so these two are read from its sources (the one
// relative import across packages here; it becomes `@forecourt/api/testing` once that exists).
import { seedFixture } from '../../../server/api/src/test-fixtures.ts';
import { startTestServer, type TestServer } from '../../../server/api/src/testing.ts';
import { createApiClient } from './api-client.ts';
import { ApiClientError } from './api-client-error.ts';

describe.each(testDatabaseTargets())(
  'the api client against the platform API on $kind',
  ({ open }) => {
    let db: Database;
    let server: TestServer;
    beforeAll(async () => {
      db = await open();
      await seedFixture(db);
      server = await startTestServer(db);
    });
    afterAll(async () => {
      await server?.close();
      await db?.close();
    });

    const lead = {
      site: 'test-motors',
      category: 'General Enquiry',
      name: 'Jane',
      last_name: 'Citizen',
      email: 'jane@example.com',
      phone: '0412 345 678',
      postcode: '4000',
      message: 'Do you have any utes under $40k?',
    } as const;

    it('posts a lead and stores it once, however often the same submission is sent', async () => {
      const api = createApiClient({ baseUrl: server.url, idempotencyKey: () => 'same-submission' });
      const first = await api.submitLead(lead);
      const again = await api.submitLead(lead);
      expect(first.lead_id).toMatch(/^[0-9a-f-]{36}$/);
      expect(again).toEqual(first);
      const rows = await db.query<{ kind: string }>('SELECT kind FROM leads WHERE id = $1', [
        first.lead_id,
      ]);
      expect(rows).toEqual([{ kind: 'general_enquiry' }]);
    });

    it('values a trade-in, accepts its offer and looks a plate up (trade-in routes)', async () => {
      const api = createApiClient({ baseUrl: server.url });
      const answer = await api.tradeIn.valuation({
        ...lead,
        category: undefined,
        message: undefined,
        rego: 'ABC123',
        regoState: 'QLD',
        year: new Date().getUTCFullYear() - 1,
        make: 'Toyota',
        model: 'Corolla',
        kms: 12_000,
        adjustmentAnswers: {
          accident_damage: 'No',
          mechanical_issues: 'No',
          service_history: 'Yes',
          tyres_worn: 'No',
        },
      });
      expect(answer.valuation.online_estimate).toBe(true);
      expect(answer.valuation.offer_price).toBeGreaterThan(0);
      await expect(
        api.tradeIn.acceptOffer({ site: lead.site, lead_id: answer.lead_id }),
      ).resolves.toMatchObject({ offer_accepted: true });
      await expect(
        api.tradeIn.regoLookup({ site: lead.site, rego: 'NONE1', regoState: 'VIC' }),
      ).resolves.toEqual({ found: false });
    });

    it("reads the server's {error, fields} for an invalid lead", async () => {
      const api = createApiClient({ baseUrl: server.url });
      const error = await api.submitLead({ ...lead, email: 'not-an-email' }).catch((e) => e);
      expect(error).toBeInstanceOf(ApiClientError);
      expect(error).toMatchObject({
        status: 400,
        message: 'Please fix the following errors:',
        fields: { email: expect.any(String) },
      });
    });

    it('loads a car by slug, and not on a site that does not show it (GET /api/cars/:slug)', async () => {
      const api = createApiClient({ baseUrl: server.url });
      const car = await api.car('2021-toyota-hilux-sr5-1', { site: 'test-motors' });
      expect(car).toMatchObject({ id: 1, path: '/cars/2021-toyota-hilux-sr5-1', make: 'Toyota' });
      await expect(
        api.car('2021-toyota-hilux-sr5-1', { site: 'other-cars' }),
      ).rejects.toMatchObject({
        status: 404,
      });
    });

    it("reads a site's current offers and one offer; another site's offer is a 404 (site-wide §2, §3)", async () => {
      await db.query(
        `INSERT INTO offers (id, dealership_id, name, manufacturer, model, starts_at, expires_at)
         VALUES (201, 1, 'HiLux Finance', 'Toyota', '{"slug":"hilux","name":"HiLux"}',
                 now() - interval '1 day', now() + interval '9 days'),
                (202, 2, 'Ranger Drive Away', 'Ford', NULL, NULL, NULL),
                (203, 1, 'Expired Sale', NULL, NULL, NULL, now() - interval '1 day')`,
      );
      const api = createApiClient({ baseUrl: server.url });
      const offers = await api.offers('test-motors');
      expect(offers.map((offer) => offer.id)).toEqual([201]);
      expect(offers[0]).toMatchObject({
        name: 'HiLux Finance',
        path: '/offers/toyota/201',
        model: { slug: 'hilux', name: 'HiLux', override_url: null },
      });
      expect(await api.offer('test-motors', 201)).toEqual(offers[0]);
      const error = await api.offer('test-motors', 202).catch((e) => e);
      expect(error).toBeInstanceOf(ApiClientError);
      expect(error).toMatchObject({ status: 404, message: 'Offer not found.' });
      await expect(api.offer('test-motors', 203)).rejects.toMatchObject({ status: 404 });
      await expect(api.offers('no-such-site')).rejects.toMatchObject({ status: 404 });
    });

    it("reads a site's stock and the list of sites", async () => {
      const api = createApiClient({ baseUrl: server.url });
      expect((await api.sites()).map((site) => site.slug).sort()).toEqual([
        'other-cars',
        'test-motors',
      ]);
      const stock = await api.siteStock('test-motors');
      expect(stock.cars.map((car) => car.status).sort()).toEqual([
        'coming_soon',
        'in_stock',
        'sold',
      ]);
    });

    it("reads a site's stock only when it changed since the version the client has", async () => {
      const api = createApiClient({ baseUrl: server.url });
      const first = await api.siteStockIfChanged('test-motors', undefined);
      expect(first?.stock.count).toBe(3);
      expect(first?.etag).toMatch(/^W\//);
      expect(await api.siteStockIfChanged('test-motors', first?.etag ?? undefined)).toBeNull();
      const other = await api.siteStockIfChanged('test-motors', 'W/"an-older-version"');
      expect(other?.stock.count).toBe(3);
      await expect(api.siteStockIfChanged('no-such-site', undefined)).rejects.toMatchObject({
        status: 404,
      });
    });
  },
);
