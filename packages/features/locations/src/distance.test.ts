import { describe, expect, it } from 'vitest';
import { byDistance, distanceText, locationPoint } from './distance.ts';
import { locationInput, testLocations } from './test/site.ts';

const BRISBANE_CBD = { lat: -27.4698, long: 153.0251 };

describe('byDistance', () => {
  const [ipswich, moorooka, nowhere, goldCoast] = testLocations(
    locationInput({ name: 'Ipswich', address: { lat: -27.6144, long: 152.7581 } }),
    locationInput({ name: 'Moorooka', address: { lat: -27.5339, long: 153.0227 } }),
    locationInput({ name: 'Nowhere', address: { street: '1 Unknown Rd' } }),
    locationInput({ name: 'Gold Coast', address: { lat: -28.0167, long: 153.4 } }),
  );

  it('sorts nearest first by haversine distance (site-wide §9, earth radius 6371 km)', () => {
    const sorted = byDistance([ipswich, moorooka, goldCoast], BRISBANE_CBD);
    expect(sorted.map((entry) => entry.location.name)).toEqual([
      'Moorooka',
      'Ipswich',
      'Gold Coast',
    ]);
    expect(sorted[0]?.km).toBeCloseTo(7.1, 0);
  });

  it('puts locations without coordinates last, distance null', () => {
    const sorted = byDistance([nowhere, moorooka], BRISBANE_CBD);
    expect(sorted.map((entry) => [entry.location.name, entry.km === null])).toEqual([
      ['Moorooka', false],
      ['Nowhere', true],
    ]);
  });

  it('reads a point only when both lat and long are set', () => {
    expect(locationPoint(nowhere)).toBeNull();
    expect(locationPoint(moorooka)).toEqual({ lat: -27.5339, long: 153.0227 });
  });
});

describe('distanceText', () => {
  it('says "12 km away", rounded with thousands commas (site-wide §9)', () => {
    expect(distanceText(12.4)).toBe('12 km away');
    expect(distanceText(1_234.6)).toBe('1,235 km away');
  });

  it('says nothing without a distance', () => {
    expect(distanceText(null)).toBeNull();
  });
});
