import { describe, expect, it } from 'vitest';
import {
  locationSchema,
  openingHourEntrySchema,
  specialHourEntrySchema,
} from './location-schema.ts';

const base = { id: 1, name: 'Springwood', slug: 'springwood' };

describe('locationSchema', () => {
  it('defaults to visible, not primary, with empty address and contact (site-wide §3 Location)', () => {
    const location = locationSchema.parse(base);
    expect(location.visible).toBe(true);
    expect(location.primary).toBe(false);
    expect(location.location_type).toBeNull();
    expect(location.address.postcode).toBeNull();
    expect(location.contact_detail.opening_hours).toEqual([]);
    expect(location.closed_by_appointment).toBeNull();
  });

  it('knows location types sales, service, parts, service-and-parts or empty (site-wide §3)', () => {
    for (const location_type of ['sales', 'service', 'parts', 'service-and-parts', '', null]) {
      expect(locationSchema.safeParse({ ...base, location_type }).success).toBe(true);
    }
    expect(locationSchema.safeParse({ ...base, location_type: 'showroom' }).success).toBe(false);
  });

  it('takes address lat/long within range and a 4-digit postcode (site-wide §3, §5)', () => {
    const ok = { street: '1 Main St', lat: -27.47, long: 153.02, postcode: '4127' };
    expect(locationSchema.safeParse({ ...base, address: ok }).success).toBe(true);
    expect(locationSchema.safeParse({ ...base, address: { lat: -90, long: 180 } }).success).toBe(
      true,
    );
    expect(locationSchema.safeParse({ ...base, address: { lat: -90.1 } }).success).toBe(false);
    expect(locationSchema.safeParse({ ...base, address: { long: 180.1 } }).success).toBe(false);
    expect(locationSchema.safeParse({ ...base, address: { postcode: '412' } }).success).toBe(false);
  });

  it('takes the image as image.image.url and review aggregates (site-wide §3)', () => {
    const location = locationSchema.parse({
      ...base,
      image: { image: { url: 'https://cdn.example.com/a.jpg' } },
      reviews: { average_rating: '4.5', count: 10 },
      review_count: 10,
      average_rating: 4.5,
    });
    expect(location.image?.image.url).toBe('https://cdn.example.com/a.jpg');
    expect(location.reviews).toEqual({ average_rating: '4.5', count: 10 });
  });

  it('rejects unknown location keys (strict)', () => {
    expect(locationSchema.safeParse({ ...base, fax: '123' }).success).toBe(false);
  });
});

describe('openingHourEntrySchema', () => {
  it('takes weekday 0-6 with 0 as Sunday (site-wide §3 Opening hour entry)', () => {
    expect(openingHourEntrySchema.safeParse({ weekday: 0 }).success).toBe(true);
    expect(openingHourEntrySchema.safeParse({ weekday: 6 }).success).toBe(true);
    expect(openingHourEntrySchema.safeParse({ weekday: -1 }).success).toBe(false);
    expect(openingHourEntrySchema.safeParse({ weekday: 7 }).success).toBe(false);
    expect(openingHourEntrySchema.safeParse({ weekday: 1.5 }).success).toBe(false);
  });

  it('defaults status to Open and hours to null (site-wide §3)', () => {
    expect(openingHourEntrySchema.parse({ weekday: 1 })).toEqual({
      weekday: 1,
      status: 'Open',
      formated_hours: null,
      open: null,
      close: null,
    });
  });
});

describe('specialHourEntrySchema', () => {
  it('takes either start_hour/end_hour or hours.begin/end (site-wide §3 Special hours)', () => {
    const flat = { date: '2026-12-25', status: 'Open', start_hour: '9:00', end_hour: '12:00' };
    const nested = { date: '2026-12-26', hours: { begin: '10:00', end: '14:00' }, location_id: 3 };
    expect(specialHourEntrySchema.safeParse(flat).success).toBe(true);
    expect(specialHourEntrySchema.parse(nested)).toMatchObject({ status: 'Open', location_id: 3 });
  });

  it('requires a YYYY-MM-DD date (site-wide §3)', () => {
    expect(specialHourEntrySchema.safeParse({ date: '2026-12-25T00:00:00Z' }).success).toBe(true);
    expect(specialHourEntrySchema.safeParse({ date: '25/12/2026' }).success).toBe(false);
  });
});
