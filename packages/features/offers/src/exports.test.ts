import { describe, expect, it } from 'vitest';

// Importing the package cold (ui-kit, Radix, React Router) is slow on a busy 2-core runner.
describe('@forecourt/offers public API', { timeout: 30_000 }, () => {
  it('exports exactly these names', async () => {
    expect(Object.keys(await import('./index.ts')).sort()).toMatchInlineSnapshot(`
      [
        "DEFAULT_OFFER_ENQUIRY_PATH",
        "EMPTY_OFFERS_TEXT",
        "OFFERS_GRID_TRANSLATIONS",
        "OFFERS_SECTION_TRANSLATIONS",
        "OFFER_CARD_TRANSLATIONS",
        "OFFER_DESCRIPTION_LIMIT",
        "OFFER_DESCRIPTION_WHOLE_MAX",
        "OFFER_DETAIL_TRANSLATIONS",
        "OFFER_DISCLAIMER_LIMIT",
        "OfferCard",
        "OfferDetail",
        "OffersGrid",
        "OffersSection",
        "SPECIAL_OFFERS_HEADING",
        "SPECIAL_OFFERS_PATH",
        "defaultRenderLink",
        "exploreModelHref",
        "isPromoTileShown",
        "isWithinPromoWindow",
        "offerCardView",
        "offerDescription",
        "offerDetailView",
        "offerDisclaimer",
        "offerEnquiryHref",
        "offerHref",
        "offerJsonLd",
        "offerListJsonLd",
        "offerMatchesManufacturer",
        "offersForSection",
        "shownPromoTiles",
        "truncateText",
      ]
    `);
  }, 30_000);

  it('exports the server helpers from @forecourt/offers/server', async () => {
    expect(Object.keys(await import('./server.ts')).sort()).toEqual([
      'SPECIAL_OFFERS_PATH',
      'loadOfferSitemapPaths',
      'loadOffersSection',
      'offerForPage',
      'sanitiseOfferHtml',
    ]);
  }, 30_000);

  it('exports each route module with its loader, meta, links and page', async () => {
    for (const route of [
      await import('./routes/special-offers.tsx'),
      await import('./routes/offer.tsx'),
    ]) {
      expect(Object.keys(route).sort()).toEqual(['default', 'links', 'loader', 'meta']);
    }
  }, 30_000);
});
