import { publicSiteConfig, resolveSiteConfig } from '@forecourt/site-config';
import { platformFetchContext, siteContext } from '@forecourt/site-shell';
import { RouterContextProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadOffersSection } from './load-offers-section.ts';
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
