/** Sold cars stay in location and budget stock for this many days by default (site-wide §4, §9). */
export const DEFAULT_INCLUDE_SOLD_CARS_DAYS = 3;

/** The budget finder only looks at cars priced above this (site-wide §7). */
export const BUDGET_FINDER_MIN_PRICE = 1000;

const SECONDS_PER_DAY = 86_400;

/** Options for {@link stockFilter}; `include_sold_cars_days` is the site config field. */
export interface StockFilterOptions {
  /** The clock, injected. */
  now: Date;
  /** Site config `include_sold_cars_days`; null or missing means the default 3. */
  include_sold_cars_days?: number | null;
  /** The budget finder variant, which also requires `price>1000`. */
  budget?: boolean;
}

/**
 * The sold-date cutoff in epoch SECONDS (the index stores `sold_date_timestamp` in seconds):
 * `now` minus `include_sold_cars_days` days, rounded down to a whole second (site-wide §4).
 * A missing, negative or non-finite day count falls back to the default 3.
 */
export function soldCutoffTimestamp(
  now: Date,
  includeSoldCarsDays: number | null | undefined,
): number {
  const nowMs = now.getTime();
  if (!Number.isFinite(nowMs)) throw new RangeError('now must be a valid Date');
  const days =
    typeof includeSoldCarsDays === 'number' &&
    Number.isFinite(includeSoldCarsDays) &&
    includeSoldCarsDays >= 0
      ? includeSoldCarsDays
      : DEFAULT_INCLUDE_SOLD_CARS_DAYS;
  return Math.floor(nowMs / 1000 - days * SECONDS_PER_DAY);
}

/**
 * The location / budget stock filter in Meilisearch syntax (site-wide §7, §4):
 * `(status=in_stock OR status=coming_soon OR sold_date_timestamp>{cutoff}) AND show_on_dealer_website=true`,
 * plus ` AND price>1000` for the budget finder.
 */
export function stockFilter({
  now,
  include_sold_cars_days,
  budget = false,
}: StockFilterOptions): string {
  const cutoff = soldCutoffTimestamp(now, include_sold_cars_days);
  const filter = `(status=in_stock OR status=coming_soon OR sold_date_timestamp>${cutoff}) AND show_on_dealer_website=true`;
  return budget ? `${filter} AND price>${BUDGET_FINDER_MIN_PRICE}` : filter;
}

/** The car fields {@link listedInSearch} reads (the fields {@link stockFilter} filters on). */
export interface ListedCar {
  status: string;
  sold_date_timestamp?: number | null;
  show_on_dealer_website?: boolean | null;
}

/**
 * {@link stockFilter} as a predicate over the stock feed's cars: in stock, coming soon or sold
 * after the cutoff, and shown on the dealer website (site-wide §7, §4). A count taken from the
 * feed with it (a home page's makes, the header's menus) is the total of the results page it
 * links to, which runs {@link stockFilter} (vehicle-stock §4: a count and its results agree).
 * `show_on_dealer_website` missing counts as shown, as the search index stores it.
 */
export function listedInSearch({
  now,
  include_sold_cars_days,
}: Omit<StockFilterOptions, 'budget'>): (car: ListedCar) => boolean {
  const cutoff = soldCutoffTimestamp(now, include_sold_cars_days);
  return (car) =>
    car.show_on_dealer_website !== false &&
    (car.status === 'in_stock' ||
      car.status === 'coming_soon' ||
      (typeof car.sold_date_timestamp === 'number' && car.sold_date_timestamp > cutoff));
}
