import type { Car } from '@forecourt/api-client';
import {
  type CarHit,
  multiSearch,
  type ResultCardData,
  type ResultCardSite,
  SearchUnavailableError,
} from '@forecourt/search';
import { apiFor } from '@forecourt/site-shell';
import type { RouterContextProvider } from 'react-router';
import { similarVehicleCards, similarVehiclesSearch } from './similar-vehicles.ts';

/**
 * A car's similar vehicles as result cards (vehicle-stock §7, §9): the multi-search of
 * `similarVehiclesSearch` against the site's search (scoped to the site by its host), merged by
 * `similarVehicleCards`. A search failure is logged and leaves the list empty, so the vehicle
 * page still renders (vehicle-stock §8: "Similar cars load failure — logged only"). The car's
 * related car ids (vehicle-stock §7) are asked for first and lead the list; when they cannot be
 * loaded that is logged and the list is the filter-based search alone (§8). The list is cut to
 * the site's `rules.similar_vehicles_count` (vehicle-stock §9).
 */
export async function loadSimilarVehicles(
  request: Request,
  context: Readonly<RouterContextProvider>,
  car: Pick<Car, 'id' | 'slug' | 'make' | 'model' | 'simple_body' | 'price'>,
  site: ResultCardSite & { rules?: { similar_vehicles_count?: number } | null },
  now: Date,
): Promise<ResultCardData[]> {
  let relatedIds: number[] = [];
  try {
    const ids: unknown = await apiFor(request, context).relatedIds(car.slug);
    relatedIds = Array.isArray(ids) ? ids.filter((id): id is number => Number.isInteger(id)) : [];
  } catch (error) {
    console.error(`related cars of ${car.slug}:`, error);
  }
  try {
    const results = await multiSearch<CarHit>(
      request,
      context,
      similarVehiclesSearch(car, null, relatedIds),
    );
    return similarVehicleCards(car, results, site, now, {
      relatedIds,
      ...(site.rules?.similar_vehicles_count ? { limit: site.rules.similar_vehicles_count } : {}),
    });
  } catch (error) {
    if (!(error instanceof SearchUnavailableError)) throw error;
    console.error(`similar vehicles of ${car.slug}: ${error.message}`);
    return [];
  }
}
