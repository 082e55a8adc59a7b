/** A section a group page shows; each is filled by a feature package as they arrive. */
export type GroupSection =
  | 'hero-search'
  | 'dealer-locator'
  | 'brand-grid'
  | 'stats-banner'
  | 'promotions'
  | 'group-offers'
  | 'featured-stock'
  | 'finders'
  | 'feature-banner'
  | 'reviews'
  | 'blog'
  | 'sales-counter'
  | 'search'
  | 'vdp'
  | 'similar-vehicles'
  | 'dealership-stock';

/**
 * What each page of a group site shows, in order, and how much. A dealer group is a portal to
 * its dealerships (DESIGN.md "Home"): one search across every dealership, then where its
 * dealerships are (a grid with each one's stock, site-wide §2 location grid columns, and the
 * dealer locator), its brands (the header's brand mega-menu repeats them, site-wide §2), the
 * group's size (stats banner, site-wide §1), campaigns, offers and only then a little stock.
 * Sites switch individual features through their config's `features`; this is the template's
 * page composition.
 */
export const GROUP_PAGES = {
  home: {
    sections: [
      'hero-search',
      'promotions',
      'dealer-locator',
      'brand-grid',
      'stats-banner',
      'group-offers',
      'featured-stock',
      'finders',
      'feature-banner',
      'reviews',
      'blog',
      'sales-counter',
    ],
    /** Sections that run edge to edge; the rest sit in the page column (ui-kit HomeSections). */
    fullBleed: ['hero-search', 'stats-banner', 'promotions', 'sales-counter'],
    /** Brands in the grid, most stocked first. */
    brandGridCount: 24,
    /** Current offers from across the group's dealerships, soonest ending first. */
    offersCount: 3,
    /** In-stock vehicles featured on the home page, newest first, across dealerships. */
    featuredStockCount: 8,
  },
  /** /dealerships: every dealership with its locations and a link to its stock. */
  dealerships: {
    sections: ['dealer-locator'],
  },
  /** /search/{dealership_slug}: one dealership's stock (site-wide §2). */
  dealership: {
    sections: ['dealership-stock'],
    pageSize: 21,
  },
  search: {
    sections: ['search'],
    /** Search page size 21 (site-wide §9). */
    pageSize: 21,
  },
  vehicle: {
    sections: ['vdp', 'similar-vehicles'],
  },
} as const satisfies Record<
  string,
  {
    sections: readonly GroupSection[];
    fullBleed?: readonly GroupSection[];
    [limit: string]: unknown;
  }
>;

/** The group template's page composition. */
export type GroupPages = typeof GROUP_PAGES;
