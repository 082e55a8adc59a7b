import { apiFor } from '../api.server.ts';
import { loadCar } from '../load-car.server.ts';
import { loadSimilarVehicles } from '../similar-vehicles.server.ts';
import { site } from '../site.ts';
import type { Route } from './+types/car-similar';

/**
 * `/cars/{slug}/similar`: the similar vehicles of a car as card data, for the vehicle page's
 * carousel, which asks for them when it comes within 500px of view (vehicle-stock §9).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const api = apiFor(request, context);
  const car = await loadCar(api, params.slug);
  return { cards: await loadSimilarVehicles(request, context, car, site, new Date()) };
}
