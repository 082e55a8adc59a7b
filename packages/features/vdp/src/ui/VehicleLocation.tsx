import { StaticMap } from '@forecourt/site-shell';
import type { VehicleMap } from '../vehicle-map.ts';

export interface VehicleLocationProps {
  /** The yard's street address, else the location's name. */
  address: string;
  /** The map of the car's location (`vehicleMap`), or null for the address alone. */
  map: VehicleMap | null;
}

/**
 * The vehicle page's location section, the #vehicle-map anchor the sidebar links to
 * (vehicle-stock §2): the address, and a static map of the yard where the site shows the map
 * section (`vdp_config.show_map_section`, site-wide §3).
 */
export function VehicleLocation({ address, map }: VehicleLocationProps) {
  return (
    <section id="vehicle-map" className="vdp__map" aria-labelledby="vehicle-map-heading">
      <h2 id="vehicle-map-heading">Vehicle location</h2>
      {map ? (
        <StaticMap points={[map.point]} href={map.href} caption={<span>{address}</span>} />
      ) : (
        <p>{address}</p>
      )}
    </section>
  );
}
