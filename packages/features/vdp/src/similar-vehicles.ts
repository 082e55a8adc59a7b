import {
  CARS_INDEX,
  type CarHit,
  type ResultCardData,
  type ResultCardSite,
  resultCard,
} from '@forecourt/search';
import {
  type PickSimilarVehiclesOptions,
  pickSimilarVehicles,
  type SimilarVehicleQuery,
  type SimilarVehiclesCar,
  similarVehicleQueries,
} from '@forecourt/stock-eligibility';

/** Similar vehicles start loading when their section comes within this distance of the viewport (vehicle-stock §9). */
export const SIMILAR_VEHICLES_LAZY_MARGIN_PX = 500;

/** The multi-search body for a car's similar vehicles (vehicle-stock §7: one query per filter). */
export interface SimilarVehiclesSearch {
  queries: SimilarVehicleQuery[];
}

/**
 * The similar-vehicles multi-search for a car (vehicle-stock §5, §7, §9): same make and model,
 * then same body within the price window, in-stock cars only. The site's own stock scope is added
 * by the search service for the site's host (or signed into its tenant token), so it is not
 * repeated here unless `baseFilter` is given.
 */
export function similarVehiclesSearch(
  car: SimilarVehiclesCar,
  baseFilter: string | null = null,
  relatedIds: readonly number[] = [],
): SimilarVehiclesSearch {
  return { queries: similarVehicleQueries(car, { indexUid: CARS_INDEX, baseFilter, relatedIds }) };
}

/**
 * The cards of a car's similar vehicles from the multi-search results (vehicle-stock §7, §9):
 * same model first, unique, not the car itself, in stock only, at most 6 — each drawn as a
 * search result card (card tag, price, was-price, weekly estimate, key details).
 */
export function similarVehicleCards(
  car: Pick<SimilarVehiclesCar, 'id' | 'make' | 'model'>,
  results: readonly { hits: readonly CarHit[] }[],
  site: ResultCardSite,
  now: Date,
  options: PickSimilarVehiclesOptions = {},
): ResultCardData[] {
  return pickSimilarVehicles(car, results, options).map((hit) => resultCard(hit, site, now));
}
