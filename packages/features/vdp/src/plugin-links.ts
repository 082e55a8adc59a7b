import type { Car } from '@forecourt/api-client';
import { type PublicSiteConfig, pluginUrl } from '@forecourt/site-config';

/** A plugin's report link for one car. */
export interface PluginLink {
  label: 'Car Analysis' | 'PPSR Report';
  href: string;
}

/**
 * The vehicle page's plugin links (site-wide §3 "plugins (features such as Autogauge, Car
 * Analysis, PPSR Report)"): Car Analysis and PPSR Report where the site sets their URL and the
 * car has the values the URL names.
 */
export function pluginLinks(
  car: Pick<Car, 'vin' | 'stocknum'> & { regplate?: unknown },
  site: Pick<PublicSiteConfig, 'plugins'>,
): PluginLink[] {
  // The API sends the registration plate as `regplate` (vehicle-stock §3), outside the typed fields.
  const plate = typeof car.regplate === 'string' ? car.regplate : null;
  const values = { vin: car.vin, stocknum: car.stocknum, regplate: plate };
  const links: [PluginLink['label'], string | null][] = [
    ['Car Analysis', pluginUrl(site.plugins.car_analysis_url, values)],
    ['PPSR Report', pluginUrl(site.plugins.ppsr_report_url, values)],
  ];
  return links.flatMap(([label, href]) => (href ? [{ label, href }] : []));
}
