/** A section a classic page shows; each is filled by a feature package as they arrive. */
export type ClassicSection =
  | 'hero-search'
  | 'featured-stock'
  | 'promotions'
  | 'make-links'
  | 'body-links'
  | 'finders'
  | 'feature-banner'
  | 'sales-counter'
  | 'stats-banner'
  | 'reviews'
  | 'locations'
  | 'blog'
  | 'search'
  | 'vdp'
  | 'similar-vehicles';

/**
 * What each page of a classic site shows, in order, and how much. A used-car yard sells from its
 * stock: a compact search band and the newest cars come first, above the fold at 1280 px
 * (DESIGN.md "Home"), then campaigns, shortcuts by make and body, the finders, trust and the yard's
 * location. Sites switch individual features through their config's `features`; this is the
 * template's page composition.
 */
export const CLASSIC_PAGES = {
  home: {
    sections: [
      'hero-search',
      'featured-stock',
      'promotions',
      'make-links',
      'body-links',
      'finders',
      'feature-banner',
      'sales-counter',
      'stats-banner',
      'reviews',
      'locations',
      'blog',
    ],
    /** Sections that run edge to edge; the rest sit in the page column (ui-kit HomeSections). */
    fullBleed: ['hero-search', 'promotions', 'sales-counter', 'stats-banner'],
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
  {
    sections: readonly ClassicSection[];
    fullBleed?: readonly ClassicSection[];
    [limit: string]: unknown;
  }
>;

/** The classic template's page composition. */
export type ClassicPages = typeof CLASSIC_PAGES;
