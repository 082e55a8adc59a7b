import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Database } from '@forecourt/db';
import { testDatabaseTargets } from '@forecourt/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRADE_IN_ROUTE_MESSAGES } from './routes/trade-in.ts';
import { type Fixture, seedFixture } from './test-fixtures.ts';
import { startTestServer, type TestServer } from './testing.ts';
import { HttpRegoLookup, RegoLookupUnavailableError } from './trade-in.ts';

/**
 * A registry service over HTTP (vehicle-stock §7 rego lookup). The service is the external
 * boundary: a real HTTP server on 127.0.0.1 answers as one would.
 */
const PLATES: Record<string, object> = {
  'ABC123/QLD': { year: 2019, make: 'Mazda', model: 'CX-5', badge: 'Maxx Sport' },
  'BAD999/QLD': { year: 'soon', make: '' },
};

describe('HttpRegoLookup (vehicle-stock §7 rego lookup)', () => {
  let registry: Server;
  let url = '';
  const seen: { rego: string | null; state: string | null; auth: string | undefined }[] = [];

  beforeAll(async () => {
    registry = createServer((request, response) => {
      const query = new URL(request.url ?? '/', 'http://x').searchParams;
      const rego = query.get('rego');
      const state = query.get('state');
      seen.push({ rego, state, auth: request.headers.authorization });
      if (rego === 'DOWN1') {
        response.writeHead(500).end('oops');
        return;
      }
      const known = PLATES[`${rego}/${state}`];
      response.writeHead(known ? 200 : 404, { 'content-type': 'application/json' });
      response.end(JSON.stringify(known ?? { error: 'not found' }));
    });
    await new Promise<void>((resolve) => registry.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(registry.address() as AddressInfo).port}/v1/plates`;
  });
  afterAll(() => new Promise<void>((resolve) => registry.close(() => resolve())));

  it('asks the service with the plate, the state and its key, and reads the vehicle', async () => {
    const lookup = new HttpRegoLookup({ url, apiKey: 'rego-key' });
    expect(await lookup.find('ABC123', 'QLD')).toEqual({
      year: 2019,
      make: 'Mazda',
      model: 'CX-5',
      badge: 'Maxx Sport',
    });
    expect(seen.at(-1)).toEqual({ rego: 'ABC123', state: 'QLD', auth: 'Bearer rego-key' });
  });

  it('answers null for a plate the service does not know (404)', async () => {
    expect(await new HttpRegoLookup({ url }).find('ABC123', 'NSW')).toBeNull();
  });

  it('never guesses: an error, an unreadable answer or no service is "unavailable"', async () => {
    const lookup = new HttpRegoLookup({ url });
    await expect(lookup.find('DOWN1', 'QLD')).rejects.toBeInstanceOf(RegoLookupUnavailableError);
    await expect(lookup.find('BAD999', 'QLD')).rejects.toBeInstanceOf(RegoLookupUnavailableError);
    const nowhere = new HttpRegoLookup({ url: 'http://127.0.0.1:9/', timeoutMs: 2000 });
    await expect(nowhere.find('ABC123', 'QLD')).rejects.toBeInstanceOf(RegoLookupUnavailableError);
  });

  describe.each(testDatabaseTargets())('POST /api/trade-in/rego-lookup on $kind', ({ open }) => {
    let db: Database;
    let server: TestServer;
    let fixture: Fixture;
    beforeAll(async () => {
      db = await open();
      fixture = await seedFixture(db);
      server = await startTestServer(db, { regoLookup: new HttpRegoLookup({ url }) });
    });
    afterAll(async () => {
      await server.close();
      await db.close();
    });
    const lookUp = (rego: string) =>
      server.fetch('/api/trade-in/rego-lookup', {
        json: { site: fixture.siteSlug, rego, regoState: 'QLD' },
      });

    it('fills the vehicle from the service, and says so plainly when it is down (502)', async () => {
      expect(await (await lookUp('abc 123')).json()).toEqual({
        found: true,
        vehicle: { year: 2019, make: 'Mazda', model: 'CX-5', badge: 'Maxx Sport' },
      });
      const down = await lookUp('DOWN1');
      expect(down.status).toBe(502);
      expect(await down.json()).toMatchObject({ error: TRADE_IN_ROUTE_MESSAGES.regoUnavailable });
    });
  });
});
