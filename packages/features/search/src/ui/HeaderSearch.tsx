import { useSite } from '@forecourt/site-shell';
import { HeroSearch } from './HeroSearch.tsx';

/** The header search box's id (its label's is `header-query-label`). */
export const HEADER_SEARCH_ID = 'header-query';

/**
 * The compact stock search of the site header, for `SiteHeader`'s `search` slot: a
 * plain GET form to `/search?query=` on the server and without JavaScript, which loads the live
 * search (suggestions as the shopper types) on first focus, as the home page's box does. On
 * phones it sits in the header's menu.
 */
export function HeaderSearch() {
  const vehicles = useSite().texts.vehicles;
  return (
    <HeroSearch
      id={HEADER_SEARCH_ID}
      className="header-search"
      hideLabel
      label={`Search our ${vehicles}`}
      placeholder={headerSearchPlaceholder(vehicles)}
      button="Search"
    />
  );
}

/** The longest vehicle word the header box shows whole at its narrowest (11rem, 1280 px wide). */
const PLACEHOLDER_VEHICLES_MAX = 12;

/**
 * The header box's placeholder: "Search cars", "Search caravans"; a site whose vehicle word is
 * long ("trucks and motorcycles") gets "Search stock", so the hint is never cut off mid-word.
 * The box's label always names the site's own vehicles.
 */
export function headerSearchPlaceholder(vehicles: string): string {
  return vehicles.length <= PLACEHOLDER_VEHICLES_MAX ? `Search ${vehicles}` : 'Search stock';
}
