import type { PublicSiteConfig } from '@forecourt/site-config';
import {
  absoluteUrl,
  autoDealerJsonLd,
  canonicalOrigin,
  canonicalUrl,
  configDealerLocation,
  type JsonLd,
  type PageSeo,
  type PageShare,
  webSiteJsonLd,
} from './seo.ts';
import { siteLogoUrl } from './site-text.ts';

/** A home page's SEO: its title and description, sharing tags and JSON-LD. */
export interface HomeSeo {
  seo: PageSeo;
  share: PageShare;
  jsonLd: JsonLd[];
}

/**
 * The SEO of a site's home page, whatever its template: canonical `/`, a website share card
 * with the logo, and WebSite + AutoDealer JSON-LD (the dealership at the primary, else first,
 * visible location, when configured).
 */
export function homeSeo(
  site: PublicSiteConfig,
  requestUrl: string,
  text: { title: string; description: string },
): HomeSeo {
  const origin = canonicalOrigin(site.url, requestUrl);
  const logo = siteLogoUrl(site);
  const visible = site.locations.filter((location) => location.visible);
  const location = visible.find((candidate) => candidate.primary) ?? visible[0];
  return {
    seo: { ...text, canonical: canonicalUrl(site.url, requestUrl, '/') },
    share: {
      type: 'website',
      siteName: site.name,
      image: logo ? { url: absoluteUrl(origin, logo), alt: site.name } : null,
    },
    jsonLd: [
      webSiteJsonLd(site.name, origin),
      autoDealerJsonLd(
        { ...site, logo },
        origin,
        location ? configDealerLocation(location) : { city: site.address.city, phone: site.phone },
      ),
    ],
  };
}
