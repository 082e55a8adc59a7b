import { z } from '@forecourt/validation';
import { id, isoDateLike, rating, searchPageSlug, text, urlOrPath } from './schema-primitives.ts';

const nullableText = z.string().nullable().default(null);

/**
 * One opening hour entry: weekday 0-6 (0 is Sunday), status (Open, Closed or other text),
 * formated_hours (the spec's spelling), open, close (site-wide §3 Opening hour entry).
 */
export const openingHourEntrySchema = z.strictObject({
  weekday: z.int().min(0).max(6),
  status: z.string().default('Open'),
  formated_hours: nullableText,
  open: nullableText,
  close: nullableText,
});

/** An opening hour entry as resolved (site-wide §3). */
export type OpeningHourEntry = z.output<typeof openingHourEntrySchema>;

/**
 * Special (holiday) hours: date, status, location_id, and either start_hour/end_hour or
 * hours.begin/end (site-wide §3 Special hours). `specialHours()` reads both forms.
 */
export const specialHourEntrySchema = z.strictObject({
  date: isoDateLike,
  status: z.string().default('Open'),
  location_id: id.nullable().default(null),
  start_hour: z.string().nullable().optional(),
  end_hour: z.string().nullable().optional(),
  hours: z
    .strictObject({
      begin: z.string().nullable().default(null),
      end: z.string().nullable().default(null),
    })
    .nullable()
    .optional(),
});

/** A special (holiday) hours entry as resolved (site-wide §3). */
export type SpecialHourEntry = z.output<typeof specialHourEntrySchema>;

/** Location type: sales, service, parts, service-and-parts or empty (site-wide §3 Location). */
export const LOCATION_TYPES = ['sales', 'service', 'parts', 'service-and-parts', ''] as const;

/** A dealership location (site-wide §3 Location). */
export const locationSchema = z.strictObject({
  id,
  name: text,
  slug: searchPageSlug,
  dealership_id: id.nullable().default(null),
  dealership_slug: nullableText,
  primary: z.boolean().default(false),
  visible: z.boolean().default(true),
  location_type: z.enum(LOCATION_TYPES).nullable().default(null),
  /** For example `buying` (site-wide §3). */
  location_subtype: nullableText,
  /** Manufacturer slugs sold or serviced here (site-wide §3). */
  manufacturers: z.array(z.string()).default([]),
  address: z
    .strictObject({
      street: nullableText,
      city: nullableText,
      state: nullableText,
      postcode: z
        .string()
        .regex(/^\d{4}$/, { error: 'must be a 4-digit postcode' })
        .nullable()
        .default(null),
      lat: z.number().min(-90).max(90).nullable().default(null),
      long: z.number().min(-180).max(180).nullable().default(null),
      place_url: urlOrPath.nullable().default(null),
      place_id: nullableText,
      /** A browser maps key (public, referrer-restricted). */
      map_key: nullableText,
    })
    .prefault({}),
  contact_detail: z
    .strictObject({
      phone: nullableText,
      landline_phone: nullableText,
      opening_hours: z.array(openingHourEntrySchema).default([]),
    })
    .prefault({}),
  special_hours: z.array(specialHourEntrySchema).default([]),
  dealer_license_number: nullableText,
  motor_vehicle_repairer: nullableText,
  /** `image.image.url` (site-wide §3). */
  image: z
    .strictObject({ image: z.strictObject({ url: urlOrPath.nullable().default(null) }) })
    .nullable()
    .default(null),
  reviews: z
    .strictObject({ average_rating: rating.nullable().default(null), count: z.int().nonnegative() })
    .nullable()
    .default(null),
  review_count: z.int().nonnegative().nullable().default(null),
  average_rating: rating.nullable().default(null),
  /** Names of the distribution locations offered on the test drive form (vehicle-stock §5). */
  distribution_locations: z.array(z.string()).default([]),
  /**
   * Per-location override of `features.closed_by_appointment`: `null` follows the site
   * (site-wide §4 "A closed day may show By appointment only").
   */
  closed_by_appointment: z.boolean().nullable().default(null),
});

/** A location as resolved (site-wide §3). */
export type Location = z.output<typeof locationSchema>;
