import { ANALYTICS_EVENT_IDS } from '@forecourt/lead-payloads';
import { type TrackData, trackEvent } from '@forecourt/site-shell';
import { useEffect } from 'react';

/**
 * Sends event 49, a search page view (vehicle-stock §7), once for each results page shown: on
 * hydration and on every navigation to another search (`page` is the results page's path and
 * query string), with what was searched in `data`. Never blocks the page.
 */
export function useSearchPageView(page: string, data: TrackData): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per results page, not per render of it.
  useEffect(() => {
    trackEvent(ANALYTICS_EVENT_IDS.SEARCH_PAGE_VIEW, data);
  }, [page]);
}
