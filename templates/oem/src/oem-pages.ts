/** A section an oem page shows; each is filled by a feature package as they arrive. */
export type OemSection =
  | 'promotions'
  | 'hero-brand'
  | 'model-range'
  | 'range-bodies'
  | 'manufacturer-offers'
  | 'new-demo-stock'
  | 'finders'
  | 'feature-banner'
  | 'certified-pre-owned'
  | 'service-cta'
  | 'reviews'
  | 'locations'
  | 'blog'
  | 'stats-banner'
  | 'sales-counter'
  | 'search'
  | 'vdp'
  | 'similar-vehicles';

/**
 * What each page of an oem (manufacturer franchise) site shows, in order, and how much. A
 * franchise sells the brand (DESIGN.md "Home"): the manufacturer's campaigns and a brand hero
 * first, then the model range, the manufacturer's offers, and only then new and demo stock,
 * certified pre-owned (site-wide §1 certified box) and a service booking call to action (the
 * site's `service_booking_url` when it books on the manufacturer's page, site-wide §2). Sites
 * switch individual features through their config's `features`; this is the template's page
 * composition.
 */
export const OEM_PAGES = {
  home: {
    sections: [
      'promotions',
      'hero-brand',
      'model-range',
      'range-bodies',
      'manufacturer-offers',
      'new-demo-stock',
      'finders',
      'feature-banner',
      'certified-pre-owned',
      'service-cta',
      'reviews',
      'locations',
      'blog',
      'stats-banner',
      'sales-counter',
    ],
    /** Sections that run edge to edge; the rest sit in the page column (ui-kit HomeSections). */
    fullBleed: ['promotions', 'hero-brand', 'service-cta', 'stats-banner', 'sales-counter'],
    /** Current models of the franchise make, most stocked first. */
    modelRangeCount: 12,
    /** New and demo vehicles featured, newest first. */
    newDemoStockCount: 8,
    /** Current manufacturer offers, soonest ending first. */
    offersCount: 3,
    /** Certified pre-owned vehicles featured. */
    certifiedStockCount: 4,
  },
  search: {
    sections: ['search'],
    /** Search page size 21 (site-wide §9). */
    pageSize: 21,
    /** Where "Stock" links go first: new and demo before used (site-wide §2 routes). */
    defaultPath: '/search/new-and-demo-cars',
  },
  vehicle: {
    sections: ['vdp', 'similar-vehicles'],
  },
  service: {
    sections: ['service-cta'],
  },
} as const satisfies Record<
  string,
  { sections: readonly OemSection[]; fullBleed?: readonly OemSection[]; [limit: string]: unknown }
>;

/** The oem template's page composition. */
export type OemPages = typeof OEM_PAGES;
