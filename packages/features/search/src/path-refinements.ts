import { slugify } from '@forecourt/format';
import type { SearchFacet } from './search-state.ts';

/**
 * The car-type path segments of site-wide §2: `/search/new-used-and-demo-cars` is all stock,
 * the others refine `car_type`.
 */
export const CAR_TYPE_PATHS: Readonly<Record<string, readonly string[]>> = {
  'new-cars': ['new'],
  'used-cars': ['used'],
  'demo-cars': ['demo'],
  'new-and-demo-cars': ['new', 'demo'],
  'new-used-and-demo-cars': [],
};

/** The values a path segment can name: facet values from the index and the site's dealerships. */
export interface PathVocabulary {
  makes: readonly string[];
  /** Models by make value (`Toyota` → `['Corolla', 'HiLux']`). */
  models: Readonly<Record<string, readonly string[]>>;
  bodies: readonly string[];
  locations: readonly string[];
  dealershipSlugs: readonly string[];
}

export type PathRefinements = Partial<Record<SearchFacet, string[]>>;

/** The facet values whose slug is `segment` (`land-rover` → `Land Rover`). */
function bySlug(values: readonly string[], segment: string): string | undefined {
  return values.find((value) => slugify(value) === segment);
}

/**
 * Maps the `/search/*` path to refinements (site-wide §2, vehicle-stock §2): a car type
 * (`new-cars` …), `{make}` or `{make}/{model}`, a body slug, a dealership slug or a location
 * slug, matched against the slugs of the known values. Returns null when the path names nothing
 * known (the page then shows a 404 rather than all stock under a wrong heading).
 */
export function pathRefinements(path: string, vocabulary: PathVocabulary): PathRefinements | null {
  const segments = path
    .split('/')
    .map((segment) => segment.trim().toLowerCase())
    .filter(Boolean);
  const [first, second, ...rest] = segments;
  if (first === undefined) return {};
  if (rest.length) return null;

  const make = bySlug(vocabulary.makes, first);
  if (make !== undefined) {
    if (second === undefined) return { make: [make] };
    const model = bySlug(vocabulary.models[make] ?? [], second);
    return model === undefined ? null : { make: [make], model: [model] };
  }
  if (second !== undefined) return null;

  const carTypes = CAR_TYPE_PATHS[first];
  if (carTypes) return carTypes.length ? { car_type: [...carTypes] } : {};
  const body = bySlug(vocabulary.bodies, first);
  if (body !== undefined) return { body: [body] };
  if (vocabulary.dealershipSlugs.includes(first)) return { dealership_slug: [first] };
  const location = bySlug(vocabulary.locations, first);
  if (location !== undefined) return { location_name: [location] };
  return null;
}
