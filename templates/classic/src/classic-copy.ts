/**
 * The classic template's own wording. `{siteName}`, `{city}` and `{year}` are filled in with
 * ui-kit's `interpolate()`; a site may later override any text through its config.
 */
export const CLASSIC_COPY = {
  hero: {
    heading: 'Find your next car at {siteName}',
    intro: 'Quality used cars in {city}, inspected, fairly priced and ready to drive away.',
    introWithoutCity: 'Quality used cars, inspected, fairly priced and ready to drive away.',
    searchLabel: 'Search our stock',
    searchPlaceholder: 'Make, model or keyword',
    searchButton: 'Search',
  },
  home: {
    makesHeading: 'Shop by make',
    bodiesHeading: 'Shop by body type',
    featuredHeading: 'Just in',
    viewAllStock: 'View all stock',
  },
  footer: {
    tagline: 'Your local used car dealer. Every car inspected, every price upfront.',
    contactHeading: 'Contact us',
    followHeading: 'Follow us',
    copyright: '© {year} {siteName}. All rights reserved.',
  },
} as const;

/** The classic template's copy. */
export type ClassicCopy = typeof CLASSIC_COPY;
