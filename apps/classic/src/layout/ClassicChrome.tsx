import { AccountLinks, useAccountSavedCars } from '@forecourt/accounts';
import { CompareLink, SavedLink } from '@forecourt/favourites';
import { HeaderSearch } from '@forecourt/search';
import {
  SiteFooter,
  SiteHeader,
  siteFooterGroups,
  siteNav,
  useSite,
  useStockNav,
} from '@forecourt/site-shell';
import { classicCopy } from '@forecourt/template-classic';

/** A single dealership's header: the site-wide §2 navigation groups, saved cars when the site offers them. */
export function ClassicHeader() {
  const site = useSite();
  const stock = useStockNav();
  const savedAccount = useAccountSavedCars();
  return (
    <SiteHeader
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

/** The classic footer: the dealer's tagline, the site-wide §2 link groups, contact details and social links. */
export function ClassicFooter() {
  const site = useSite();
  const stock = useStockNav();
  const copy = classicCopy(site, { year: new Date().getFullYear() });
  return (
    <SiteFooter
      tagline={copy.footer.tagline}
      contactHeading={copy.footer.contactHeading}
      followHeading={copy.footer.followHeading}
      copyright={copy.footer.copyright}
      groups={siteFooterGroups(site, stock)}
    />
  );
}
