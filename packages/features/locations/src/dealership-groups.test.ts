import { describe, expect, it } from 'vitest';
import { dealershipGroups } from './dealership-groups.ts';
import { locationInput, testLocations, testSite } from './test/site.ts';

const DEALERSHIPS = [
  { id: 2, name: 'Metro Mazda', slug: 'metro-mazda' },
  { id: 3, name: 'Metro Kia', slug: 'metro-kia' },
  { id: 4, name: 'Metro Ford', slug: 'metro-ford' },
];

describe('dealershipGroups', () => {
  const locations = testLocations(
    locationInput({ id: 1, name: 'Kia Sales', dealership_id: 3 }),
    locationInput({ id: 2, name: 'Mazda Sales', dealership_id: 2 }),
    locationInput({ id: 3, name: 'Mazda Service', dealership_id: 2 }),
    locationInput({ id: 4, name: 'Stray', dealership_id: 99 }),
  );

  it('groups by dealership on a multi-dealership site, in dealership order (site-wide §2 dealer locator)', () => {
    const groups = dealershipGroups(testSite({ dealerships: DEALERSHIPS }), locations);
    expect(
      groups.map((group) => [group.dealership?.name ?? null, group.locations.map((l) => l.id)]),
    ).toEqual([
      ['Metro Mazda', [2, 3]],
      ['Metro Kia', [1]],
      [null, [4]],
    ]);
  });

  it('drops dealerships without locations', () => {
    const groups = dealershipGroups(testSite({ dealerships: DEALERSHIPS }), locations);
    expect(groups.some((group) => group.dealership?.slug === 'metro-ford')).toBe(false);
  });

  it('keeps one group on a single-dealership site', () => {
    const groups = dealershipGroups(testSite(), locations);
    expect(groups).toHaveLength(1);
    expect(groups[0]?.dealership).toBeNull();
    expect(groups[0]?.locations).toHaveLength(4);
  });

  it('has no groups without locations', () => {
    expect(dealershipGroups(testSite(), [])).toEqual([]);
  });
});
