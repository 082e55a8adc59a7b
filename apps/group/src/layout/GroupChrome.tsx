import { AccountLinks, useAccountSavedCars } from '@forecourt/accounts';
import { CompareLink, SavedLink } from '@forecourt/favourites';
import { HeaderSearch } from '@forecourt/search';
import {
  SiteFooter,
  SiteHeader,
  siteFooterGroups,
  siteNav,
  useSite,
  useSiteStates,
  useStockNav,
} from '@forecourt/site-shell';
import { groupCopy } from '@forecourt/template-group';

/**
 * A dealer group's header: one search across the group, its dealerships (the dealer locator)
 * and saved cars; the line beside the logo says how many dealerships and where.
 */
export function GroupHeader() {
  const site = useSite();
  const stock = useStockNav();
  const savedAccount = useAccountSavedCars();
  return (
    <SiteHeader
      className="group-header"
      nav={siteNav(site, stock)}
      extra={
        site.features.favourites || site.features.compare || site.garage_enabled ? (
          <>
            {/* One saved list, one count: the account's watchlist once signed in (vehicle-stock §6). */}
            {site.features.favourites || savedAccount ? <SavedLink account={savedAccount} /> : null}
            {site.features.compare ? <CompareLink /> : null}
            <AccountLinks />
          </>
        ) : null
      }
      search={<HeaderSearch />}
    />
  );
}

/** The group footer (site-wide §2): each dealership's stock, contact and social links. */
export function GroupFooter() {
  const site = useSite();
  const stock = useStockNav();
  const copy = groupCopy(site, { year: new Date().getFullYear(), states: useSiteStates() });
  return (
    <SiteFooter
      className="group-footer"
      tagline={copy.footer.tagline}
      contactHeading={copy.footer.contactHeading}
      followHeading={copy.footer.followHeading}
      copyright={copy.footer.copyright}
      groups={siteFooterGroups(site, stock, { dealershipsHeading: copy.footer.dealershipsHeading })}
    />
  );
}
