/**
 * Runs `work` in a task of its own once the browser has nothing more urgent to do (at most
 * `timeout` ms later), and answers a function that cancels it.
 *
 * For work a page starts as it hydrates but nobody waits for — view counts, view events: React
 * runs every passive effect of a hydrated page in one task, so work done right in those effects
 * (a beacon, a fetch, a dialog's layout) lengthened the longest task of the page's start-up,
 * which is what Total Blocking Time counts.
 */
export function whenIdle(work: () => void, timeout = 2000): () => void {
  if (typeof window === 'undefined') return () => {};
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => work(), { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(work, 1);
  return () => window.clearTimeout(id);
}
