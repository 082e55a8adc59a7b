import { AccountLinks } from '@forecourt/accounts';
import { SavedLink } from '@forecourt/favourites';
import { HeaderSearch } from '@forecourt/search';
import { SiteFooter, SiteHeader, useSite } from '@forecourt/site-shell';
import { groupCopy } from '@forecourt/template-group';

/**
 * A dealer group's header: one search across the group, its dealerships (the dealer locator)
 * and saved cars; the line beside the logo says how many dealerships and where.
 */
export function GroupHeader() {
  const site = useSite();
  return (
    <SiteHeader
      className="group-header"
      nav={[
        { to: '/', label: 'Home', end: true },
        { to: '/search', label: 'All stock' },
        { to: '/dealer-locator', label: 'Dealerships' },
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

/** The group footer (site-wide §2): each dealership's stock, contact and social links. */
export function GroupFooter() {
  const site = useSite();
  const copy = groupCopy(site, { year: new Date().getFullYear() });
  return (
    <SiteFooter
      className="group-footer"
      tagline={copy.footer.tagline}
      contactHeading={copy.footer.contactHeading}
      followHeading={copy.footer.followHeading}
      copyright={copy.footer.copyright}
      groups={[
        {
          heading: copy.footer.dealershipsHeading,
          links: site.dealerships.map((dealership) => ({
            to: `/search/${dealership.slug}`,
            label: dealership.name,
          })),
        },
        {
          heading: 'Buyer tools',
          links: [
            { to: '/search/used-cars', label: 'Used' },
            { to: '/search/demo-cars', label: 'Demo' },
            { to: '/search/new-cars', label: 'New' },
            { to: '/dealer-locator', label: 'Dealer locator' },
          ],
        },
      ]}
    />
  );
}
