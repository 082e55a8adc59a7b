import { AccountLinks } from '@forecourt/accounts';
import { SavedLink } from '@forecourt/favourites';
import { HeaderSearch } from '@forecourt/search';
import { SiteFooter, SiteHeader, useSite } from '@forecourt/site-shell';
import { oemCopy } from '@forecourt/template-oem';

/**
 * A manufacturer franchise's header: the range, new and demo stock first, used, service (the
 * manufacturer's booking page where the site has one, site-wide §2) and contact, which is the
 * location link for manufacturer sites (site-wide §2: /contact).
 */
export function OemHeader() {
  const site = useSite();
  return (
    <SiteHeader
      className="oem-header"
      nav={[
        { to: '/', label: 'Home', end: true },
        { to: '/models', label: 'Models' },
        { to: '/search/new-and-demo-cars', label: 'New & demo' },
        { to: '/search/used-cars', label: 'Used' },
        { to: site.layout.location_link, label: 'Contact' },
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

/** The oem footer: the franchise line, the range by body type, contact and social links. */
export function OemFooter() {
  const site = useSite();
  const copy = oemCopy(site, { year: new Date().getFullYear() });
  return (
    <SiteFooter
      className="oem-footer"
      tagline={copy.footer.tagline}
      contactHeading={copy.footer.contactHeading}
      followHeading={copy.footer.followHeading}
      copyright={copy.footer.copyright}
      groups={[
        {
          heading: 'Buyer tools',
          links: [
            { to: '/search/new-cars', label: 'New' },
            { to: '/search/demo-cars', label: 'Demo' },
            { to: '/search/used-cars', label: 'Used' },
            { to: '/models', label: 'The range' },
          ],
        },
      ]}
    />
  );
}
