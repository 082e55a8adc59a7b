/** A section a group page shows; each is filled by a feature package as they arrive. */
export type GroupSection =
  | 'hero-search'
  | 'stats-banner'
  | 'brand-grid'
  | 'dealer-locator'
  | 'group-offers'
  | 'featured-stock'
  | 'search'
  | 'vdp'
  | 'similar-vehicles'
  | 'dealership-stock';

/**
 * What each page of a group site shows, in order, and how much. A dealer group leads with one
 * search across every dealership, then the group's size (stats banner, site-wide §1), its brands
 * (the header's brand mega-menu repeats them, site-wide §2), where its dealerships are (a grid,
 * site-wide §2 location grid columns), its offers and a little stock. Sites switch individual
 * features through their config's `features`; this is the template's page composition.
 */
export const GROUP_PAGES = {
  home: {
    sections: [
      'hero-search',
      'stats-banner',
      'brand-grid',
      'dealer-locator',
      'group-offers',
      'featured-stock',
    ],
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
  { sections: readonly GroupSection[]; [limit: string]: unknown }
>;

/** The group template's page composition. */
export type GroupPages = typeof GROUP_PAGES;
