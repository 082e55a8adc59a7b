import { AccountLinks } from '@forecourt/accounts';
import { SavedLink } from '@forecourt/favourites';
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
  return (
    <SiteHeader
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
