import { AccountLinks } from '@forecourt/accounts';
import { SavedLink } from '@forecourt/favourites';
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
  return (
    <SiteHeader
      className="group-header"
      nav={siteNav(site, stock)}
      extra={
        site.features.favourites || site.garage_enabled ? (
          <>
            {site.features.favourites ? <SavedLink /> : null}
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
