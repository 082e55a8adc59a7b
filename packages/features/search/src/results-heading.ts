import { upperFirst } from '@forecourt/format';
import type { PublicSiteConfig } from '@forecourt/site-config';
import type { SearchState } from './search-state.ts';

/** The site fields the results heading reads. */
export type ResultsHeadingSite = Pick<
  PublicSiteConfig,
  'override_city' | 'address' | 'texts' | 'search_filters'
>;

/** The search filter that makes a site used-only (the classic preset's default). */
const USED_ONLY_FILTER = 'car_type = used';

const CAR_TYPE_WORDS: Readonly<Record<string, string>> = { new: 'new', demo: 'demo', used: 'used' };

/** `a`, `a and b`; more than `max` values say nothing (the heading would only get longer). */
function joined(values: readonly string[] | undefined, max = 2): string | null {
  if (!values || values.length === 0 || values.length > max) return null;
  return values.join(' and ');
}

/** The car-type words: `used`, `new and demo`; all three (or none) say nothing. */
function carTypeWords(state: SearchState, site: ResultsHeadingSite): string | null {
  const types = (state.refinements.car_type ?? []).filter((type) => type in CAR_TYPE_WORDS);
  if (types.length === 0) {
    return site.search_filters.trim() === USED_ONLY_FILTER ? 'used' : null;
  }
  if (types.length >= Object.keys(CAR_TYPE_WORDS).length) return null;
  const ordered = Object.keys(CAR_TYPE_WORDS).filter((type) => types.includes(type));
  return ordered.map((type) => CAR_TYPE_WORDS[type]).join(' and ');
}

/** The site's city: `override_city`, else the address's city; null when neither is set. */
export function siteCity(site: Pick<ResultsHeadingSite, 'override_city' | 'address'>) {
  return (site.override_city ?? site.address.city ?? '').trim() || null;
}

/** `Cars for sale`, `Caravans for sale`: the stock in the site's own word (`texts.vehicles`). */
export function stockHeading(site: Pick<ResultsHeadingSite, 'texts'>): string {
  return upperFirst(`${site.texts.vehicles} for sale`);
}

/**
 * The results page heading, from the `/search/*` path and the refinements (site-wide §2
 * breadcrumbs: car type, make, model or body, location) in the site's own words (vehicle-stock
 * §2): `Used Toyota HiLux for sale in Brisbane`, `Used SUV cars for sale in Brisbane`,
 * `Caravans for sale in Newcastle`, `New and demo cars for sale at Sunshine North Lakes`. A named
 * make or model stands for the vehicles (`Used Toyota`); otherwise the site's `texts.vehicles`
 * (`caravans`, never `cars` on a caravan site). The place is a refined location (`at …`), else
 * the site's city (`override_city ?? address.city`), else nothing. A query adds `matching "…"`.
 */
export function resultsHeading(state: SearchState, site: ResultsHeadingSite): string {
  const { refinements } = state;
  const make = joined(refinements.make);
  const model = joined(refinements.model);
  const named = make !== null || model !== null;
  const words = [
    carTypeWords(state, site),
    make,
    model,
    joined(refinements.body),
    named ? null : site.texts.vehicles,
    'for sale',
  ].filter((word): word is string => Boolean(word));
  const location = joined(refinements.location_name, 1);
  const city = siteCity(site);
  if (location) words.push(`at ${location}`);
  else if (city) words.push(`in ${city}`);
  if (state.query) words.push(`matching "${state.query}"`);
  return upperFirst(words.join(' '));
}
