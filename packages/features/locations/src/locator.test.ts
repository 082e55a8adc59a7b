import { describe, expect, it } from 'vitest';
import { locationSitemapPaths, locatorGroups, locatorHeading } from './locator.ts';
import { locationInput, testSite } from './test/site.ts';

const NOW = new Date('2026-11-24T00:00:00Z');

const groupSite = testSite({
  template: 'group',
  dealerships: [
    { id: 2, name: 'Metro Mazda', slug: 'metro-mazda' },
    { id: 3, name: 'Metro Kia', slug: 'metro-kia' },
  ],
  locations: [
    locationInput({
      id: 1,
      name: 'Kia Ipswich',
      slug: 'kia-ipswich',
      dealership_id: 3,
      address: { lat: -27.6144, long: 152.7581 },
    }),
    locationInput({
      id: 2,
      name: 'Mazda Moorooka',
      slug: 'mazda-moorooka',
      dealership_id: 2,
      address: { lat: -27.5339, long: 153.0227 },
    }),
    locationInput({
      id: 3,
      name: 'Mazda Hidden',
      slug: 'mazda-hidden',
      dealership_id: 2,
      visible: false,
    }),
  ],
});

describe('locatorGroups', () => {
  it('groups every listed location by dealership on a dealer group (site-wide §2, §5)', () => {
    const groups = locatorGroups(groupSite, { status: 'none' }, NOW);
    expect(
      groups.map((group) => [group.dealership?.name, group.cards.map((card) => card.name)]),
    ).toEqual([
      ['Metro Mazda', ['Mazda Moorooka']],
      ['Metro Kia', ['Kia Ipswich']],
    ]);
    expect(groups[0]?.dealership).toEqual({
      name: 'Metro Mazda',
      slug: 'metro-mazda',
      href: '/locations/metro-mazda',
      stockHref: '/search/metro-mazda',
    });
  });

  it('drops the dealership stock link when features.location_stock_link is off (site-wide §2)', () => {
    const site = { ...groupSite, features: { ...groupSite.features, location_stock_link: false } };
    const [group] = locatorGroups(site, { status: 'none' }, NOW);
    expect(group?.dealership?.stockHref).toBeNull();
    expect(group?.cards[0]?.stockHref).toBeNull();
  });

  it('lists nearest first with "N km away" after a postcode search (site-wide §9)', () => {
    const groups = locatorGroups(
      groupSite,
      {
        status: 'located',
        postcode: '4000',
        origin: { lat: -27.4698, long: 153.0251 },
        place: null,
      },
      NOW,
    );
    expect(groups).toHaveLength(1);
    expect(groups[0]?.dealership).toBeNull();
    expect(groups[0]?.cards.map((card) => [card.name, card.distance])).toEqual([
      ['Mazda Moorooka', '7 km away'],
      ['Kia Ipswich', '31 km away'],
    ]);
  });

  it('keeps the grouped list when the postcode is invalid (site-wide §8)', () => {
    const groups = locatorGroups(
      groupSite,
      { status: 'invalid', postcode: '99', error: 'Invalid postcode' },
      NOW,
    );
    expect(groups).toHaveLength(2);
  });
});

describe('locatorHeading', () => {
  it('names each locator path (site-wide §2 /contact, /contact-us, /dealerships, /dealer-locator)', () => {
    expect(locatorHeading('/contact')).toBe('Contact Us');
    expect(locatorHeading('/contact-us/')).toBe('Contact Us');
    expect(locatorHeading('/dealerships')).toBe('Our Dealerships');
    expect(locatorHeading('/dealer-locator')).toBe('Dealer Locator');
    expect(locatorHeading('/elsewhere')).toBe('Our Locations');
  });
});

describe('locationSitemapPaths', () => {
  it('lists the locator and each listed location page (site-wide §2, §5)', () => {
    expect(locationSitemapPaths(groupSite)).toEqual([
      '/contact',
      '/locations/kia-ipswich',
      '/locations/mazda-moorooka',
    ]);
  });
});
