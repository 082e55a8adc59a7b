/** What a stats banner item may count from the site's data (site-wide §1 stats banner). */
export const STAT_COUNTS = ['locations', 'dealerships', 'brands'] as const;
export type StatCount = (typeof STAT_COUNTS)[number];

/** A stats banner item as the site config gives it: a fixed value, or a count of the site's data. */
export type StatsBannerConfigItem =
  | { value: string; label: string }
  | { count: StatCount; label: string };

/** The counts a page knows; a count item whose count is not given is left out. */
export type StatCountValues = Partial<Record<StatCount, number>>;

/**
 * The stats banner's items as shown (site-wide §1): a `value` item as written, a `count` item as
 * the number the page works out from the site's data — visible locations, dealerships, makes
 * with cars listed — so the banner never says "50+ Locations" beside "10 dealerships", or "7
 * Brands" above 11 brand tiles. A count item the page has no number for is left out rather than
 * shown as 0.
 */
export function statsBannerItems(
  items: readonly StatsBannerConfigItem[],
  counts: StatCountValues,
): { value: string; label: string }[] {
  return items.flatMap((item) => {
    if ('value' in item) return [{ value: item.value, label: item.label }];
    const count = counts[item.count];
    return typeof count === 'number' && Number.isFinite(count)
      ? [{ value: String(count), label: item.label }]
      : [];
  });
}
