import { describe, expect, it } from 'vitest';
import { findLocationPage } from './find-location.ts';
import { locationInput, testSite } from './test/site.ts';

const site = testSite({
  template: 'group',
  dealerships: [
    { id: 2, name: 'Metro Mazda', slug: 'metro-mazda' },
    { id: 3, name: 'Metro Kia', slug: 'metro-kia' },
    { id: 4, name: 'Metro Ford', slug: 'metro-ford' },
  ],
  locations: [
    locationInput({ id: 21, name: 'Metro Mazda Service', slug: 'mazda-service', dealership_id: 2 }),
    locationInput({
      id: 20,
      name: 'Metro Mazda Sales',
      slug: 'mazda-sales',
      dealership_id: 2,
      primary: true,
    }),
    locationInput({ id: 30, name: 'Metro Kia', slug: 'kia', dealership_id: 3, visible: false }),
  ],
});

describe('findLocationPage', () => {
  it('finds a location by its own slug (site-wide §2 /locations/{slug})', () => {
    const match = findLocationPage(site, 'mazda-service');
    expect(match?.kind).toBe('location');
    expect(match?.location.id).toBe(21);
  });

  it('finds a dealership by its slug, its primary location first (site-wide §2)', () => {
    const match = findLocationPage(site, 'metro-mazda');
    expect(match?.kind).toBe('dealership');
    expect(match?.kind === 'dealership' && match.dealership.name).toBe('Metro Mazda');
    expect(match?.location.id).toBe(20);
  });

  it('matches slugs case-insensitively', () => {
    expect(findLocationPage(site, 'Mazda-Sales')?.location.id).toBe(20);
  });

  it('is null for an unknown slug (a 404)', () => {
    expect(findLocationPage(site, 'nowhere')).toBeNull();
  });

  it('is null for a hidden location (site-wide §5 invisible locations are hidden)', () => {
    expect(findLocationPage(site, 'kia')).toBeNull();
  });

  it('is null for a dealership with no listed location', () => {
    expect(findLocationPage(site, 'metro-kia')).toBeNull();
    expect(findLocationPage(site, 'metro-ford')).toBeNull();
  });
});
