// @vitest-environment node
import { publicSiteConfig, resolveSiteConfig } from '@forecourt/site-config';
import { platformFetchContext, siteContext } from '@forecourt/site-shell';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loader } from './model.tsx';

const site = publicSiteConfig(
  resolveSiteConfig({ slug: 'coastal-toyota', name: 'Coastal Toyota', template: 'oem' }),
);

function args(modelSlug: string) {
  const context = new RouterContextProvider();
  context.set(siteContext, site);
  context.set(platformFetchContext, async () =>
    Response.json({
      results: [{ hits: [], facetDistribution: { model: { 'LandCruiser 300': 4, Corolla: 9 } } }],
    }),
  );
  return {
    request: new Request(`http://coastal-toyota.localhost/${modelSlug}`),
    context,
    params: { modelSlug },
  } as unknown as Parameters<typeof loader>[0];
}

describe('/{model-slug}', () => {
  it("sends an offer's Explore model link to that model's stock (site-wide §2)", async () => {
    const response = await loader(args('landcruiser-300'));
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/search?model=LandCruiser+300');
  });

  it('is a 404 for a slug that names no model', async () => {
    await expect(loader(args('wp-login'))).rejects.toMatchObject({ init: { status: 404 } });
  });
});
