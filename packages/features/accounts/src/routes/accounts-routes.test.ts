// @vitest-environment node
import { testDatabaseTargets } from '@forecourt/db/testing';
import { SIGN_IN_MESSAGES } from '@forecourt/lead-payloads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../test/platform.ts';
import { fixtureSite } from '../test/site.ts';
import { watchlistSaveHref } from '../watchlist-links.ts';
import { loader as myGarageLoader } from './my-garage.tsx';
import { action as signInAction, loader as signInLoader } from './sign-in.tsx';
import { action as signOutAction } from './sign-out.tsx';
import { action as watchlistAction, loader as watchlistLoader } from './watchlist.tsx';

/** What a loader or action gave: a thrown or returned redirect Response, or its data. */
async function outcome(
  run: () => unknown,
): Promise<{ status: number; location?: string; data?: unknown; headers?: Headers }> {
  try {
    const value = await run();
    if (value instanceof Response) {
      return {
        status: value.status,
        location: value.headers.get('location') ?? '',
        headers: value.headers,
      };
    }
    const dataValue = value as { type?: string; data?: unknown; init?: { status?: number } };
    if (dataValue && dataValue.type === 'DataWithResponseInit') {
      return { status: dataValue.init?.status ?? 200, data: dataValue.data };
    }
    return { status: 200, data: value };
  } catch (error) {
    if (error instanceof Response) {
      return {
        status: error.status,
        location: error.headers.get('location') ?? '',
        headers: error.headers,
      };
    }
    const thrown = error as { type?: string; data?: unknown; init?: { status?: number } };
    if (thrown?.type === 'DataWithResponseInit') {
      return { status: thrown.init?.status ?? 200, data: thrown.data };
    }
    throw error;
  }
}

const signInPath = (query: Record<string, string>) => `/sign-in?${new URLSearchParams(query)}`;

describe.each(testDatabaseTargets())(
  'account pages against the platform API on $kind',
  ({ open }) => {
    let platform: TestPlatform;
    beforeAll(async () => {
      platform = await startTestPlatform(open);
    }, 60_000);
    afterAll(async () => {
      await platform?.close();
    });

    describe('/sign-in (site-wide §2)', () => {
      it('sends a code, then signs in with it and goes to the redirect with the session cookie', async () => {
        const path = signInPath({
          type: 'trade-in',
          redirect: '/cars/trade-in?car_id=4',
          back: '/',
        });
        const asked = await outcome(() =>
          signInAction(
            platform.args(path, {
              form: { intent: 'request-code', destination: '0411 222 333' },
            }) as never,
          ),
        );
        expect(asked).toMatchObject({
          status: 200,
          data: { step: 'code', destination: '0411 222 333' },
        });
        const code = platform.server.codes.latest('+61411222333');
        expect(code).toMatch(/^\d{6}$/);
        const verified = await outcome(() =>
          signInAction(
            platform.args(path, {
              form: { intent: 'verify-code', destination: '0411 222 333', code: code ?? '' },
            }) as never,
          ),
        );
        expect(verified.status).toBe(302);
        expect(verified.location).toBe('/cars/trade-in?car_id=4');
        expect(verified.headers?.get('set-cookie')).toMatch(/^forecourt_session=[^;]+;.*HttpOnly/i);
      });

      it('refuses an open redirect: a foreign redirect target goes home instead', async () => {
        const path = signInPath({ type: 'finance', redirect: 'https://evil.example/steal' });
        await outcome(() =>
          signInAction(
            platform.args(path, {
              form: { intent: 'request-code', destination: 'open@example.com' },
            }) as never,
          ),
        );
        const code = platform.server.codes.latest('open@example.com') ?? '';
        const verified = await outcome(() =>
          signInAction(
            platform.args(path, {
              form: { intent: 'verify-code', destination: 'open@example.com', code },
            }) as never,
          ),
        );
        expect(verified).toMatchObject({ status: 302, location: '/' });
      });

      it('checks the field before asking for a code, and asks for a mobile on the watchlist form', async () => {
        const sentBefore = platform.server.codes.sent.length;
        const invalid = await outcome(() =>
          signInAction(
            platform.args(signInPath({ type: 'my-garage' }), {
              form: { intent: 'request-code', destination: '123' },
            }) as never,
          ),
        );
        expect(invalid).toMatchObject({
          status: 400,
          data: {
            step: 'destination',
            fieldErrors: { destination: SIGN_IN_MESSAGES.destinationInvalid },
          },
        });
        const email = await outcome(() =>
          signInAction(
            platform.args(signInPath({ type: 'watchlist' }), {
              form: { intent: 'request-code', destination: 'jo@example.com' },
            }) as never,
          ),
        );
        expect(email).toMatchObject({
          status: 400,
          data: { fieldErrors: { destination: SIGN_IN_MESSAGES.mobileInvalid } },
        });
        expect(platform.server.codes.sent.length).toBe(sentBefore);
      });

      it("shows the API's wrong-code and too-many-tries messages on the code field", async () => {
        const path = signInPath({ type: 'my-garage' });
        await outcome(() =>
          signInAction(
            platform.args(path, {
              form: { intent: 'request-code', destination: '0422 333 444' },
            }) as never,
          ),
        );
        const right = platform.server.codes.latest('+61422333444') ?? '';
        const wrong = right === '000000' ? '111111' : '000000';
        const attempt = () =>
          outcome(() =>
            signInAction(
              platform.args(path, {
                form: { intent: 'verify-code', destination: '0422 333 444', code: wrong },
              }) as never,
            ),
          );
        expect(await attempt()).toMatchObject({
          status: 400,
          data: {
            step: 'code',
            fieldErrors: { code: 'That code is not right. Please check it and try again.' },
          },
        });
        for (let i = 0; i < 3; i += 1) await attempt();
        expect(await attempt()).toMatchObject({
          data: { fieldErrors: { code: 'Too many wrong tries. Please ask for a new code.' } },
        });
        // The burnt code no longer works even when right.
        expect(
          await outcome(() =>
            signInAction(
              platform.args(path, {
                form: { intent: 'verify-code', destination: '0422 333 444', code: right },
              }) as never,
            ),
          ),
        ).toMatchObject({ data: { fieldErrors: { code: expect.stringContaining('expired') } } });
      });

      it('sends a signed-in shopper straight on to the redirect', async () => {
        const cookie = await platform.signIn({ phone: '0433 444 555' });
        expect(
          await outcome(() =>
            signInLoader(
              platform.args(signInPath({ type: 'my-garage', redirect: '/my-garage' }), {
                cookie,
              }) as never,
            ),
          ),
        ).toMatchObject({ status: 302, location: '/my-garage' });
        expect(
          await outcome(() =>
            signInLoader(platform.args(signInPath({ type: 'my-garage' })) as never),
          ),
        ).toMatchObject({
          status: 200,
          data: { type: 'my-garage', redirect: '/my-garage', addingMobile: false },
        });
      });

      it('asks an email-only shopper for a mobile on the watchlist page and links it to the account (vehicle-stock §6)', async () => {
        const cookie = await platform.signIn({ email: 'mail-only@example.com' });
        const path = signInPath({ type: 'watchlist', redirect: '/watchlist' });
        expect(
          await outcome(() => signInLoader(platform.args(path, { cookie }) as never)),
        ).toMatchObject({
          status: 200,
          data: { addingMobile: true, mobileOnly: true },
        });
        await outcome(() =>
          signInAction(
            platform.args(path, {
              cookie,
              form: { intent: 'request-code', destination: '0455 666 777' },
            }) as never,
          ),
        );
        const code = platform.server.codes.latest('+61455666777') ?? '';
        const linked = await outcome(() =>
          signInAction(
            platform.args(path, {
              cookie,
              form: { intent: 'verify-code', destination: '0455 666 777', code },
            }) as never,
          ),
        );
        expect(linked).toMatchObject({ status: 302, location: '/watchlist' });
        const me = await platform.server.fetch('/api/auth/me', { headers: { cookie } });
        expect(
          ((await me.json()) as { user: { phone: string; email: string } }).user,
        ).toMatchObject({
          phone: '0455666777',
          email: 'mail-only@example.com',
        });
      });
    });

    describe('the watchlist route (vehicle-stock §2, §4)', () => {
      it('sends an anonymous Save to sign-in (type watchlist), whose redirect saves the car and returns', async () => {
        const carId = platform.fixture.cars.inStock.id;
        const posted = await outcome(() =>
          watchlistAction(
            platform.args('/watchlist', {
              form: { car_id: String(carId), intent: 'save', return: '/cars/x' },
            }) as never,
          ),
        );
        const target = new URL(posted.location ?? '', 'http://site.test');
        expect(target.pathname).toBe('/sign-in');
        expect(target.searchParams.get('type')).toBe('watchlist');
        expect(target.searchParams.get('back')).toBe('/cars/x');
        expect(target.searchParams.get('redirect')).toBe(watchlistSaveHref(carId, '/cars/x'));

        const cookie = await platform.signIn({ phone: '0466 777 888' });
        const saved = await outcome(() =>
          watchlistLoader(platform.args(watchlistSaveHref(carId, '/cars/x'), { cookie }) as never),
        );
        expect(saved).toMatchObject({ status: 302, location: '/cars/x' });
        const list = await outcome(() =>
          watchlistLoader(platform.args('/watchlist', { cookie }) as never),
        );
        expect(list).toMatchObject({
          data: { kind: 'list', cars: [{ id: carId, availability: 'In stock' }] },
        });
        expect((list.data as { cars: { priceText: string }[] }).cars[0]?.priceText).toMatch(
          /^\$[\d,]+$/,
        );
      });

      it("never shows another shopper's saved cars", async () => {
        const other = await platform.signIn({ phone: '0477 888 999' });
        const list = await outcome(() =>
          watchlistLoader(platform.args('/watchlist', { cookie: other }) as never),
        );
        expect(list).toMatchObject({ data: { kind: 'list', cars: [] } });
      });

      it("refuses to save a sold car with the API's message, and removes through the form", async () => {
        const cookie = await platform.signIn({ phone: '0488 999 000' });
        const sold = await outcome(() =>
          watchlistLoader(
            platform.args(watchlistSaveHref(platform.fixture.cars.sold.id, '/cars/sold'), {
              cookie,
            }) as never,
          ),
        );
        expect(sold).toMatchObject({
          status: 409,
          data: {
            kind: 'failed',
            message: "This car has been sold, so it can't be added to your watchlist.",
            returnTo: '/cars/sold',
          },
        });
        const carId = String(platform.fixture.cars.inStock.id);
        await outcome(() =>
          watchlistAction(
            platform.args('/watchlist', {
              cookie,
              form: { car_id: carId, intent: 'save', return: '/x' },
            }) as never,
          ),
        );
        const removed = await outcome(() =>
          watchlistAction(
            platform.args('/watchlist', {
              cookie,
              form: { car_id: carId, intent: 'remove', return: '/watchlist' },
            }) as never,
          ),
        );
        expect(removed).toMatchObject({ status: 302, location: '/watchlist' });
        expect(
          await outcome(() => watchlistLoader(platform.args('/watchlist', { cookie }) as never)),
        ).toMatchObject({
          data: { cars: [] },
        });
      });
    });

    describe('My Garage aliases, recently viewed cars and own enquiries', () => {
      const aliasSite = fixtureSite({ garage_aliases: ['mymotorama'] });

      it('serves a dealer alias only where the site config names it, and gates it (site-wide §2)', async () => {
        const anonymous = await outcome(() =>
          myGarageLoader(platform.args('/mymotorama', { site: aliasSite }) as never),
        );
        expect(anonymous).toMatchObject({
          status: 302,
          location: '/sign-in?type=my-garage&redirect=%2Fmymotorama&back=%2F',
        });
        const cookie = await platform.signIn({ phone: '0400 555 001' });
        expect(
          await outcome(() =>
            myGarageLoader(platform.args('/mymotorama', { site: aliasSite, cookie }) as never),
          ),
        ).toMatchObject({ status: 200, data: { path: '/mymotorama', signedInAs: '0400555001' } });
        // A client navigation's data request names the page with `.data` and `_routes`.
        expect(
          await outcome(() =>
            myGarageLoader(
              platform.args('/mymotorama.data?_routes=mymotorama', {
                site: aliasSite,
                cookie,
              }) as never,
            ),
          ),
        ).toMatchObject({ status: 200, data: { path: '/mymotorama' } });
        // Not configured: another alias on this site, and this alias on a site without it.
        for (const [path, site] of [
          ['/myservco', aliasSite],
          ['/mymotorama', fixtureSite()],
        ] as const) {
          const notServed = await outcome(() =>
            myGarageLoader(platform.args(path, { site, cookie }) as never),
          );
          expect(notServed.status, path).toBe(404);
        }
      });

      it("lists the shopper's recently viewed cars and own enquiries, never another shopper's", async () => {
        const cookie = await platform.signIn({ phone: '0400 555 002' });
        const { inStock, sold } = platform.fixture.cars;
        for (const id of [sold.id, inStock.id]) {
          const viewed = await platform.server.fetch('/api/me/recently-viewed', {
            json: { car_id: id },
            headers: { cookie },
          });
          expect(viewed.status).toBe(204);
        }
        const lead = await platform.server.fetch('/api/leads', {
          json: {
            site: 'test-motors',
            category: 'General Enquiry',
            name: 'Gus',
            last_name: 'Garage',
            email: 'gus@example.com',
            phone: '0400 555 002',
            postcode: '4000',
            message: 'Any utes?',
          },
        });
        expect(lead.status).toBe(201);
        const garage = await outcome(() =>
          myGarageLoader(platform.args('/my-garage', { cookie }) as never),
        );
        const page = garage.data as {
          recentlyViewed: { id: number; availability: string; priceText: string }[];
          enquiries: { list: { kind: string; status: string }[]; nextHref: string | null };
        };
        expect(page.recentlyViewed.map((car) => [car.id, car.availability])).toEqual([
          [inStock.id, 'In stock'],
          [sold.id, 'Sold'],
        ]);
        expect(page.recentlyViewed[0]?.priceText).toMatch(/^\$[\d,]+$/);
        expect(page.enquiries).toMatchObject({
          list: [{ kind: 'General enquiry', status: 'received' }],
          nextHref: null,
        });

        const other = await platform.signIn({ phone: '0400 555 003' });
        expect(
          await outcome(() =>
            myGarageLoader(platform.args('/my-garage', { cookie: other }) as never),
          ),
        ).toMatchObject({ data: { recentlyViewed: [], enquiries: { list: [] } } });
      });
    });

    describe('/my-garage and sign-out', () => {
      it('is always gated: an anonymous visitor goes to sign-in type my-garage (site-wide §2)', async () => {
        const gated = await outcome(() => myGarageLoader(platform.args('/my-garage') as never));
        expect(gated.status).toBe(302);
        expect(gated.location).toBe('/sign-in?type=my-garage&redirect=%2Fmy-garage&back=%2F');
      });

      it('shows the signed-in shopper, and sign-out ends the session and clears the cookie', async () => {
        const cookie = await platform.signIn({ phone: '0400 123 456' });
        expect(
          await outcome(() => myGarageLoader(platform.args('/my-garage', { cookie }) as never)),
        ).toMatchObject({
          data: { signedInAs: '0400123456', cars: [] },
        });
        const out = await outcome(() =>
          signOutAction(
            platform.args('/sign-out', {
              cookie,
              form: { redirect: 'https://evil.example' },
            }) as never,
          ),
        );
        expect(out).toMatchObject({ status: 302, location: '/' });
        expect(out.headers?.get('set-cookie')).toMatch(/^forecourt_session=;/);
        expect((await platform.server.fetch('/api/auth/me', { headers: { cookie } })).status).toBe(
          401,
        );
      });
    });
  },
);
