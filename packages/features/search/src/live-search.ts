import { formatInteger, slugify } from '@forecourt/format';
import { type CarHit, hitTitle, type ResultCardSite, resultCard } from './car-hit.ts';
import { SEARCH_PATH } from './results-page.ts';

/**
 * Live search as the shopper types: makes, models and matching cars with photo and
 * price, from one multi-index request in the Algolia search protocol that the platform's engine
 * (and Algolia itself) answers, so the suggestions are the results page's first hits.
 */

/** The index every site searches (site-scoped by the host it is asked on). */
export const LIVE_SEARCH_INDEX = 'cars';
/** Cars shown under the makes and models. */
export const LIVE_SEARCH_CAR_COUNT = 4;
/** Makes and models shown, each. */
export const LIVE_SEARCH_FACET_COUNT = 4;
/** Pause after a keystroke before asking (keeps one request per burst of typing). */
export const LIVE_SEARCH_DEBOUNCE_MS = 120;

/** The fields a suggested car needs (what a result card reads). */
const CAR_ATTRIBUTES = [
  'id',
  'slug',
  'path',
  'name',
  'year',
  'make',
  'model',
  'badge',
  'body',
  'car_type',
  'status',
  'price',
  'price_type',
  'before_price',
  'offer_price',
  'subscription_price',
  'preorder',
  'km',
  'transmission',
  'fuel',
  'tag',
  'certified',
  'reserved',
  'created_at_timestamp',
  'weekly_repayment',
  'primary_image_url',
  'images',
  'city',
  'state',
  'location_name',
] as const;

/** One search of a multi-index request, as `algoliasearch`'s `search({ requests })` takes it. */
export interface LiveSearchRequest {
  indexName: string;
  query: string;
  hitsPerPage: number;
  facets: string[];
  maxValuesPerFacet: number;
  attributesToRetrieve: string[];
  attributesToHighlight: string[];
  analytics: boolean;
}

/** The request for `query`: cars with their make and model counts; none for a blank query. */
export function liveSearchRequests(query: string): LiveSearchRequest[] {
  const text = query.trim();
  if (text === '') return [];
  return [
    {
      indexName: LIVE_SEARCH_INDEX,
      query: text,
      hitsPerPage: LIVE_SEARCH_CAR_COUNT,
      facets: ['make', 'model'],
      maxValuesPerFacet: 20,
      attributesToRetrieve: [...CAR_ATTRIBUTES],
      attributesToHighlight: [],
      analytics: false,
    },
  ];
}

/** The part of an Algolia search answer the suggestions read. */
export interface LiveSearchResult {
  hits: readonly Partial<CarHit>[];
  facets?: Record<string, Record<string, number>>;
  nbHits?: number;
}

export interface LiveSuggestion {
  /** Unique within the list; the option's id suffix. */
  key: string;
  kind: 'make' | 'model' | 'car' | 'all';
  label: string;
  href: string;
  /** Cars behind a make or model, or every match for `all`. */
  count?: number;
  /** A car's photo, price and price type. */
  image?: string | null;
  priceText?: string;
  priceType?: string | null;
  detail?: string;
}

export interface LiveSuggestions {
  makes: LiveSuggestion[];
  models: LiveSuggestion[];
  cars: LiveSuggestion[];
  /** See all {n} results: the results page for the query. */
  all: LiveSuggestion | null;
}

/** Whether a facet value matches what was typed: every typed word starts a word of the value. */
export function matchesTyped(value: string, query: string): boolean {
  const words = value.toLowerCase().split(/[\s-]+/);
  const typed = query.toLowerCase().trim().split(/\s+/).filter(Boolean);
  return typed.length > 0 && typed.some((part) => words.some((word) => word.startsWith(part)));
}

function facetSuggestions(
  counts: Record<string, number> | undefined,
  query: string,
  kind: 'make' | 'model',
  hrefFor: (value: string) => string,
): LiveSuggestion[] {
  return Object.entries(counts ?? {})
    .filter(([value, count]) => count > 0 && matchesTyped(value, query))
    .sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b))
    .slice(0, LIVE_SEARCH_FACET_COUNT)
    .map(([value, count]) => ({
      key: `${kind}-${slugify(value)}`,
      kind,
      label: value,
      href: hrefFor(value),
      count,
    }));
}

/**
 * The suggestions for `query` from the answer: matching makes and models (with their counts,
 * linking to `/search/{make}` and `/search/{make}/{model}`, site-wide §2), the first cars with
 * photo and price, and a See all link to the results page for the query.
 */
export function liveSuggestions(
  result: LiveSearchResult | undefined,
  query: string,
  site: ResultCardSite,
  now: Date,
): LiveSuggestions {
  const text = query.trim();
  if (!result || text === '') return { makes: [], models: [], cars: [], all: null };
  const hits = result.hits.filter(
    (hit): hit is CarHit => typeof hit.slug === 'string' && typeof hit.path === 'string',
  );
  const makes = facetSuggestions(
    result.facets?.make,
    text,
    'make',
    (make) => `${SEARCH_PATH}/${slugify(make)}`,
  );
  // A model's make comes from the hits (the facet counts do not pair them).
  const makeOfModel = new Map(hits.map((hit) => [hit.model, hit.make]));
  const models = facetSuggestions(result.facets?.model, text, 'model', (model) => {
    const make = makeOfModel.get(model);
    return make
      ? `${SEARCH_PATH}/${slugify(make)}/${slugify(model)}`
      : `${SEARCH_PATH}?${new URLSearchParams({ query: model })}`;
  }).map((suggestion) => {
    const make = makeOfModel.get(suggestion.label);
    return make ? { ...suggestion, label: `${make} ${suggestion.label}` } : suggestion;
  });
  const cars = hits.map((hit) => {
    const card = resultCard(hit, site, now);
    return {
      key: `car-${hit.slug}`,
      kind: 'car' as const,
      label: hitTitle(hit),
      href: hit.path,
      image: card.image,
      priceText: card.priceText,
      priceType: card.priceType,
      detail: card.details.slice(0, 2).join(' · '),
    };
  });
  const total = result.nbHits ?? hits.length;
  return {
    makes,
    models,
    cars,
    all:
      total > 0
        ? {
            key: 'all',
            kind: 'all',
            label: `See all ${formatInteger(total)} results for “${text}”`,
            href: `${SEARCH_PATH}?${new URLSearchParams({ query: text })}`,
            count: total,
          }
        : null,
  };
}

/** The suggestions in the order the keyboard walks them. */
export function suggestionList(suggestions: LiveSuggestions): LiveSuggestion[] {
  return [
    ...suggestions.makes,
    ...suggestions.models,
    ...suggestions.cars,
    ...(suggestions.all ? [suggestions.all] : []),
  ];
}
