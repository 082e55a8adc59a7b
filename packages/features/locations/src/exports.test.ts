import { describe, expect, it } from 'vitest';

describe('@forecourt/locations public API', () => {
  it('exports exactly these names', async () => {
    expect(Object.keys(await import('./index.ts')).sort()).toMatchInlineSnapshot(`
      [
        "HolidayHoursDialog",
        "HoursTabs",
        "INVALID_POSTCODE_MESSAGE",
        "LOCATIONS_VIEWS",
        "LOCATION_TYPE_LABELS",
        "LOCATOR_PAGES",
        "LOCATOR_PATH",
        "LOCATOR_TITLE",
        "LocationCard",
        "LocationCards",
        "LocationDetail",
        "LocationsSection",
        "MAP_DEFAULT_ZOOM",
        "OpeningHours",
        "POSTCODE_PARAM",
        "PostcodeDistanceForm",
        "StaticMap",
        "addressLines",
        "byDistance",
        "dealershipGroups",
        "distanceText",
        "findLocationPage",
        "holidayHours",
        "hoursByType",
        "jsonLdGraph",
        "localWeekday",
        "locationCard",
        "locationCarouselColumns",
        "locationDetail",
        "locationGridColumns",
        "locationHref",
        "locationJsonLd",
        "locationOpeningHours",
        "locationPagePath",
        "locationPhone",
        "locationPoint",
        "locationRating",
        "locationSitemapPaths",
        "locationsLinks",
        "locationsSectionCards",
        "locationsView",
        "locatorGroups",
        "locatorHeading",
        "mapLink",
        "mergeLiveLocations",
        "openingHoursOptions",
        "postcodeSearch",
        "projectPoints",
        "sellsCars",
        "showsStockLink",
        "showsSwipeHint",
        "stockHref",
        "todaysHours",
        "withLiveLocations",
      ]
    `);
  }, 30_000);

  it('exports the route modules apps re-export', async () => {
    const location = await import('./routes/location.tsx');
    const locations = await import('./routes/locations.tsx');
    expect(Object.keys(location).sort()).toEqual(['default', 'links', 'loader', 'meta']);
    // The locator posts the general enquiry of /contact and /contact-us (site-wide §5).
    expect(Object.keys(locations).sort()).toEqual(['action', 'default', 'links', 'loader', 'meta']);
  }, 30_000);
});
