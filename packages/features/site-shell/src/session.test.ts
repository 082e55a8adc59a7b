// @vitest-environment node
import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { platformFetchContext } from './platform-fetch.ts';
import { requireSignIn, signedInUser } from './session.ts';
import { siteContext } from './site-context.tsx';
import { testSite } from './test/site.ts';

const USER = {
  id: 7,
  phone: '0412345678',
  email: null,
  name: 'Sam',
  last_name: null,
  postcode: null,
};

/** A context whose platform answers `/api/auth/me` for the cookie `fc_session=ok` only. */
function contextFor(requiredTypes: string[] = []) {
  const seen: (string | null)[] = [];
  const context = new RouterContextProvider();
  context.set(siteContext, testSite({ sign_in: { required_types: requiredTypes } } as never));
  context.set(platformFetchContext, async (request: Request) => {
    seen.push(request.headers.get('cookie'));
    return request.headers.get('cookie') === 'fc_session=ok'
      ? Response.json({ user: USER })
      : Response.json({ error: 'Not signed in' }, { status: 401 });
  });
  return { context, seen };
}

function requestWith(cookie?: string, path = '/cars/abc/checkout?step=1') {
  return new Request(`http://sunshine.localhost${path}`, {
    headers: cookie ? { cookie } : {},
  });
}

async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error('expected a redirect');
}

describe('signedInUser (site-wide §3 User: signed in when a user id is present)', () => {
  it("forwards the shopper's cookie to /api/auth/me and gives the user", async () => {
    const { context, seen } = contextFor();
    expect(await signedInUser({ request: requestWith('fc_session=ok'), context })).toEqual(USER);
    expect(seen).toEqual(['fc_session=ok']);
  });

  it('is null without a cookie (no call) or with an expired session', async () => {
    const { context, seen } = contextFor();
    expect(await signedInUser({ request: requestWith(), context })).toBeNull();
    expect(seen).toEqual([]);
    expect(await signedInUser({ request: requestWith('fc_session=old'), context })).toBeNull();
  });
});

describe('requireSignIn (site-wide §2 Sign-in gating)', () => {
  it('sends a visitor on an always-gated page to sign-in with redirect and back', async () => {
    const { context } = contextFor();
    const response = await thrown(
      requireSignIn({ request: requestWith(undefined, '/my-garage'), context }, 'my-garage', {
        back: '/search',
      }),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(
      '/sign-in?type=my-garage&redirect=%2Fmy-garage&back=%2Fsearch',
    );
  });

  it('gates checkout, finance and trade-in only on sites that list them', async () => {
    const open = contextFor();
    expect(
      await requireSignIn({ request: requestWith(), context: open.context }, 'trade-in'),
    ).toBeNull();
    const gated = contextFor(['trade-in']);
    const response = await thrown(
      requireSignIn(
        { request: requestWith(undefined, '/trade-in'), context: gated.context },
        'trade-in',
      ),
    );
    expect(response.headers.get('location')).toBe(
      '/sign-in?type=trade-in&redirect=%2Ftrade-in&back=%2F',
    );
  });

  it('lets a signed-in shopper through and gives the user', async () => {
    const { context } = contextFor(['checkout']);
    expect(
      await requireSignIn({ request: requestWith('fc_session=ok'), context }, 'checkout'),
    ).toEqual(USER);
  });

  it('does not gate checkout until the car slug is known (no redirect target yet)', async () => {
    const { context } = contextFor(['checkout']);
    expect(
      await requireSignIn({ request: requestWith(), context }, 'checkout', { redirectTo: null }),
    ).toBeNull();
  });
});
