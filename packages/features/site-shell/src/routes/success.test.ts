// @vitest-environment node
import { publicSiteConfig, resolveSiteConfig } from '@forecourt/site-config';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { platformFetchContext } from '../platform-fetch.ts';
import { siteContext } from '../site-context.tsx';
import { apiCar } from '../test/api-car.ts';
import { loader } from './success.tsx';

const site = publicSiteConfig(
  resolveSiteConfig({
    slug: 'sunshine-used-cars',
    name: 'Sunshine Used Cars',
    template: 'classic',
  }),
);

function context(answer: (request: Request) => Response) {
  const provider = new RouterContextProvider();
  provider.set(siteContext, site);
  provider.set(platformFetchContext, async (request) => answer(request));
  return provider;
}

const args = (url: string, provider: RouterContextProvider) =>
  ({ request: new Request(url), context: provider, params: {} }) as unknown as Parameters<
    typeof loader
  >[0];

describe('/success', () => {
  it('names the vehicle the lead was about and links its similar stock', async () => {
    const car = apiCar({
      slug: 'prado-1',
      path: '/cars/prado-1',
      name: '2018 Toyota Prado VX',
      make: 'Toyota',
      model: 'Prado',
    });
    const seen: string[] = [];
    const data = await loader(
      args(
        'http://sunshine-used-cars.localhost/success?car=prado-1',
        context((request) => {
          seen.push(new URL(request.url).pathname + new URL(request.url).search);
          return Response.json({ car });
        }),
      ),
    );
    expect(seen).toEqual(['/api/cars/prado-1?site=sunshine-used-cars']);
    expect(data.car).toEqual({
      id: car.id,
      title: '2018 Toyota Prado VX',
      path: '/cars/prado-1',
      similarHref: '/search/toyota/prado',
    });
    expect(data.seo.noindex).toBe(true);
  });

  it('stays general for an unknown car or none', async () => {
    const missing = context(() => Response.json({ error: 'Not found' }, { status: 404 }));
    expect((await loader(args('http://x.localhost/success?car=nope', missing))).car).toBeNull();
    expect((await loader(args('http://x.localhost/success', missing))).car).toBeNull();
  });

  it('names the kind of lead just sent, or none for an unknown kind (vehicle-stock §7)', async () => {
    const none = context(() => Response.json({ error: 'Not found' }, { status: 404 }));
    expect((await loader(args('http://x.localhost/success?lead=test_drive', none))).lead).toBe(
      'test_drive',
    );
    expect((await loader(args('http://x.localhost/success?lead=bogus', none))).lead).toBeNull();
    expect((await loader(args('http://x.localhost/success', none))).lead).toBeNull();
  });
});
