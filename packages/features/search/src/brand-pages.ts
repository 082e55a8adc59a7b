import type { Car } from '@forecourt/api-client';
import { slugify } from '@forecourt/format';
import {
  brandOverviewPath,
  type CatalogueManufacturer,
  siteBrandPages,
} from '@forecourt/site-config';
import { inStockCars } from './stock-links.ts';

/** A brand of the catalogue as the site shows it: its page, its stock on this site. */
export interface BrandSummary {
  name: string;
  slug: string;
  logo: string | null;
  /** The overview page's banner image (vehicle-stock §3 brand entry). */
  banner: string | null;
  /** The overview page's introduction (vehicle-stock §3 brand entry). */
  description: string;
  /** `/{brandSlug}/overview` (site-wide §3). */
  href: string;
  /** The brand's stock on this site: `/search/{make}` (site-wide §2). */
  stockHref: string;
  /** In-stock cars of this make on this site. */
  count: number;
}

/** In-stock cars per make slug. */
export function stockCountsByMake(cars: readonly Car[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const car of inStockCars(cars)) {
    const make = car.make?.trim();
    if (!make) continue;
    const slug = slugify(make);
    counts.set(slug, (counts.get(slug) ?? 0) + 1);
  }
  return counts;
}

/** One catalogue make with this site's stock link and count. */
export function brandSummary(
  make: CatalogueManufacturer,
  counts: ReadonlyMap<string, number>,
): BrandSummary {
  return {
    name: make.name,
    slug: make.slug,
    logo: make.logo.url || null,
    banner: make.banner.url || null,
    description: make.description,
    href: brandOverviewPath(make.slug),
    stockHref: `/search/${make.slug}`,
    count: counts.get(make.slug) ?? 0,
  };
}

/** The site config fields the brand pages read: the makes a franchise sells. */
export interface BrandSite {
  makes: readonly string[];
}

/**
 * /brands (site-wide §3 manufacturer catalogue): every make with an overview page (not
 * `skipPage`) that the site sells (site config `makes`), the site's stocked makes first (most
 * stock first), then the rest alphabetically.
 */
export function brandDirectory(
  cars: readonly Car[],
  site: BrandSite,
): {
  stocked: BrandSummary[];
  other: BrandSummary[];
} {
  const counts = stockCountsByMake(cars);
  const all = siteBrandPages(site).map((make) => brandSummary(make, counts));
  return {
    stocked: all
      .filter((brand) => brand.count > 0)
      .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'en-AU')),
    other: all.filter((brand) => brand.count === 0),
  };
}

/**
 * The catalogue's pages for a site's sitemap: /brands and the overview of each make the site
 * sells (site-wide §3; site config `makes`).
 */
export function brandSitemapPaths(site: BrandSite): string[] {
  return ['/brands', ...siteBrandPages(site).map((make) => brandOverviewPath(make.slug))];
}
