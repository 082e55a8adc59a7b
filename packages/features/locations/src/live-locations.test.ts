import { describe, expect, it, vi } from 'vitest';
import { mergeLiveLocations, withLiveLocations } from './live-locations.ts';
import { locationInput, testLocations, testSite } from './test/site.ts';

function site() {
  return {
    ...testSite(),
    locations: [
      ...testLocations(
        locationInput({ id: 1, special_hours: [{ date: '2026-12-25', status: 'Closed' }] }),
        locationInput({ id: 2, slug: 'second' }),
      ),
    ],
  };
}

describe('mergeLiveLocations', () => {
  it('lays the database’s holiday hours and ratings over the built locations (site-wide §3 Special hours)', () => {
    const merged = mergeLiveLocations(site(), [
      {
        id: 1,
        slug: 'ignored',
        special_hours: [{ date: '2026-12-26', hours: { begin: '9:00am', end: '1:00pm' } }],
        average_rating: 4.7,
        review_count: 20,
      },
    ]);
    expect(merged.locations[0]).toMatchObject({
      special_hours: [
        {
          date: '2026-12-26',
          status: 'Open',
          location_id: null,
          hours: { begin: '9:00am', end: '1:00pm' },
        },
      ],
      average_rating: 4.7,
      review_count: 20,
      reviews: { average_rating: 4.7, count: 20 },
    });
    // A location the platform did not answer keeps its built values.
    expect(merged.locations[1]?.average_rating).toBeNull();
    expect(merged.locations[1]?.special_hours).toEqual([]);
  });
});

describe('withLiveLocations', () => {
  it('asks the platform for the site’s locations and falls back to the built config (site-wide §8)', async () => {
    const built = site();
    const locations = vi.fn().mockRejectedValue(new Error('down'));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(await withLiveLocations(built, { locations })).toBe(built);
      expect(locations).toHaveBeenCalledWith(built.slug);
      expect(errors).toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });
});
