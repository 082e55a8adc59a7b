/**
 * Orders labels (makes, models, bodies) the way a list reads: case-insensitive, ties broken by
 * code point so the order is total and the same on the server and in the browser.
 *
 * Not `localeCompare(b, 'en-AU')`: in the browser that builds an ICU collator (its first use
 * loads the locale data) and sorting the footer's models with it was a ~15 ms task of its own in
 * the vehicle page's hydration. For the ASCII names of vehicle stock the order is the same.
 */
export function compareText(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  if (x !== y) return x < y ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}
