import { slugify } from '@forecourt/format';
import { findLocality, type PostcodeLocality, titleCaseLocality } from '@forecourt/postcodes';
import type { DealershipPlan } from './demo-dealerships.ts';
import { openingHours, specialHours } from './opening-hours.ts';
import type { Random } from './random.ts';
import type { SampleDealership, SampleLocation } from './types.ts';

const DAY_MS = 86_400_000;

/** A state-style motor dealer licence number. */
function dealerLicence(state: string, random: Random): string {
  switch (state) {
    case 'NSW':
      return `MD${random.int(10_000, 99_999)}`;
    case 'VIC':
      return `LMCT ${random.int(10_000, 19_999)}`;
    case 'WA':
      return `DL ${random.int(20_000, 29_999)}`;
    case 'SA':
      return `MVD${random.int(200_000, 299_999)}`;
    default:
      return `${random.int(3_000_000, 3_999_999)}`;
  }
}

export interface BuiltDealerships {
  dealerships: SampleDealership[];
  locations: SampleLocation[];
}

/**
 * Dealership and location rows from the plans: real suburbs and coordinates from the postcode
 * data (jittered by up to ~250 m so two locations in one suburb do not overlap), opening hours,
 * holiday hours around `now`, licence numbers. Review aggregates are filled in later.
 */
export function buildDealerships(
  plans: readonly DealershipPlan[],
  postcodes: readonly PostcodeLocality[],
  now: number,
  random: Random,
): BuiltDealerships {
  const dealerships: SampleDealership[] = [];
  const locations: SampleLocation[] = [];
  let locationId = 0;
  plans.forEach((plan, index) => {
    const id = index + 1;
    const first = plan.locations[0];
    if (!first) throw new Error(`Dealership ${plan.slug} has no locations`);
    const firstState = findLocality(postcodes, first.postcode, first.locality).state;
    const licence = dealerLicence(firstState, random);
    dealerships.push({
      id,
      slug: plan.slug,
      name: plan.name,
      manufacturer: plan.manufacturer,
      phone: plan.phone,
      email: plan.email,
      website: plan.website,
      dealer_license_number: licence,
      lead_webhook_url: null,
      average_rating: null,
      review_count: 0,
      created_at: new Date(now - (900 + index * 45) * DAY_MS).toISOString(),
    });
    const domain = plan.email.split('@')[1] ?? 'example.com.au';
    for (const location of plan.locations) {
      locationId += 1;
      const suburb = findLocality(postcodes, location.postcode, location.locality);
      const original = location.duplicateOf
        ? locations.find((row) => row.slug === location.duplicateOf)
        : undefined;
      if (location.duplicateOf && !original) {
        throw new Error(`${location.slug} duplicates unknown ${location.duplicateOf}`);
      }
      const lat = original?.lat ?? round6(suburb.lat + random.float(-0.002, 0.002));
      const long = original?.long ?? round6(suburb.long + random.float(-0.002, 0.002));
      const city = titleCaseLocality(suburb.locality);
      const address = `${location.street}, ${city} ${suburb.state} ${suburb.postcode}`;
      const sells = location.type === 'sales';
      locations.push({
        id: locationId,
        dealership_id: id,
        name: location.name,
        slug: location.slug,
        primary: location.primary ?? false,
        visible: location.visible ?? true,
        location_type: location.type,
        location_subtype: location.subtype ?? null,
        manufacturers: [...(location.manufacturers ?? plan.brands.map(slugify))],
        street: location.street,
        city,
        state: suburb.state,
        postcode: suburb.postcode,
        lat,
        long,
        place_url: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
          `${plan.name}, ${address}`,
        )}`,
        place_id: null,
        phone: location.mobile ?? location.phone,
        landline_phone: location.phone,
        email: `${sells ? 'sales' : location.type === 'parts' ? 'parts' : 'service'}@${domain}`,
        opening_hours: openingHours(location.hours),
        special_hours: specialHours(locationId, location.type, now),
        distribution_locations: [...(location.distribution ?? [])],
        dealer_license_number: sells ? licence : null,
        motor_vehicle_repairer: location.motorVehicleRepairer ?? null,
        image_url: null,
        average_rating: null,
        review_count: 0,
      });
    }
  });
  return { dealerships, locations };
}

function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
