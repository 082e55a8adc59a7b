import { useEffect } from 'react';
import { maybeSignedIn } from './WatchlistProvider.tsx';

/**
 * Records a view through the platform API (same origin, with the httpOnly session cookie); the
 * client is loaded only then, so anonymous shoppers' vehicle pages never load it.
 */
const recordWithApi = async (carId: number) => {
  const { createApiClient } = await import('@forecourt/api-client');
  await createApiClient({ baseUrl: '' }).me.viewed(carId);
};

/**
 * Tells the platform that the signed-in shopper opened this car, for My Garage's recently
 * viewed cars. It runs in the browser after hydration, never in the loader,
 * so the vehicle page stays the same cacheable page for everyone; and only when the
 * `forecourt_signed_in=1` hint says a session may exist, so anonymous shoppers send nothing.
 * A failure is ignored: the list is a convenience.
 */
export function RecordRecentlyViewed({
  carId,
  record = recordWithApi,
}: {
  carId: number;
  /** How the view is sent; the platform API by default. */
  record?: (carId: number) => Promise<void>;
}) {
  useEffect(() => {
    if (!maybeSignedIn()) return;
    record(carId).catch(() => undefined);
  }, [carId, record]);
  return null;
}
