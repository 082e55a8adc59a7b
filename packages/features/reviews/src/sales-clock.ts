import { SALES_COUNTER_REFRESH_SECONDS, salesToday } from '@forecourt/format';

/**
 * Recomputes the sales counter now and every 150 seconds (site-wide §4), calling `onCount` with
 * the number for the current Brisbane time; returns the stop function. Loaded lazily by
 * `SiteSalesCounter` after hydration, so it is not part of the first paint's JavaScript.
 */
export function startSalesClock(
  onCount: (count: number) => void,
  now: () => number = Date.now,
): () => void {
  onCount(salesToday(now()));
  const timer = setInterval(() => onCount(salesToday(now())), SALES_COUNTER_REFRESH_SECONDS * 1000);
  return () => clearInterval(timer);
}
