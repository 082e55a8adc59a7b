import { describe, expect, it } from 'vitest';
import {
  locationCarouselColumns,
  locationGridColumns,
  locationsView,
  showsSwipeHint,
} from './locations-layout.ts';
import { testSite } from './test/site.ts';

describe('locationsView', () => {
  it('reads layout.locations_view = carousel (site-wide §2 Our Locations carousel)', () => {
    const site = testSite({ layout: { locations_view: 'carousel' } });
    expect(locationsView(site)).toBe('carousel');
  });

  it('reads layout.locations_view = grid (site-wide §2 location grid)', () => {
    const site = testSite({ layout: { locations_view: 'grid' } });
    expect(locationsView(site)).toBe('grid');
  });

  it('follows the template presets: classic carousel, group grid', () => {
    expect(locationsView(testSite())).toBe('carousel');
    expect(locationsView(testSite({ template: 'group' }))).toBe('grid');
  });
});

describe('locationGridColumns', () => {
  it('puts 4 per row above 3 locations (site-wide §2)', () => {
    expect([4, 5, 7, 8, 12].map(locationGridColumns)).toEqual([4, 4, 4, 4, 4]);
  });

  it('puts 3 per row at 6 locations (site-wide §2)', () => {
    expect(locationGridColumns(6)).toBe(3);
  });

  it('keeps 3 per row at 3 or fewer locations (site-wide §2)', () => {
    expect([0, 1, 2, 3].map(locationGridColumns)).toEqual([3, 3, 3, 3]);
  });
});

describe('locationCarouselColumns', () => {
  it('gives more than 4 slides a five-column layout (site-wide §9)', () => {
    expect(locationCarouselColumns(5)).toBe(5);
    expect(locationCarouselColumns(9)).toBe(5);
  });

  it('keeps 4 columns at 4 slides or fewer (site-wide §9)', () => {
    expect([1, 3, 4].map(locationCarouselColumns)).toEqual([4, 4, 4]);
  });
});

describe('showsSwipeHint', () => {
  it('shows the Swipe hint at 3 or fewer cards (site-wide §2)', () => {
    expect([1, 2, 3].map(showsSwipeHint)).toEqual([true, true, true]);
  });

  it('hides it above 3 cards and with none (site-wide §2)', () => {
    expect([0, 4, 5].map(showsSwipeHint)).toEqual([false, false, false]);
  });
});
