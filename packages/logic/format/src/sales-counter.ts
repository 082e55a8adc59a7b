import { TZDate } from '@date-fns/tz';
import { BRISBANE_TIME_ZONE } from './date.ts';

/** Sales counted a day (site-wide §9 Sales counter: 192 per day). */
export const SALES_PER_DAY = 192;
/** One sale per 450 seconds: 86,400 / 192 (site-wide §9). */
export const SALE_INTERVAL_SECONDS = 450;
/** The counter recomputes every 150 seconds (site-wide §4). */
export const SALES_COUNTER_REFRESH_SECONDS = 150;
/** A new value counts up from the previous one over 2 seconds (site-wide §4). */
export const SALES_COUNTER_COUNT_UP_MS = 2000;

/**
 * The sales counter's number at `now` (site-wide §4, §9): one sale per 450 seconds since midnight
 * in Brisbane time (UTC+10, no daylight saving), so 0 just after midnight and 191 before the
 * next one. The same instant gives the same number on the server and in the browser.
 */
export function salesToday(now: Date | number): number {
  const date = new TZDate(typeof now === 'number' ? now : now.getTime(), BRISBANE_TIME_ZONE);
  const seconds = date.getHours() * 3600 + date.getMinutes() * 60 + date.getSeconds();
  return Math.min(SALES_PER_DAY - 1, Math.floor(seconds / SALE_INTERVAL_SECONDS));
}
