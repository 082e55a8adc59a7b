import { publicSiteConfig, resolveSiteConfig } from '@forecourt/site-config';
import { platformFetchContext, siteContext } from '@forecourt/site-shell';
import { RouterContextProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadOfferSitemapPaths, loadOffersSection } from './load-offers-section.ts';
import { offerHref } from './offer-links.ts';
import { STORY_OFFERS } from './ui/story-data.ts';

const SITE = publicSiteConfig(
  resolveSiteConfig({ slug: 'metro-auto-group', name: 'Metro Auto Group', template: 'group' }),
);
const request = new Request('http://metro-auto-group.localhost:4000/');

function contextAnswering(answer: () => Response) {
  const context = new RouterContextProvider();
  context.set(siteContext, SITE);
  context.set(platformFetchContext, async () => answer());
  return context;
}

afterEach(() => vi.restoreAllMocks());

describe('loadOffersSection', () => {
  it("gives the first N of the site's offers as cards, soonest ending first", async () => {
    const context = contextAnswering(() =>
      Response.json({ site: SITE.slug, count: 3, offers: [...STORY_OFFERS].reverse() }),
    );
    const cards = await loadOffersSection({ request, context }, 2);
    expect(cards.map((card) => card.id)).toEqual([101, 102]);
  });

  it('logs a failing offers call and gives no cards, so the home page still renders', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const context = contextAnswering(() => Response.json({ error: 'down' }, { status: 503 }));
    expect(await loadOffersSection({ request, context }, 3)).toEqual([]);
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('offers section of metro-auto-group'),
    );
  });
});

describe('loadOfferSitemapPaths (site-wide §2: offer pages in the sitemap)', () => {
  it("lists /special-offers and each of the site's offers at its own path", async () => {
    const context = contextAnswering(() =>
      Response.json({ site: SITE.slug, count: 3, offers: STORY_OFFERS }),
    );
    expect(await loadOfferSitemapPaths({ request, context })).toEqual([
      '/special-offers',
      ...STORY_OFFERS.map((offer) => offerHref(offer)),
    ]);
  });

  it('keeps /special-offers when the offers call fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const context = contextAnswering(() => Response.json({ error: 'down' }, { status: 503 }));
    expect(await loadOfferSitemapPaths({ request, context })).toEqual(['/special-offers']);
  });
});
