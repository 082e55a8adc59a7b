import { apiFor, PUBLIC_PAGE_CACHE_CONTROL, siteOf } from '@forecourt/site-shell';
import { data, type LoaderFunctionArgs } from 'react-router';
import { loadPriceComparison } from '../price-comparison-loader.ts';

/**
 * `/cars/{slug}/price-comparison`: the price comparison widget's data (vehicle-stock §5, §7), for
 * the vehicle page, which asks for it when the widget comes near view. `null` hides the widget:
 * the site's `features.price_comparison` is off, the comparison is hidden by the rules, or the
 * request failed (logged, vehicle-stock §8).
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const site = siteOf(context);
  const comparison = site.features.price_comparison
    ? await loadPriceComparison(apiFor(request, context), params.slug ?? '')
    : null;
  // A function of the URL and the site's stock: the rendered-page cache may keep it.
  return data({ comparison }, { headers: { 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL } });
}

/** Its answers may be kept by the rendered-page cache. */
export { publicPageHeaders as headers } from '@forecourt/site-shell';
