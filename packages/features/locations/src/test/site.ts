import {
  type Location,
  type PublicSiteConfig,
  publicSiteConfig,
  resolveSiteConfig,
  type SiteConfigInput,
} from '@forecourt/site-config';

type LocationInput = NonNullable<SiteConfigInput['locations']>[number];

/** Weekday hours 8:30–5:30, Saturday 9–12, Sunday closed (entries as the config writes them). */
export const STANDARD_HOURS = [
  ...[1, 2, 3, 4, 5].map((weekday) => ({
    weekday,
    status: 'Open',
    formated_hours: '8:30am - 5:30pm',
    open: '08:30',
    close: '17:30',
  })),
  { weekday: 6, status: 'Open', formated_hours: '9:00am - 12:00pm', open: '09:00', close: '12:00' },
  { weekday: 0, status: 'Closed' },
];

let nextId = 100;

/** A location input with a fixed sequence of ids and Brisbane-area defaults. */
export function locationInput(overrides: Partial<LocationInput> = {}): LocationInput {
  nextId += 1;
  const id = overrides.id ?? nextId;
  return {
    id,
    name: `Location ${id}`,
    slug: `location-${id}`,
    dealership_id: 1,
    dealership_slug: 'sunshine-used-cars',
    location_type: 'sales',
    address: {
      street: `${id} Ipswich Road`,
      city: 'Moorooka',
      state: 'QLD',
      postcode: '4105',
      lat: -27.53,
      long: 153.02,
    },
    contact_detail: {
      phone: `(07) 5550 ${String(id).padStart(4, '0')}`,
      opening_hours: STANDARD_HOURS,
    },
    ...overrides,
  } as LocationInput;
}

/** A resolved public site config (classic by default) with the given overrides. */
export function testSite(overrides: Partial<SiteConfigInput> = {}): PublicSiteConfig {
  return publicSiteConfig(
    resolveSiteConfig({
      slug: 'sunshine-used-cars',
      name: 'Sunshine Used Cars',
      template: 'classic',
      url: 'https://www.sunshineusedcars.com.au',
      phone: '(07) 5550 0100',
      dealerships: [{ id: 1, name: 'Sunshine Used Cars', slug: 'sunshine-used-cars' }],
      ...overrides,
    }),
  );
}

/** The resolved locations of a test site, one per input (typed as a tuple of the same length). */
export function testLocations<const T extends readonly LocationInput[]>(
  ...inputs: T
): { [K in keyof T]: Location } {
  return testSite({ locations: [...inputs] }).locations as { [K in keyof T]: Location };
}
