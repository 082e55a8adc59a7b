import type { SearchFacet, SearchState } from './search-state.ts';

/** One value of a facet list: its count and whether it is refined. */
export interface FacetOption {
  value: string;
  label: string;
  count: number;
  refined: boolean;
}

/** A titled group of options (the Make list's Popular Makes and All Makes). */
export interface FacetOptionGroup {
  label: string | null;
  options: FacetOption[];
}

/** The Make list shows this many popular makes first (vehicle-stock §2). */
export const POPULAR_MAKES_LIMIT = 20;

/** Car types in the order new, demo, used (vehicle-stock §2). */
export const CAR_TYPE_ORDER = ['new', 'demo', 'used'] as const;

export const CAR_TYPE_LABELS: Readonly<Record<string, string>> = {
  new: 'New',
  demo: 'Demo',
  used: 'Used',
};

/**
 * The lower number of a price band label (`Under $10,000` → 0, `$10,000 - $20,000` → 10000,
 * `Over $100,000` → 100000), so bands order by it (vehicle-stock §2); unknown labels sort last.
 */
export function priceBandLowerBound(label: string): number {
  if (/^under\b/i.test(label.trim())) return 0;
  const match = /\$?([\d,]+)/.exec(label);
  return match?.[1] ? Number(match[1].replace(/,/g, '')) : Number.POSITIVE_INFINITY;
}

/**
 * One collator: `localeCompare` with options builds a new one on every comparison. Made on first
 * use, not when the module loads: the first `Intl` object of a page loads its locale data (a
 * long task of its own in the browser).
 */
let collator: Intl.Collator | undefined;

function alphabetical(a: FacetOption, b: FacetOption): number {
  collator ??= new Intl.Collator('en-AU', { sensitivity: 'base' });
  return collator.compare(a.value, b.value);
}

/** Facets whose values are numbers: listed in number order, not as text (`2, 5, 7, 12`). */
export const NUMERIC_FACETS: ReadonlySet<string> = new Set(['seats', 'doors', 'year', 'km']);

/** A facet value as a number; values that are not numbers sort last. */
function numeric(value: string): number {
  const number = Number(value);
  return value.trim() !== '' && Number.isFinite(number) ? number : Number.POSITIVE_INFINITY;
}

function rank(order: readonly string[], value: string): number {
  const index = order.indexOf(value);
  return index === -1 ? order.length : index;
}

/**
 * The options of a facet in display order (vehicle-stock §2): price bands by lower number, car
 * types new, demo, used; seats, doors, year and km
 * in number order; makes as Popular Makes (up to 20, given or else the 20 with most cars)
 * then All Makes alphabetically; other facets alphabetically. Refined values missing from the
 * counts stay listed with 0 so they can be cleared.
 */
export function facetOptions(
  facet: SearchFacet,
  counts: Readonly<Record<string, number>> | undefined,
  state: SearchState,
  popularMakes?: readonly string[],
): FacetOptionGroup[] {
  const refined = state.refinements[facet] ?? [];
  const all = new Map(Object.entries(counts ?? {}));
  for (const value of refined) if (!all.has(value)) all.set(value, 0);
  const options = [...all].map(
    ([value, count]): FacetOption => ({
      value,
      label: facet === 'car_type' ? (CAR_TYPE_LABELS[value] ?? value) : value,
      count,
      refined: refined.includes(value),
    }),
  );

  if (facet === 'price_range') {
    options.sort((a, b) => priceBandLowerBound(a.value) - priceBandLowerBound(b.value));
    return [{ label: null, options }];
  }
  if (facet === 'car_type') {
    options.sort(
      (a, b) => rank(CAR_TYPE_ORDER, a.value) - rank(CAR_TYPE_ORDER, b.value) || alphabetical(a, b),
    );
    return [{ label: null, options }];
  }
  if (NUMERIC_FACETS.has(facet)) {
    options.sort((a, b) => numeric(a.value) - numeric(b.value) || alphabetical(a, b));
    return [{ label: null, options }];
  }
  options.sort(alphabetical);
  if (facet !== 'make' || options.length <= POPULAR_MAKES_LIMIT) return [{ label: null, options }];

  const popular = popularMakes
    ? popularMakes
        .map((make) => options.find((option) => option.value === make))
        .filter((option): option is FacetOption => option !== undefined)
    : [...options].sort((a, b) => b.count - a.count || alphabetical(a, b));
  return [
    { label: 'Popular Makes', options: popular.slice(0, POPULAR_MAKES_LIMIT) },
    { label: 'All Makes', options },
  ];
}
