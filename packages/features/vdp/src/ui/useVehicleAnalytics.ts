import {
  configureAnalytics,
  trackVehicleView,
  type ViewContentVehicle,
} from '@forecourt/site-shell';
import { useEffect } from 'react';

/**
 * Names the site analytics events go to and sends the page's view events once per vehicle, after
 * hydration so the page never waits on them (vehicle-stock §7): view-content, and 4 for a used
 * car.
 */
export function useVehicleAnalytics({
  site,
  vehicle,
}: {
  site: string;
  vehicle: ViewContentVehicle;
}): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per site and car, not per render of the same data.
  useEffect(() => {
    configureAnalytics({ site });
    trackVehicleView(vehicle);
  }, [site, vehicle.id]);
}
