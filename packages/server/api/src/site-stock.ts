import { excludedStockKeys, isStockExcluded } from '@forecourt/stock-eligibility';
import type { SiteRecord } from './site-directory.ts';

/**
 * A site's stock, the one scope every car call for a site goes through (the car and its
 * printout, views, related cars, the stock feed and its change list, leads, checkout, orders,
 * recently viewed): its dealerships' cars without the stock numbers its rules exclude
 * (vehicle-stock §6 "some stock numbers excluded on one brand site"; `rules.excluded_stock_numbers`,
 * compared trimmed and case-insensitively as the search scope does).
 */
type StockSite = Pick<SiteRecord, 'dealershipIds'> & {
  settings?: { rules?: { excluded_stock_numbers?: readonly string[] } };
};

const excludedOf = (site: StockSite): readonly string[] =>
  site.settings?.rules?.excluded_stock_numbers ?? [];

/** Whether the site shows this car: one of its dealerships' and not excluded by stock number. */
export function siteShowsCar(
  site: StockSite,
  car: { dealership_id: number; stocknum?: unknown },
): boolean {
  const stocknum = typeof car.stocknum === 'string' ? car.stocknum : null;
  return (
    site.dealershipIds.includes(car.dealership_id) &&
    !isStockExcluded({ stocknum }, excludedOf(site))
  );
}

/**
 * The SQL condition on cars `c` for the site's stock, its parameters numbered from `first`
 * (`$first` the dealership ids, `$first+1` the excluded stock numbers as they compare).
 */
export function siteStockCondition(
  site: StockSite,
  first: number,
): { where: string; params: unknown[] } {
  return {
    where: `c.dealership_id = ANY($${first}::int[])
       AND (c.stocknum IS NULL OR upper(btrim(c.stocknum)) <> ALL($${first + 1}::text[]))`,
    params: [site.dealershipIds, excludedStockKeys(excludedOf(site))],
  };
}
