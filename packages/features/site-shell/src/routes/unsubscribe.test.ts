// @vitest-environment node
import { FIELD_MESSAGES } from '@forecourt/lead-payloads';
import { publicSiteConfig, resolveSiteConfig } from '@forecourt/site-config';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { platformFetchContext } from '../platform-fetch.ts';
import { siteContext } from '../site-context.tsx';
import { action, loader } from './unsubscribe.tsx';

const site = publicSiteConfig(
  resolveSiteConfig({ slug: 'coastal-toyota', name: 'Coastal Toyota', template: 'oem' }),
);

function context(answer: (request: Request, body: unknown) => Response) {
  const provider = new RouterContextProvider();
  provider.set(siteContext, site);
  provider.set(platformFetchContext, async (request) =>
    answer(request, await request.json().catch(() => null)),
  );
  return provider;
}

const post = (email: string | null, provider: RouterContextProvider) => {
  const form = new FormData();
  if (email !== null) form.set('email', email);
  return action({
    request: new Request('http://coastal-toyota.localhost/pages/unsubscribe', {
      method: 'POST',
      body: form,
    }),
    context: provider,
    params: {},
  } as unknown as Parameters<typeof action>[0]);
};

describe('/pages/unsubscribe', () => {
  it("records the address for the page's site through the platform API", async () => {
    const seen: { path: string; body: unknown }[] = [];
    const result = await post(
      'Reader@Example.com',
      context((request, body) => {
        seen.push({ path: new URL(request.url).pathname, body });
        return Response.json({ unsubscribed: true, message: 'You have been unsubscribed.' });
      }),
    );
    expect(seen).toEqual([
      { path: '/api/unsubscribe', body: { site: 'coastal-toyota', email: 'Reader@Example.com' } },
    ]);
    expect(result).toEqual({
      ok: true,
      message: 'You have been unsubscribed.',
      email: 'Reader@Example.com',
    });
  });

  it('answers the field message for a missing or bad address without calling the API', async () => {
    const never = context(() => {
      throw new Error('The API must not be called');
    });
    expect(await post('not-an-email', never)).toEqual({
      ok: false,
      error: FIELD_MESSAGES.emailInvalid,
      email: 'not-an-email',
    });
    expect(await post(null, never)).toMatchObject({
      ok: false,
      error: FIELD_MESSAGES.emailRequired,
    });
  });

  it("shows the server's field message when the API refuses", async () => {
    const refusing = context(() =>
      Response.json({ error: 'Bad', fields: { email: 'Nope.' } }, { status: 400 }),
    );
    expect(await post('a@example.com', refusing)).toMatchObject({ ok: false, error: 'Nope.' });
  });

  it('prefills the address from ?email= and is not indexed', async () => {
    const data = await loader({
      request: new Request('http://coastal-toyota.localhost/pages/unsubscribe?email=a%40b.com'),
      context: context(() => new Response()),
      params: {},
    } as unknown as Parameters<typeof loader>[0]);
    expect(data.email).toBe('a@b.com');
    expect(data.seo.noindex).toBe(true);
  });
});
