import { act, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, Link, RouterProvider, useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useViewCount, viewCountPath } from './useViewCount.ts';

function Views() {
  const slug = useParams().slug ?? '';
  const views = useViewCount(slug, 7);
  return (
    <>
      <p>{views} views</p>
      <Link to="/cars/b-car">next</Link>
      <Link to="/cars/a-car">back</Link>
    </>
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('useViewCount (the page counts its view, not the loader)', () => {
  it('posts one view per page view, even in StrictMode, and shows the new total', async () => {
    const posts: { url: string; init: RequestInit | undefined }[] = [];
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      posts.push({ url, init });
      return Response.json({ views: 40 + posts.length });
    });
    const router = createMemoryRouter([{ path: '/cars/:slug', element: <Views /> }], {
      initialEntries: ['/cars/a-car'],
    });
    render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
    // The rendered count first (the cached page's), then the server's total.
    expect(await screen.findByText('41 views')).toBeTruthy();
    expect(posts.map((post) => post.url)).toEqual([viewCountPath('a-car')]);
    expect(posts[0]?.init?.method).toBe('POST');
    expect(posts[0]?.init?.body).toBe('{}');
    // A navigation to another car, and back again, are two more page views.
    await act(() => router.navigate('/cars/b-car'));
    expect(await screen.findByText('42 views')).toBeTruthy();
    await act(() => router.navigate('/cars/a-car'));
    expect(await screen.findByText('43 views')).toBeTruthy();
    expect(posts.map((post) => post.url)).toEqual([
      viewCountPath('a-car'),
      viewCountPath('b-car'),
      viewCountPath('a-car'),
    ]);
  });

  it('keeps the rendered count when the count fails (vehicle-stock §8)', async () => {
    let calls = 0;
    vi.stubGlobal('fetch', async () => {
      calls += 1;
      return Response.json({ error: 'Too many page views counted.' }, { status: 429 });
    });
    const router = createMemoryRouter([{ path: '/cars/:slug', element: <Views /> }], {
      initialEntries: ['/cars/c-car'],
    });
    render(<RouterProvider router={router} />);
    await vi.waitFor(() => expect(calls).toBe(1));
    expect(screen.getByText('7 views')).toBeTruthy();
  });
});
