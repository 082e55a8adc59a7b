import { whenIdle } from '@forecourt/site-shell';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';

/** Where the page counts its view: the platform API on the site's own host. */
export const viewCountPath = (slug: string) => `/api/cars/${encodeURIComponent(slug)}/views`;

/**
 * Page views counted in this tab, by navigation: one count per page view, even when the effect
 * runs twice (StrictMode) or the page re-renders. Only the last few are remembered.
 */
const counted = new Map<string, Promise<number | null>>();
const REMEMBERED = 20;

function countOnce(pageView: string, slug: string): Promise<number | null> {
  const known = counted.get(pageView);
  if (known) return known;
  const count = fetch(viewCountPath(slug), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
    credentials: 'same-origin',
    keepalive: true,
  })
    .then((response) => (response.ok ? response.json() : null))
    .then((body: { views?: unknown } | null) =>
      typeof body?.views === 'number' ? body.views : null,
    )
    .catch(() => null);
  counted.set(pageView, count);
  for (const key of counted.keys()) {
    if (counted.size <= REMEMBERED) break;
    counted.delete(key);
  }
  return count;
}

/**
 * Counts this view of the vehicle page after hydration (vehicle-stock §7) with `POST
 * /api/cars/{slug}/views` on the site's host, and answers the views to show: the count the page
 * was rendered with until the server says the new total. Counting here, not in the loader, lets
 * the platform keep the rendered page for every anonymous shopper (capacity). A failed
 * count changes nothing on the page (vehicle-stock §8: "nothing returned").
 */
export function useViewCount(slug: string, rendered: number | null): number | null {
  const location = useLocation();
  const [views, setViews] = useState<{ slug: string; views: number } | null>(null);
  useEffect(() => {
    let current = true;
    // Each navigation to the page is one view (location.key is new for every navigation). Sent
    // once the browser is idle: a fetch in the hydration's effects lengthened its longest task.
    const cancel = whenIdle(() => {
      countOnce(`${location.key}:${slug}`, slug).then((total) => {
        if (current && total !== null) setViews({ slug, views: total });
      });
    });
    return () => {
      current = false;
      cancel();
    };
  }, [slug, location.key]);
  return views?.slug === slug ? views.views : rendered;
}
