import type { Car } from '@forecourt/api-client';
import {
  type CarHit,
  multiSearch,
  type ResultCardData,
  type ResultCardSite,
  SearchUnavailableError,
} from '@forecourt/search';
import type { RouterContextProvider } from 'react-router';
import { similarVehicleCards, similarVehiclesSearch } from './similar-vehicles.ts';

/**
 * A car's similar vehicles as result cards (vehicle-stock §7, §9): the multi-search of
 * `similarVehiclesSearch` against the site's search (scoped to the site by its host), merged by
 * `similarVehicleCards`. A search failure is logged and leaves the list empty, so the vehicle
 * page still renders (vehicle-stock §8: "Similar cars load failure — logged only").
 */
export async function loadSimilarVehicles(
  request: Request,
  context: Readonly<RouterContextProvider>,
  car: Pick<Car, 'id' | 'slug' | 'make' | 'model' | 'simple_body' | 'price'>,
  site: ResultCardSite,
  now: Date,
): Promise<ResultCardData[]> {
  try {
    const results = await multiSearch<CarHit>(request, context, similarVehiclesSearch(car));
    return similarVehicleCards(car, results, site, now);
  } catch (error) {
    if (!(error instanceof SearchUnavailableError)) throw error;
    console.error(`similar vehicles of ${car.slug}: ${error.message}`);
    return [];
  }
}
