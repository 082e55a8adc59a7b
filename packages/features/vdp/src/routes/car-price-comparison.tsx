import { apiFor, siteOf } from '@forecourt/site-shell';
import type { LoaderFunctionArgs } from 'react-router';
import { loadPriceComparison } from '../price-comparison-loader.ts';

/**
 * `/cars/{slug}/price-comparison`: the price comparison widget's data (vehicle-stock §5, §7), for
 * the vehicle page, which asks for it when the widget comes near view. `null` hides the widget:
 * the site's `features.price_comparison` is off, the comparison is hidden by the rules, or the
 * request failed (logged, vehicle-stock §8).
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const site = siteOf(context);
  if (!site.features.price_comparison) return { comparison: null };
  return {
    comparison: await loadPriceComparison(apiFor(request, context), params.slug ?? ''),
  };
}
