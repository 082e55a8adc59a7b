import { slugify } from '@forecourt/format';
import { bodyTypeSlug } from '@forecourt/site-config';
import { CAR_TYPE_PATHS } from './path-refinements.ts';
import { type ResultsHeadingSite, stockHeading } from './results-heading.ts';
import type { SearchState } from './search-state.ts';

/** One crumb of the results page's trail; the current page has no href. */
export interface SearchCrumb {
  label: string;
  href?: string;
}

const CAR_TYPE_LABELS: Readonly<Record<string, string>> = {
  'new-cars': 'New',
  'used-cars': 'Used',
  'demo-cars': 'Demo',
  'new-and-demo-cars': 'New and demo',
};

const only = (values: readonly string[] | undefined): string | null =>
  values?.length === 1 ? (values[0] ?? null) : null;

/** The car-type path whose types are exactly the refinement's (`/search/used-cars`), or null. */
function carTypePath(types: readonly string[] | undefined): string | null {
  if (!types?.length) return null;
  const wanted = [...types].sort().join();
  for (const [path, pathTypes] of Object.entries(CAR_TYPE_PATHS)) {
    if (pathTypes.length && [...pathTypes].sort().join() === wanted) return path;
  }
  return null;
}

/**
 * The results page's breadcrumb trail (site-wide §2 Breadcrumb trail: Home, then car type, make,
 * model or body, then the current page): Home → {Vehicles} for sale → the car type
 * (`/search/used-cars`) → the make (`/search/toyota`) → the model (`/search/toyota/hilux`) or the
 * body (`/search/suv`) → the page's own heading, each level only when the search names exactly
 * one; a level that is the page itself is not repeated. All stock with no filter is
 * Home → {Vehicles} for sale.
 */
export function searchBreadcrumbs(
  state: SearchState,
  site: Pick<ResultsHeadingSite, 'texts'>,
  heading: string,
  currentPath: string,
  narrowed: boolean,
): SearchCrumb[] {
  const stock = stockHeading(site);
  if (!narrowed) return [{ label: 'Home', href: '/' }, { label: stock }];
  const { refinements } = state;
  const levels: { label: string; href: string }[] = [];
  const typePath = carTypePath(refinements.car_type);
  if (typePath) {
    levels.push({
      label: `${CAR_TYPE_LABELS[typePath]} ${site.texts.vehicles}`,
      href: `/search/${typePath}`,
    });
  }
  const make = only(refinements.make);
  const model = only(refinements.model);
  const body = only(refinements.body);
  if (make) {
    levels.push({ label: make, href: `/search/${slugify(make)}` });
    if (model) levels.push({ label: model, href: `/search/${slugify(make)}/${slugify(model)}` });
  }
  if (!model && body) levels.push({ label: body, href: `/search/${bodyTypeSlug(body)}` });
  return [
    { label: 'Home', href: '/' },
    { label: stock, href: '/search' },
    ...levels.filter((level) => level.href !== currentPath),
    { label: heading },
  ];
}
