import type { ApiClient } from '@forecourt/api-client';
import { type PriceComparison, priceComparison } from '@forecourt/pricing';

/**
 * The price comparison widget's data for a car (vehicle-stock §5, §7): `GET {car}/autogauge`
 * through the API client, decided by `priceComparison` (hidden → null). A failed request, or one
 * that returns nothing (`No data returned`), is logged and gives null, so the widget is hidden
 * (vehicle-stock §8).
 */
export async function loadPriceComparison(
  api: Pick<ApiClient, 'autogauge'>,
  slug: string,
): Promise<PriceComparison | null> {
  try {
    return priceComparison(await api.autogauge(slug));
  } catch (error) {
    console.error(
      `price comparison of ${slug}: ${error instanceof Error ? error.message : String(error)}`,
    );
    return null;
  }
}
