import { describe, expect, it } from 'vitest';
import { islandAnswers } from './results-revalidation.ts';

const at = (path: string) => new URL(path, 'https://sunshine-used-cars.localhost');

describe('islandAnswers (the loader is skipped for what the island searches)', () => {
  it('answers GET navigations from /search… to /search (a filter, a page link, a sort, Back)', () => {
    expect(islandAnswers({ currentUrl: at('/search'), nextUrl: at('/search?make=Toyota') })).toBe(
      true,
    );
    expect(
      islandAnswers({
        currentUrl: at('/search?make=Toyota'),
        nextUrl: at('/search?make=Toyota&page=2'),
        formMethod: 'GET',
      }),
    ).toBe(true);
    expect(
      islandAnswers({
        currentUrl: at('/search/toyota'),
        nextUrl: at('/search?make=Toyota&page=2'),
      }),
    ).toBe(true);
  });

  it('leaves path pages, POSTs and other pages to the loader (vehicle-stock §2)', () => {
    expect(islandAnswers({ currentUrl: at('/search'), nextUrl: at('/search/toyota') })).toBe(false);
    expect(
      islandAnswers({ currentUrl: at('/search'), nextUrl: at('/search'), formMethod: 'POST' }),
    ).toBe(false);
    expect(islandAnswers({ currentUrl: at('/'), nextUrl: at('/search?query=hilux') })).toBe(false);
    expect(islandAnswers({ currentUrl: at('/searching'), nextUrl: at('/search') })).toBe(false);
  });
});
