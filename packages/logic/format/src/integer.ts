/**
 * A whole number with thousands commas, `1,234,567`, rounded (site-wide §9 number style).
 *
 * Plain string work rather than `Intl.NumberFormat` or `toLocaleString('en-AU')`: the first use
 * of `Intl` in a page loads the browser's locale data, which cost ~17 ms of main thread on the
 * vehicle page (~70 ms under Lighthouse's 4× CPU slowdown) — one long task on its own, for
 * commas that en-AU puts where this does.
 */
export function formatInteger(value: number): string {
  const rounded = Math.round(value);
  if (!Number.isFinite(rounded)) return String(rounded);
  const digits = String(Math.abs(rounded));
  let grouped = '';
  for (let end = digits.length; end > 0; end -= 3) {
    const group = digits.slice(Math.max(0, end - 3), end);
    grouped = grouped ? `${group},${grouped}` : group;
  }
  return rounded < 0 ? `-${grouped}` : grouped;
}
