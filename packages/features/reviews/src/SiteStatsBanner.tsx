import { type StatCountValues, statsBannerItems } from '@forecourt/site-config';
import { useSite } from '@forecourt/site-shell';
import { StatBanner } from '@forecourt/ui-kit';

/**
 * The stats banner from the site config's `stats_banner` (site-wide §1: the group site's 50+
 * Locations, 40+ Brands, 30+ Years Established); nothing when the site has none. A `count` item
 * shows the number the page worked out from the site's data (`counts`), so the banner agrees
 * with the page; without it the item is left out.
 */
export function SiteStatsBanner({
  label = 'Our group in numbers',
  counts = {},
}: {
  label?: string;
  counts?: StatCountValues;
}) {
  const site = useSite();
  return (
    <StatBanner
      items={statsBannerItems(site.stats_banner, counts)}
      label={label}
      className="site-stats-banner"
    />
  );
}
