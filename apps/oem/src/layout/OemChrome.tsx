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
import { oemCopy } from '@forecourt/template-oem';

/**
 * A manufacturer franchise's header: the range, new and demo stock first, used, service (the
 * manufacturer's booking page where the site has one, site-wide §2) and contact, which is the
 * location link for manufacturer sites (site-wide §2: /contact).
 */
export function OemHeader() {
  const site = useSite();
  const stock = useStockNav();
  const savedAccount = useAccountSavedCars();
  return (
    <SiteHeader
      className="oem-header"
      nav={siteNav(site, stock, { vehiclesPath: '/models' })}
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

/** The oem footer: the franchise line, the range by body type, contact and social links. */
export function OemFooter() {
  const site = useSite();
  const stock = useStockNav();
  const copy = oemCopy(site, { year: new Date().getFullYear() });
  return (
    <SiteFooter
      className="oem-footer"
      tagline={copy.footer.tagline}
      contactHeading={copy.footer.contactHeading}
      followHeading={copy.footer.followHeading}
      copyright={copy.footer.copyright}
      groups={siteFooterGroups(site, stock)}
    />
  );
}
