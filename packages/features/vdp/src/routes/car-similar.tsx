import { apiFor, siteOf } from '@forecourt/site-shell';
import type { LoaderFunctionArgs } from 'react-router';
import { loadCar } from '../load-car.ts';
import { loadSimilarVehicles } from '../similar-vehicles-loader.ts';

/**
 * `/cars/{slug}/similar`: the similar vehicles of a car as card data, for the vehicle page's
 * carousel, which asks for them when it comes within 500px of view (vehicle-stock §9).
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const site = siteOf(context);
  const car = await loadCar(apiFor(request, context), params.slug ?? '', site.slug);
  return { cards: await loadSimilarVehicles(request, context, car, site, new Date()) };
}
