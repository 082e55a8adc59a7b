import { describe, expect, it } from 'vitest';
import type { PostcodeLocality } from './load-postcodes.ts';
import { loadPostcodes } from './load-postcodes.ts';
import { findLocality, localitiesNear } from './localities.ts';

const row = (fields: Partial<PostcodeLocality>): PostcodeLocality => ({
  postcode: '4000',
  locality: 'BRISBANE CITY',
  state: 'QLD',
  lat: -27.4698,
  long: 153.0251,
  plainLat: -27.4698,
  plainLong: 153.0251,
  type: 'Delivery Area',
  lga: 'Brisbane',
  ...fields,
});

describe('findLocality', () => {
  const postcodes = loadPostcodes();

  it('finds a real locality by postcode and name, in any case', () => {
    expect(findLocality(postcodes, '4105', 'Moorooka')).toMatchObject({
      postcode: '4105',
      locality: 'MOOROOKA',
      state: 'QLD',
    });
    expect(findLocality(postcodes, '4105', 'MOOROOKA').lat).toBeCloseTo(-27.53, 1);
  });

  it('throws for a pair the data file does not have', () => {
    expect(() => findLocality(postcodes, '2000', 'Moorooka')).toThrow(
      'No locality Moorooka 2000 in the postcode data',
    );
  });
});

describe('localitiesNear (site-wide §9)', () => {
  const brisbane = { lat: -27.4698, long: 153.0251 };

  it('keeps delivery areas in the state within the distance, in data order', () => {
    const rows = [
      row({ locality: 'IPSWICH', lat: -27.6144, long: 152.7608 }), // about 31 km
      row({ locality: 'TOOWOOMBA', lat: -27.5598, long: 151.9507 }), // about 107 km
      row({ locality: 'BRISBANE GPO', type: 'Post Office Boxes' }),
      row({ locality: 'TWEED HEADS', state: 'NSW', lat: -28.1764, long: 153.5417 }),
      row({ locality: 'SPRING HILL', lat: -27.4614, long: 153.0231 }),
    ];
    expect(localitiesNear(rows, 'QLD', brisbane, 40).map((near) => near.locality)).toEqual([
      'IPSWICH',
      'SPRING HILL',
    ]);
    expect(localitiesNear(rows, 'QLD', brisbane, 200)).toHaveLength(3);
    expect(localitiesNear(rows, 'NSW', brisbane, 200)).toHaveLength(1);
  });

  it('finds real suburbs around a dealership', () => {
    const near = localitiesNear(loadPostcodes(), 'QLD', brisbane, 40);
    expect(near.length).toBeGreaterThan(100);
    expect(near.every((place) => place.state === 'QLD' && place.type === 'Delivery Area')).toBe(
      true,
    );
    expect(near.map((place) => place.locality)).toContain('MOOROOKA');
  });
});
