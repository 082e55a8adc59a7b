import type { SiteStock } from '@forecourt/api-client';
import type { LoaderFunctionArgs } from 'react-router';
import { apiFor } from './api-client.ts';
import { siteOf } from './site-context.tsx';

/** What a conditional load answers: a new value and its version, or `null` for "unchanged". */
export type ConditionalAnswer<T> = { value: T; etag: string | null } | null;

/**
 * A per-key cache revalidated on every use: `load` gets the version held (an ETag) and answers
 * `null` when it is still current (the cached value is used) or a new value and version. Callers
 * arriving together share one load; a failed load is not cached, and a value without a version
 * is not kept.
 */
export function revalidatingCache<T>() {
  const entries = new Map<string, { value: T; etag: string }>();
  const pending = new Map<string, Promise<T>>();
  return (key: string, load: (etag: string | undefined) => Promise<ConditionalAnswer<T>>) => {
    const running = pending.get(key);
    if (running) return running;
    const held = entries.get(key);
    const next = load(held?.etag)
      .then((answer) => {
        if (answer === null) {
          if (!held) throw new Error(`"${key}" answered unchanged, but nothing is cached`);
          return held.value;
        }
        if (answer.etag) entries.set(key, { value: answer.value, etag: answer.etag });
        else entries.delete(key);
        return answer.value;
      })
      .finally(() => pending.delete(key));
    pending.set(key, next);
    return next;
  };
}

const siteStockCache = revalidatingCache<SiteStock>();

/**
 * The site's stock feed (`/api/sites/{slug}/stock.json`) for a loader that summarises the whole
 * stock (home page makes, bodies, newest cars, dealership counts; the sitemap). The feed of a
 * large group is megabytes of JSON, which took the home page's first byte most of a second to
 * build and parse; the parsed feed is kept per site and revalidated with its ETag on every
 * request (a 304 costs the API one count query), so a page never shows stock older than the
 * request.
 */
export async function loadSiteStock({
  request,
  context,
}: Pick<LoaderFunctionArgs, 'request' | 'context'>): Promise<SiteStock> {
  const site = siteOf(context);
  const api = apiFor(request, context);
  return siteStockCache(site.slug, async (etag) => {
    const answer = await api.siteStockIfChanged(site.slug, etag);
    return answer && { value: answer.stock, etag: answer.etag };
  });
}
