import { useFetcher } from 'react-router';
import type { loader as priceComparisonLoader } from '../../routes/car-price-comparison.tsx';
import { PriceComparison, type PriceComparisonStatus } from '../PriceComparison.tsx';

/** The price comparison widget, whose data loads when scrolled near (vehicle-stock §9). */
export function PriceComparisonSection({ slug }: { slug: string }) {
  const fetcher = useFetcher<typeof priceComparisonLoader>({ key: `price-comparison:${slug}` });
  const status: PriceComparisonStatus = fetcher.data
    ? 'ready'
    : fetcher.state === 'idle'
      ? 'idle'
      : 'loading';
  return (
    <PriceComparison
      key={slug}
      comparison={fetcher.data?.comparison ?? null}
      status={status}
      onNearViewport={() => fetcher.load(`/cars/${slug}/price-comparison`)}
    />
  );
}
