import { describe, expect, it } from 'vitest';
import {
  addressLines,
  holidayHours,
  localWeekday,
  locationCard,
  locationHref,
  locationOpeningHours,
  showsStockLink,
  todaysHours,
} from './location-view.ts';
import { locationInput, STANDARD_HOURS, testLocations, testSite } from './test/site.ts';

// Tuesday 24 November 2026, 10:00 in Brisbane (00:00 UTC).
const TUESDAY = new Date('2026-11-24T00:00:00Z');
// Saturday 28 November 2026, 10:00 in Brisbane.
const SATURDAY = new Date('2026-11-28T00:00:00Z');
// Sunday 29 November 2026, 10:00 in Brisbane.
const SUNDAY = new Date('2026-11-29T00:00:00Z');

describe('locationHref', () => {
  it('fills {slug} into layout.location_link: /locations/{slug} by default (site-wide §2)', () => {
    const [location] = testLocations(locationInput({ slug: 'moorooka' }));
    expect(locationHref(testSite(), location)).toBe('/locations/moorooka');
  });

  it('links manufacturer sites to /contact (site-wide §2)', () => {
    const [location] = testLocations(locationInput({ slug: 'moorooka' }));
    expect(locationHref(testSite({ template: 'oem' }), location)).toBe('/contact');
  });
});

describe('showsStockLink', () => {
  const [sales, service, untyped] = testLocations(
    locationInput({ location_type: 'sales' }),
    locationInput({ location_type: 'service-and-parts' }),
    locationInput({ location_type: null }),
  );

  it('offers View Our Stock when features.location_stock_link is on (site-wide §2)', () => {
    const site = testSite({ features: { location_stock_link: true } });
    expect(showsStockLink(site, sales)).toBe(true);
    expect(showsStockLink(site, untyped)).toBe(true);
  });

  it('hides View Our Stock when features.location_stock_link is off (site-wide §2 optionally)', () => {
    const site = testSite({ features: { location_stock_link: false } });
    expect(showsStockLink(site, sales)).toBe(false);
  });

  it('never offers stock at a service or parts location (site-wide §3 location_type)', () => {
    expect(showsStockLink(testSite(), service)).toBe(false);
  });
});

describe('localWeekday', () => {
  it("takes today in the site's time zone (site-wide §9 Brisbane)", () => {
    // 23:00 UTC Monday is 09:00 Tuesday in Brisbane.
    const late = new Date('2026-11-23T23:00:00Z');
    expect(localWeekday(late, 'Australia/Brisbane')).toBe(2);
    expect(localWeekday(late, 'UTC')).toBe(1);
  });
});

describe('todaysHours', () => {
  it('reads a weekday from the grouped Mon - Fri row (site-wide §4)', () => {
    expect(todaysHours(STANDARD_HOURS, TUESDAY, 'Australia/Brisbane')).toBe('8:30am - 5:30pm');
  });

  it('reads Saturday and Sunday from their own rows (site-wide §4)', () => {
    expect(todaysHours(STANDARD_HOURS, SATURDAY, 'Australia/Brisbane')).toBe('9:00am - 12:00pm');
    expect(todaysHours(STANDARD_HOURS, SUNDAY, 'Australia/Brisbane')).toBe('Closed');
  });

  it('reads a day of its own when Mon–Fri differ (site-wide §4)', () => {
    const lateThursday = STANDARD_HOURS.map((entry) =>
      entry.weekday === 4 ? { ...entry, formated_hours: '8:30am - 8:00pm' } : entry,
    );
    const thursday = new Date('2026-11-26T00:00:00Z');
    expect(todaysHours(lateThursday, thursday, 'Australia/Brisbane')).toBe('8:30am - 8:00pm');
    expect(todaysHours(lateThursday, TUESDAY, 'Australia/Brisbane')).toBe('8:30am - 5:30pm');
  });

  it('says By appointment only on a closed day when the site says so (site-wide §4)', () => {
    expect(
      todaysHours(STANDARD_HOURS, SUNDAY, 'Australia/Brisbane', {
        closed_by_appointment: true,
        texts: { by_appointment_only: 'By appointment only' },
      }),
    ).toBe('By appointment only');
  });

  it('is null without hours', () => {
    expect(todaysHours([], TUESDAY, 'Australia/Brisbane')).toBeNull();
  });
});

describe('locationOpeningHours', () => {
  it('groups Mon–Fri when identical, with Saturday and Sunday apart (site-wide §4)', () => {
    const [location] = testLocations(locationInput());
    expect(locationOpeningHours(testSite(), location)).toEqual([
      { label: 'Mon - Fri', hours: '8:30am - 5:30pm' },
      { label: 'Sat', hours: '9:00am - 12:00pm' },
      { label: 'Sun', hours: 'Closed' },
    ]);
  });

  it("uses the site's wording for closed days (site-wide §4, texts.closed)", () => {
    const site = testSite({ texts: { closed: 'Shut' } });
    const [location] = testLocations(locationInput());
    expect(locationOpeningHours(site, location).at(-1)).toEqual({ label: 'Sun', hours: 'Shut' });
  });

  it('lets a location turn By appointment only on over the site (site-wide §4)', () => {
    const [location] = testLocations(locationInput({ closed_by_appointment: true }));
    const site = testSite({ features: { closed_by_appointment: false } });
    expect(locationOpeningHours(site, location).at(-1)?.hours).toBe('By appointment only');
  });

  it('follows the site when the location says nothing (site-wide §4)', () => {
    const [location] = testLocations(locationInput());
    const site = testSite({ features: { closed_by_appointment: true } });
    expect(locationOpeningHours(site, location).at(-1)?.hours).toBe('By appointment only');
  });
});

describe('holidayHours', () => {
  it('lists holiday hours from today, by date, dated dd MMMM yyyy (site-wide §3 Special hours)', () => {
    const [location] = testLocations(
      locationInput({
        id: 7,
        special_hours: [
          { date: '2026-12-26', status: 'Open', start_hour: '9:00am', end_hour: '1:00pm' },
          { date: '2026-12-25', status: 'Closed' },
          { date: '2026-11-01', status: 'Closed' },
          { date: '2026-12-31', location_id: 8, status: 'Closed' },
        ],
      }),
    );
    expect(holidayHours(testSite(), location, TUESDAY)).toEqual([
      { date: '2026-12-25', dateLabel: '25 December 2026', hours: 'Closed', closed: true },
      {
        date: '2026-12-26',
        dateLabel: '26 December 2026',
        hours: '9:00am - 1:00pm',
        closed: false,
      },
    ]);
  });
});

describe('addressLines', () => {
  it('writes the street, then city, state and postcode, leaving out what is missing', () => {
    const [full, streetOnly] = testLocations(
      locationInput(),
      locationInput({ address: { street: '1 Main St' } }),
    );
    expect(addressLines(full)).toEqual([
      expect.stringMatching(/Ipswich Road$/),
      'Moorooka QLD 4105',
    ]);
    expect(addressLines(streetOnly)).toEqual(['1 Main St']);
  });
});

describe('locationCard', () => {
  it('gives the card its links, phone, tel: link and today’s hours (site-wide §2)', () => {
    const [location] = testLocations(
      locationInput({
        id: 3,
        name: 'Sunshine Moorooka',
        slug: 'sunshine-moorooka',
        contact_detail: { phone: '(07) 5550 0100', opening_hours: STANDARD_HOURS },
        image: { image: { url: '/media/moorooka.jpg' } },
      }),
    );
    expect(locationCard(testSite(), location, TUESDAY)).toEqual({
      id: 3,
      name: 'Sunshine Moorooka',
      href: '/locations/sunshine-moorooka',
      stockHref: '/search/sunshine-moorooka',
      imageUrl: '/media/moorooka.jpg',
      addressLines: ['3 Ipswich Road', 'Moorooka QLD 4105'],
      phone: '(07) 5550 0100',
      phoneHref: 'tel:0755500100',
      todayHours: '8:30am - 5:30pm',
    });
  });

  it('shows today’s holiday hours instead of the weekly hours (site-wide §3 Special hours)', () => {
    const [location] = testLocations(
      locationInput({
        id: 3,
        contact_detail: { opening_hours: STANDARD_HOURS },
        special_hours: [
          { date: '2026-11-24', status: 'Closed' },
          { date: '2026-11-28', start_hour: '10:00am', end_hour: '2:00pm' },
        ],
      }),
    );
    expect(locationCard(testSite(), location, TUESDAY).todayHours).toBe('Closed');
    expect(locationCard(testSite(), location, SATURDAY).todayHours).toBe('10:00am - 2:00pm');
    // Another day keeps the weekly hours.
    expect(locationCard(testSite(), location, new Date('2026-11-25T00:00:00Z')).todayHours).toBe(
      '8:30am - 5:30pm',
    );
  });

  it('adds the location rating where the site rules show ratings (site-wide §3 ratings)', () => {
    const [rated, unrated] = testLocations(
      locationInput({ id: 3, average_rating: 4.56, review_count: 31 }),
      locationInput({ id: 4, slug: 'unrated' }),
    );
    const showing = { ...testSite(), rules: { ...testSite().rules, show_location_ratings: true } };
    expect(locationCard(showing, rated, TUESDAY).rating).toEqual({ average: '4.6', count: 31 });
    expect(locationCard(showing, unrated, TUESDAY).rating).toBeNull();
    expect(locationCard(testSite(), rated, TUESDAY)).not.toHaveProperty('rating');
  });

  it('falls back to the landline when there is no phone (site-wide §3 contact_detail)', () => {
    const [location] = testLocations(
      locationInput({ contact_detail: { phone: null, landline_phone: '07 3333 4444' } }),
    );
    const card = locationCard(testSite(), location, TUESDAY);
    expect(card.phone).toBe('07 3333 4444');
    expect(card.phoneHref).toBe('tel:0733334444');
    expect(card.todayHours).toBeNull();
  });
});
