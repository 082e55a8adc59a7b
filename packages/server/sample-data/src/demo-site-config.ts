import type { SampleData, SampleLocation, SampleSite } from './types.ts';

/**
 * A location as a site config lists it (`@forecourt/site-config`'s location shape, site-wide §3):
 * the stable fields only. Holiday hours (they move with `now`) and review aggregates (they change
 * with every review) stay in the database and come from the API.
 */
function configLocation(location: SampleLocation, dealershipSlug: string): Record<string, unknown> {
  return {
    id: location.id,
    name: location.name,
    slug: location.slug,
    dealership_id: location.dealership_id,
    dealership_slug: dealershipSlug,
    primary: location.primary,
    visible: location.visible,
    location_type: location.location_type,
    location_subtype: location.location_subtype,
    manufacturers: location.manufacturers,
    address: {
      street: location.street,
      city: location.city,
      state: location.state,
      postcode: location.postcode,
      lat: location.lat,
      long: location.long,
      place_url: location.place_url,
      place_id: location.place_id,
    },
    contact_detail: {
      phone: location.phone,
      landline_phone: location.landline_phone,
      opening_hours: location.opening_hours,
    },
    dealer_license_number: location.dealer_license_number,
    motor_vehicle_repairer: location.motor_vehicle_repairer,
    distribution_locations: location.distribution_locations,
  };
}

/**
 * What `configs/<slug>.json` holds for a demo site: its identity, its dealerships as
 * `{ id, name, slug }`, its own options (`site.config`) and the locations of its dealerships in
 * dealership order. `write-configs` writes it; a test checks the files still agree.
 */
export function demoSiteConfigFile(
  site: SampleSite,
  data: Pick<SampleData, 'dealerships' | 'locations'>,
): Record<string, unknown> {
  const dealerships = site.dealerships.map((slug) => {
    const row = data.dealerships.find((dealership) => dealership.slug === slug);
    if (!row) throw new Error(`Site ${site.slug}: no dealership ${slug}`);
    return row;
  });
  return {
    slug: site.slug,
    name: site.name,
    template: site.template,
    domains: site.domains,
    dealerships: dealerships.map(({ id, name, slug }) => ({ id, name, slug })),
    ...site.config,
    locations: dealerships.flatMap((dealership) =>
      data.locations
        .filter((location) => location.dealership_id === dealership.id)
        .map((location) => configLocation(location, dealership.slug)),
    ),
  };
}
