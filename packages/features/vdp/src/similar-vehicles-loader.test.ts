import { carHit, TEST_CARD_SITE } from '@forecourt/search/testing';
import { platformFetchContext } from '@forecourt/site-shell';
import { RouterContextProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadSimilarVehicles } from './similar-vehicles-loader.ts';

const NOW = new Date('2026-11-22T00:00:00Z');
const CAR = {
  id: 1,
  slug: 'toyota-hilux-1',
  make: 'Toyota',
  model: 'HiLux',
  simple_body: 'Ute',
  price: 45_990,
};
const request = new Request('http://sunshine-used-cars.localhost:4500/cars/toyota-hilux-1/similar');

function contextAnswering(
  answer: () => Response,
  related: () => Response = () => Response.json({ ids: [] }),
) {
  const platformFetch = vi.fn(async (req: Request) =>
    new URL(req.url).pathname.endsWith('/related') ? related() : answer(),
  );
  const context = new RouterContextProvider();
  context.set(platformFetchContext, platformFetch);
  return { context, platformFetch };
}

afterEach(() => vi.restoreAllMocks());

describe('loadSimilarVehicles', () => {
  it('runs one multi-search of the two similar-vehicle queries and returns cards (vehicle-stock §7)', async () => {
    const { context, platformFetch } = contextAnswering(() =>
      Response.json({
        results: [
          { hits: [carHit({ id: 1 }), carHit({ id: 2 })] },
          { hits: [carHit({ id: 3, make: 'Ford', model: 'Ranger' })] },
        ],
      }),
    );
    const cards = await loadSimilarVehicles(request, context, CAR, TEST_CARD_SITE, NOW);
    expect(cards.map((card) => card.id)).toEqual([2, 3]);
    expect(platformFetch).toHaveBeenCalledTimes(2);
    const body = (await platformFetch.mock.calls[1]?.[0].json()) as { queries: unknown[] };
    expect(body.queries).toHaveLength(2);
  });

  it('puts the related car ids first and cuts to the site’s count (vehicle-stock §7, §9)', async () => {
    const { context, platformFetch } = contextAnswering(
      () =>
        Response.json({
          results: [
            { hits: [carHit({ id: 7 }), carHit({ id: 9 })] },
            { hits: [carHit({ id: 2 }), carHit({ id: 3, make: 'Ford', model: 'Ranger' })] },
          ],
        }),
      () => Response.json({ ids: [9, 7] }),
    );
    const site = { ...TEST_CARD_SITE, rules: { similar_vehicles_count: 3 } };
    const cards = await loadSimilarVehicles(request, context, CAR, site, NOW);
    expect(cards.map((card) => card.id)).toEqual([9, 7, 2]);
    expect(new URL(platformFetch.mock.calls[0]?.[0].url ?? '').pathname).toBe(
      '/api/cars/toyota-hilux-1/related',
    );
  });

  it('falls back to the filter-based search when the related ids fail (vehicle-stock §8)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { context } = contextAnswering(
      () => Response.json({ results: [{ hits: [carHit({ id: 2 })] }] }),
      () => Response.json({ error: 'down' }, { status: 500 }),
    );
    const cards = await loadSimilarVehicles(request, context, CAR, TEST_CARD_SITE, NOW);
    expect(cards.map((card) => card.id)).toEqual([2]);
  });

  it('logs a search failure and leaves the list empty (vehicle-stock §8: logged only)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { context } = contextAnswering(() => Response.json({ message: 'down' }, { status: 503 }));
    await expect(loadSimilarVehicles(request, context, CAR, TEST_CARD_SITE, NOW)).resolves.toEqual(
      [],
    );
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('similar vehicles of toyota-hilux-1'),
    );
  });
});
