export { offerJsonLd, offerListJsonLd } from './offer-json-ld.ts';
export {
  DEFAULT_OFFER_ENQUIRY_PATH,
  exploreModelHref,
  offerEnquiryHref,
  offerHref,
  offerMatchesManufacturer,
  SPECIAL_OFFERS_HEADING,
  SPECIAL_OFFERS_PATH,
} from './offer-links.ts';
export {
  OFFER_DESCRIPTION_LIMIT,
  OFFER_DESCRIPTION_WHOLE_MAX,
  OFFER_DISCLAIMER_LIMIT,
  offerDescription,
  offerDisclaimer,
  type TruncatedText,
  truncateText,
} from './offer-text.ts';
export {
  type OfferCardData,
  type OfferDetailData,
  offerCardView,
  offerDetailView,
  offersForSection,
  type SanitisedOfferHtml,
} from './offer-view.ts';
export {
  isPromoTileShown,
  isWithinPromoWindow,
  type PromoTile,
  type PromoTileOptions,
  type PromoWindow,
  shownPromoTiles,
} from './promo-tiles.ts';
export {
  OFFER_CARD_TRANSLATIONS,
  OfferCard,
  type OfferCardClassNames,
  type OfferCardProps,
  type OfferCardTranslations,
} from './ui/OfferCard.tsx';
export {
  OFFER_DETAIL_TRANSLATIONS,
  OfferDetail,
  type OfferDetailClassNames,
  type OfferDetailProps,
  type OfferDetailTranslations,
} from './ui/OfferDetail.tsx';
export {
  EMPTY_OFFERS_TEXT,
  OFFERS_GRID_TRANSLATIONS,
  OffersGrid,
  type OffersGridClassNames,
  type OffersGridProps,
  type OffersGridTranslations,
} from './ui/OffersGrid.tsx';
export {
  OFFERS_SECTION_TRANSLATIONS,
  OffersSection,
  type OffersSectionClassNames,
  type OffersSectionProps,
  type OffersSectionTranslations,
} from './ui/OffersSection.tsx';
export { defaultRenderLink, type RenderLink } from './ui/render-link.tsx';
