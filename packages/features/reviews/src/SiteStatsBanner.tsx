import { useSite } from '@forecourt/site-shell';
import { StatBanner } from '@forecourt/ui-kit';

/**
 * The stats banner from the site config's `stats_banner` (site-wide §1: the group site's 50+
 * Locations, 40+ Brands, 30+ Years Established); nothing when the site has none.
 */
export function SiteStatsBanner({ label = 'Our group in numbers' }: { label?: string }) {
  const site = useSite();
  return <StatBanner items={site.stats_banner} label={label} className="site-stats-banner" />;
}
