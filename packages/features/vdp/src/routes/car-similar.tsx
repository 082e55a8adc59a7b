import { apiFor, PUBLIC_PAGE_CACHE_CONTROL, siteOf } from '@forecourt/site-shell';
import { data, type LoaderFunctionArgs } from 'react-router';
import { loadCar } from '../load-car.ts';
import { loadSimilarVehicles } from '../similar-vehicles-loader.ts';

/**
 * `/cars/{slug}/similar`: the similar vehicles of a car as card data, for the vehicle page's
 * carousel, which asks for them when it comes within 500px of view (vehicle-stock §9).
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const site = siteOf(context);
  // No carousel where the site switches similar vehicles off (vehicle-stock §2): nothing to serve.
  if (!site.features.similar_vehicles) throw data(null, { status: 404 });
  const car = await loadCar(apiFor(request, context), params.slug ?? '', site.slug);
  const cards = await loadSimilarVehicles(request, context, car, site, new Date());
  // A function of the URL and the site's stock: the rendered-page cache may keep it.
  return data({ cards }, { headers: { 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL } });
}

/** Its answers may be kept by the rendered-page cache. */
export { publicPageHeaders as headers } from '@forecourt/site-shell';
