import { trackVehicleView, type ViewContentVehicle, whenIdle } from '@forecourt/site-shell';
import { useEffect } from 'react';

/**
 * Sends the page's view events once per vehicle, after hydration so the page never waits on them
 * (vehicle-stock §7): view-content, and 4 for a used car. The site they are sent for is set once
 * for every page by the site root (`createSiteRoot`). They leave once the browser is idle, not
 * in the effect: the beacons made the hydration's longest task longer.
 */
export function useVehicleAnalytics(vehicle: ViewContentVehicle): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per car, not per render of the same data.
  useEffect(() => whenIdle(() => trackVehicleView(vehicle)), [vehicle.id]);
}
