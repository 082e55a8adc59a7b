// @vitest-environment node
// (Node's Request keeps the Host header a browser would forbid.)
import { platformFetchContext } from '@forecourt/site-shell';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { multiSearch, SearchUnavailableError } from './multi-search.ts';

const body = {
  queries: [{ indexUid: 'cars', q: '', facets: [], filter: [], hitsPerPage: 21, page: 1 }],
};
const request = new Request('http://sunshine-used-cars.localhost:4500/search?make=Toyota');

describe('multiSearch', () => {
  it('posts the body to /search/multi-search in process with the site Host (search README site scoping)', async () => {
    const platformFetch = vi.fn(async (_req: Request) =>
      Response.json({ results: [{ hits: [{ id: 1 }] }] }),
    );
    const context = new RouterContextProvider();
    context.set(platformFetchContext, platformFetch);

    const results = await multiSearch(request, context, body);

    expect(results).toEqual([{ hits: [{ id: 1 }] }]);
    const sent = platformFetch.mock.calls[0]?.[0];
    expect(sent?.url).toBe('http://sunshine-used-cars.localhost:4500/search/multi-search');
    expect(sent?.method).toBe('POST');
    expect(sent?.headers.get('host')).toBe('sunshine-used-cars.localhost:4500');
    expect(await sent?.json()).toEqual(body);
  });

  it('uses the fallback fetch without a platform fetch, and throws on an error answer', async () => {
    const fallback = vi.fn(async () => Response.json({ message: 'x' }, { status: 500 }));
    await expect(
      multiSearch(request, new RouterContextProvider(), body, fallback),
    ).rejects.toBeInstanceOf(SearchUnavailableError);
    expect(fallback).toHaveBeenCalledTimes(1);
    const noResults = vi.fn(async () => Response.json({}));
    await expect(
      multiSearch(request, new RouterContextProvider(), body, noResults),
    ).rejects.toThrow('search answered no results');
  });
});
