import { slugify } from '@forecourt/format';
import {
  CURRENT_MANUFACTURER_NAMES,
  compareManufacturerNames,
  MANUFACTURER_CATALOGUE,
} from '@forecourt/site-config';
import { manufacturerBannerSvg, manufacturerLogoSvg } from './manufacturer-logo-svg.ts';
import type { SampleManufacturer } from './types.ts';

/** Case- and accent-insensitive alphabetical order, as the catalogue is shown. */
export const compareNames = compareManufacturerNames;

/**
 * The manufacturer catalogue (site-wide §3): about 150 makes sold in Australia, past and present,
 * alphabetical from Abarth to ZX Auto — the platform's one list, from `@forecourt/site-config`.
 */
export const MANUFACTURER_NAMES: readonly string[] = MANUFACTURER_CATALOGUE.map(
  (make) => make.name,
);

const CURRENT_SET = new Set(CURRENT_MANUFACTURER_NAMES);

/** The catalogue rows with ids 1..n; current makes get `/media/manufacturers/{slug}.svg`. */
export function manufacturers(): SampleManufacturer[] {
  return MANUFACTURER_NAMES.map((name, index) => {
    const slug = slugify(name);
    return {
      id: index + 1,
      name,
      slug,
      logo_url: CURRENT_SET.has(name) ? `/media/manufacturers/${slug}.svg` : null,
    };
  });
}

/**
 * The logo of a catalogue make by its slug (the `/media/manufacturers/{slug}.svg` route): the
 * generated badge of a current make, or null for an unknown slug or a past make (which has no
 * `logo_url`).
 */
export function demoManufacturerLogoSvg(slug: string): string | null {
  const make = manufacturers().find((row) => row.slug === slug && row.logo_url !== null);
  return make ? manufacturerLogoSvg(make.name) : null;
}

/**
 * The overview banner of a catalogue make by its slug (the
 * `/media/manufacturers/{slug}-banner.svg` route), or null for an unknown slug or a past make.
 */
export function demoManufacturerBannerSvg(slug: string): string | null {
  const make = manufacturers().find((row) => row.slug === slug && row.logo_url !== null);
  return make ? manufacturerBannerSvg(make.name) : null;
}
