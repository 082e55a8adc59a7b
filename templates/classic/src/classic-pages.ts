/** A section a classic page shows; each is filled by a feature package as they arrive. */
export type ClassicSection =
  | 'hero-search'
  | 'make-links'
  | 'body-links'
  | 'featured-stock'
  | 'search'
  | 'vdp'
  | 'similar-vehicles';

/**
 * What each page of a classic site shows, in order, and how much. Sites switch individual
 * features through their config's `features`; this is the template's page composition.
 */
export const CLASSIC_PAGES = {
  home: {
    sections: ['hero-search', 'make-links', 'body-links', 'featured-stock'],
    /** Makes linked from the home page, most stocked first. */
    makeLinkCount: 12,
    /** In-stock cars featured on the home page, newest first. */
    featuredStockCount: 8,
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
  { sections: readonly ClassicSection[]; [limit: string]: unknown }
>;

/** The classic template's page composition. */
export type ClassicPages = typeof CLASSIC_PAGES;
