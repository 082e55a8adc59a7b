import { AccountLinks } from '@forecourt/accounts';
import { SavedLink } from '@forecourt/favourites';
import { HeaderSearch } from '@forecourt/search';
import { SiteFooter, SiteHeader, useSite } from '@forecourt/site-shell';
import { classicCopy } from '@forecourt/template-classic';

/** A single dealership's header: home and its stock, saved cars when the site offers them. */
export function ClassicHeader() {
  const site = useSite();
  return (
    <SiteHeader
      nav={[
        { to: '/', label: 'Home', end: true },
        { to: '/search', label: 'Browse stock' },
      ]}
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

/** The classic footer: the dealer's tagline, contact details and social links. */
export function ClassicFooter() {
  const copy = classicCopy(useSite(), { year: new Date().getFullYear() });
  return (
    <SiteFooter
      tagline={copy.footer.tagline}
      contactHeading={copy.footer.contactHeading}
      followHeading={copy.footer.followHeading}
      copyright={copy.footer.copyright}
    />
  );
}
