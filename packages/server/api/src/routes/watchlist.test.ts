import type { Database } from '@forecourt/db';
import { testDatabaseTargets } from '@forecourt/db/testing';
import { FIELD_MESSAGES, FORM_ERRORS_HEADING } from '@forecourt/lead-payloads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Fixture, seedFixture } from '../test-fixtures.ts';
import { startTestServer, type TestServer } from '../testing.ts';
import { WATCHLIST_MESSAGES } from './watchlist.ts';

const START = new Date('2026-03-02T01:00:00Z');
const MINUTE = 60_000;

const failure = (message: string) => ({ success: false, error: message, message });

describe.each(testDatabaseTargets())('watchlist routes on $kind', ({ open }) => {
  let db: Database;
  let server: TestServer;
  let fixture: Fixture;
  let clock = START;
  /** Session cookies of shoppers signed in over HTTP. */
  const cookies: Record<'alice' | 'bob' | 'carol' | 'emailOnly', string> = {
    alice: '',
    bob: '',
    carol: '',
    emailOnly: '',
  };
  const ALICE_PHONE = '0412 345 678';
  let aliceId = 0;

  async function signIn(destination: { phone: string } | { email: string }) {
    await server.fetch('/api/auth/request-code', { json: destination });
    const code = server.codes.sent.at(-1)?.code;
    const response = await server.fetch('/api/auth/verify-code', {
      json: { ...destination, code },
    });
    expect(response.status).toBe(200);
    const { user } = (await response.json()) as { user: { id: number } };
    const cookie =
      response.headers
        .getSetCookie()
        .find((line) => line.startsWith('forecourt_session='))
        ?.split(';')[0] ?? '';
    return { cookie, id: user.id };
  }
  const save = (json: unknown, cookie?: string) =>
    server.fetch('/api/watchlist/save-car', { json, headers: cookie ? { cookie } : {} });
  const remove = (json: unknown, cookie?: string) =>
    server.fetch('/api/watchlist/remove-car', { json, headers: cookie ? { cookie } : {} });
  const list = (cookie?: string, query = '') =>
    server.fetch(`/api/watchlist${query}`, cookie ? { headers: { cookie } } : {});

  beforeAll(async () => {
    db = await open();
    fixture = await seedFixture(db, START);
    server = await startTestServer(db, { now: () => clock });
    const alice = await signIn({ phone: ALICE_PHONE });
    cookies.alice = alice.cookie;
    aliceId = alice.id;
    cookies.bob = (await signIn({ phone: '0498 765 432' })).cookie;
    cookies.carol = (await signIn({ phone: '0400 111 222' })).cookie;
    cookies.emailOnly = (await signIn({ email: 'no-phone@example.com' })).cookie;
  });
  afterAll(async () => {
    await server.close();
    await db.close();
  });

  it('answers 401 without a session on every route (vehicle-stock §6)', async () => {
    const body = { phone_number: ALICE_PHONE, car_id: fixture.cars.inStock.id };
    for (const response of [await save(body), await remove(body), await list()]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual(failure(WATCHLIST_MESSAGES.signInRequired));
    }
    const madeUp = await save(body, `forecourt_session=${'A'.repeat(43)}`);
    expect(madeUp.status).toBe(401);
  });

  it("refuses (403) a phone_number that is not the signed-in user's", async () => {
    const response = await save(
      { phone_number: '0498 765 432', car_id: fixture.cars.inStock.id },
      cookies.alice,
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual(failure(WATCHLIST_MESSAGES.foreignPhone));
    const removing = await remove(
      { phone_number: '0498765432', car_id: fixture.cars.inStock.id },
      cookies.alice,
    );
    expect(removing.status).toBe(403);
  });

  it('refuses (403) a signed-in user without a phone number (vehicle-stock §6)', async () => {
    const response = await save({ car_id: fixture.cars.inStock.id }, cookies.emailOnly);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual(failure(WATCHLIST_MESSAGES.phoneRequired));
    expect((await list(cookies.emailOnly)).status).toBe(403);
  });

  it('saves, lists newest first and removes; saving and removing twice change nothing', async () => {
    clock = START;
    const saved = await save(
      { phone_number: '+61 412 345 678', car_id: fixture.cars.inStock.id },
      cookies.alice,
    );
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({
      success: true,
      watchlist: [{ id: fixture.cars.inStock.id }],
    });
    const again = await save(
      { phone_number: ALICE_PHONE, car_id: fixture.cars.inStock.id },
      cookies.alice,
    );
    expect(await again.json()).toEqual({
      success: true,
      watchlist: [{ id: fixture.cars.inStock.id }],
    });
    clock = new Date(START.getTime() + MINUTE);
    const second = await save({ car_id: String(fixture.cars.comingSoon.id) }, cookies.alice);
    expect(await second.json()).toEqual({
      success: true,
      watchlist: [{ id: fixture.cars.comingSoon.id }, { id: fixture.cars.inStock.id }],
    });

    const listed = await list(cookies.alice);
    expect(listed.status).toBe(200);
    const body = (await listed.json()) as {
      success: boolean;
      watchlist: { id: number }[];
      cars: { id: number; slug: string; path: string }[];
    };
    expect(body.success).toBe(true);
    expect(body.watchlist).toEqual([
      { id: fixture.cars.comingSoon.id },
      { id: fixture.cars.inStock.id },
    ]);
    expect(body.cars.map((car) => [car.id, car.path])).toEqual([
      [fixture.cars.comingSoon.id, `/cars/${fixture.cars.comingSoon.slug}`],
      [fixture.cars.inStock.id, `/cars/${fixture.cars.inStock.slug}`],
    ]);

    const removed = await remove(
      { phone_number: ALICE_PHONE, car_id: fixture.cars.comingSoon.id },
      cookies.alice,
    );
    expect(await removed.json()).toEqual({
      success: true,
      watchlist: [{ id: fixture.cars.inStock.id }],
    });
    const removedAgain = await remove({ car_id: fixture.cars.comingSoon.id }, cookies.alice);
    expect(removedAgain.status).toBe(200);
    expect(await removedAgain.json()).toEqual({
      success: true,
      watchlist: [{ id: fixture.cars.inStock.id }],
    });
    const rows = await db.query('SELECT car_id FROM watchlist WHERE user_id = $1', [aliceId]);
    expect(rows).toEqual([{ car_id: fixture.cars.inStock.id }]);
  });

  it('keeps each shopper’s watchlist their own', async () => {
    const bob = (await (await list(cookies.bob)).json()) as { watchlist: unknown[] };
    expect(bob.watchlist).toEqual([]);
  });

  it('accepts phone_number left out, blank or null when signed in', async () => {
    for (const phone_number of [undefined, '', null]) {
      const response = await save({ phone_number, car_id: fixture.cars.inStock.id }, cookies.bob);
      expect(response.status).toBe(200);
    }
    await remove({ car_id: fixture.cars.inStock.id }, cookies.bob);
  });

  it('refuses to save a sold car (409) unless it is already in the watchlist (vehicle-stock §4)', async () => {
    const refused = await save({ car_id: fixture.cars.sold.id }, cookies.carol);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual(failure(WATCHLIST_MESSAGES.soldCar));
    const [carol] = await db.query<{ id: number }>(
      "SELECT id FROM users WHERE phone = '0400111222'",
    );
    // Saved while it was still in stock.
    await db.query('INSERT INTO watchlist (user_id, car_id) VALUES ($1, $2)', [
      carol?.id,
      fixture.cars.sold.id,
    ]);
    const kept = await save({ car_id: fixture.cars.sold.id }, cookies.carol);
    expect(kept.status).toBe(200);
    expect(await kept.json()).toEqual({ success: true, watchlist: [{ id: fixture.cars.sold.id }] });
    const listed = (await (await list(cookies.carol)).json()) as {
      cars: { id: number; sold: boolean }[];
    };
    expect(listed.cars).toEqual([
      expect.objectContaining({ id: fixture.cars.sold.id, sold: true }),
    ]);
    const removed = await remove({ car_id: fixture.cars.sold.id }, cookies.carol);
    expect(await removed.json()).toEqual({ success: true, watchlist: [] });
  });

  it('answers 404 for an unknown car', async () => {
    for (const call of [save, remove]) {
      const response = await call({ car_id: 999_999 }, cookies.bob);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual(failure(WATCHLIST_MESSAGES.carNotFound));
    }
  });

  it('lists one site’s cars with ?site=slug, and 404 for an unknown site', async () => {
    await save({ car_id: fixture.cars.otherSite.id }, cookies.bob);
    await save({ car_id: fixture.cars.inStock.id }, cookies.bob);
    const all = (await (await list(cookies.bob)).json()) as { watchlist: { id: number }[] };
    expect(all.watchlist).toHaveLength(2);
    const site = (await (await list(cookies.bob, `?site=${fixture.siteSlug}`)).json()) as {
      watchlist: { id: number }[];
      cars: { id: number }[];
    };
    expect(site.watchlist).toEqual([{ id: fixture.cars.inStock.id }]);
    expect(site.cars.map((car) => car.id)).toEqual([fixture.cars.inStock.id]);
    const unknown = await list(cookies.bob, '?site=no-such-site');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual(failure('Unknown site "no-such-site".'));
  });

  it.each([
    [{}, { car_id: FIELD_MESSAGES.carId }],
    [{ car_id: 'abc' }, { car_id: FIELD_MESSAGES.carId }],
    [{ car_id: 0 }, { car_id: FIELD_MESSAGES.carId }],
    [{ car_id: 1.5 }, { car_id: FIELD_MESSAGES.carId }],
    [{ phone_number: 'abc', car_id: 1 }, { phone_number: FIELD_MESSAGES.phoneInvalid }],
    [{ phone_number: 412345678, car_id: 1 }, { phone_number: FIELD_MESSAGES.phoneNumberRequired }],
  ])('refuses the body %j with field messages (400)', async (body, fields) => {
    const response = await save(body, cookies.alice);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: FORM_ERRORS_HEADING, fields });
  });

  it('refuses malformed JSON and wrong methods', async () => {
    const malformed = await server.fetch('/api/watchlist/save-car', {
      method: 'POST',
      body: '{"car_id":',
      headers: { 'content-type': 'application/json', cookie: cookies.alice },
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ error: 'Malformed JSON body.' });
    const get = await server.fetch('/api/watchlist/save-car');
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    const deleted = await server.fetch('/api/watchlist', { method: 'DELETE' });
    expect(deleted.status).toBe(405);
    expect(deleted.headers.get('allow')).toBe('GET');
  });
});
