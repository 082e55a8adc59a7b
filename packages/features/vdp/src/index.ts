export {
  type Availability,
  availability,
  FIND_ME_SOMETHING_SIMILAR_LABEL,
  SOLD_MESSAGE,
  SOMETHING_SIMILAR_PROMPT,
} from './availability.ts';
export { type VdpBreadcrumb, vdpBreadcrumbs } from './breadcrumbs.ts';
// The vehicle page's contact parts (vehicle-stock §2, §4, §7).
export {
  type DealerContact,
  type DealerContactSite,
  dealerContact,
  isMobileNumber,
  maskPhone,
  PHONE_VISIBLE_CHARACTERS,
  type PhoneLinks,
  type PhoneRevealLead,
  phoneLinks,
} from './call-dealer.ts';
export {
  carDetails,
  carFeatures,
  carTypeLabel,
  keyInformation,
  specifications,
  type VehicleNoun,
  vehicleNoun,
} from './car-facts.ts';
export {
  type CollapsibleList,
  collapsibleList,
  FEATURES_LIMIT,
  KEY_INFORMATION_LIMIT,
  SPECIFICATIONS_LIMIT,
} from './collapsible-list.ts';
export {
  DEALER_COMMENTS_PENDING_TEXT,
  type DealerCommentsView,
  pendingDealerComments,
  type SanitizedHtml,
} from './dealer-comments-text.ts';
export {
  DELIVERY_IDLE,
  DELIVERY_NOT_SERVICEABLE_MESSAGE,
  DELIVERY_POSTCODE_REQUIRED_MESSAGE,
  type DeliveryLookup,
  type DeliveryState,
  deliveryError,
  deliveryPostcode,
  deliveryPriceText,
  deliveryResult,
  lookUpDelivery,
} from './delivery-calculator.ts';
export {
  ENQUIRY_TEXT_FIELDS,
  type EnquiryFormInput,
  type EnquiryLeadContext,
  type EnquiryLeadResult,
  type EnquiryTextField,
  enquiryInput,
  enquiryLead,
} from './enquiry-submission.ts';
export {
  DEFAULT_FUEL_ECONOMY_L_PER_100KM,
  DEFAULT_FUEL_PRICE_PER_LITRE,
  DEFAULT_KM_PER_WEEK,
  type FuelCar,
  type FuelEstimate,
  fuelEconomy,
  fuelEstimate,
  fuelEstimateFromText,
  hasFuelBill,
  isElectric,
  parseFreeNumber,
} from './fuel-calculator.ts';
export {
  type GalleryImage,
  galleryImages,
  showThumbnails,
  THUMBNAILS_MIN_EXCLUSIVE,
} from './gallery-images.ts';
export {
  SIMILAR_VEHICLES_LAZY_MARGIN_PX,
  type SimilarVehiclesSearch,
  similarVehicleCards,
  similarVehiclesSearch,
} from './similar-vehicles.ts';
export {
  hasSpecificationValue,
  type SpecificationRow,
  specificationRows,
} from './specification-rows.ts';
export {
  STICKY_HEADER_AFTER_PX,
  STICKY_OPENED_AFTER_PX,
  type StickyState,
  stickyFacts,
  stickyState,
} from './sticky-bars.ts';
export { CallDealerCard, type CallDealerCardProps } from './ui/CallDealerCard.tsx';
export {
  CertifiedPreOwnedBox,
  ToyotaCertifiedBadge,
  UsedCarChecks,
} from './ui/CertifiedPanels.tsx';
export { CheckoutLinks, type CheckoutLinksProps } from './ui/CheckoutLinks.tsx';
export { ContactBars, type ContactBarsProps } from './ui/ContactBars.tsx';
export {
  DEALER_COMMENTS_TRANSLATIONS,
  DealerComments,
  type DealerCommentsClassNames,
  type DealerCommentsProps,
  type DealerCommentsTranslations,
} from './ui/DealerComments.tsx';
export { DeliveryCalculator, type DeliveryCalculatorProps } from './ui/DeliveryCalculator.tsx';
export { EnquiryDialog, type EnquiryDialogProps } from './ui/EnquiryDialog.tsx';
export {
  ENQUIRY_FORM_TRANSLATIONS,
  EnquiryForm,
  type EnquiryFormClassNames,
  type EnquiryFormProps,
  type EnquiryFormTranslations,
} from './ui/EnquiryForm.tsx';
export {
  FEATURES_TRANSLATIONS,
  Features,
  type FeaturesClassNames,
  type FeaturesProps,
  type FeaturesTranslations,
} from './ui/Features.tsx';
export { FuelCalculator, type FuelCalculatorProps } from './ui/FuelCalculator.tsx';
export {
  GALLERY_TRANSLATIONS,
  Gallery,
  type GalleryClassNames,
  type GalleryProps,
  type GalleryTranslations,
} from './ui/Gallery.tsx';
export {
  KEY_INFORMATION_TRANSLATIONS,
  KeyInformation,
  type KeyInformationClassNames,
  type KeyInformationProps,
  type KeyInformationTranslations,
} from './ui/KeyInformation.tsx';
export { MediaViewer, type MediaViewerProps } from './ui/MediaViewer.tsx';
export {
  OUT_OF_STOCK_TRANSLATIONS,
  OutOfStockPanel,
  type OutOfStockPanelClassNames,
  type OutOfStockPanelProps,
  type OutOfStockPanelTranslations,
} from './ui/OutOfStockPanel.tsx';
export {
  PriceBlock,
  type PriceBlockClassNames,
  type PriceBlockProps,
  type PriceBlockTranslations,
} from './ui/PriceBlock.tsx';
export {
  PRICE_COMPARISON_TRANSLATIONS,
  PriceComparison,
  type PriceComparisonClassNames,
  type PriceComparisonProps,
  type PriceComparisonStatus,
  type PriceComparisonTranslations,
} from './ui/PriceComparison.tsx';
export type { PhoneCallActions } from './ui/phone-call-actions.ts';
export {
  SIMILAR_VEHICLES_TRANSLATIONS,
  SimilarVehicles,
  type SimilarVehiclesClassNames,
  type SimilarVehiclesProps,
  type SimilarVehiclesStatus,
  type SimilarVehiclesToggles,
  type SimilarVehiclesTranslations,
} from './ui/SimilarVehicles.tsx';
export {
  SPECIFICATIONS_TRANSLATIONS,
  Specifications,
  type SpecificationsClassNames,
  type SpecificationsProps,
  type SpecificationsTranslations,
} from './ui/Specifications.tsx';
export {
  SPIN_VIEWER_TRANSLATIONS,
  SpinViewer,
  type SpinViewerProps,
  type SpinViewerTranslations,
} from './ui/SpinViewer.tsx';
export { StickyFooter, type StickyFooterProps } from './ui/StickyFooter.tsx';
export { StickyHeader, type StickyHeaderProps } from './ui/StickyHeader.tsx';
export { ToolSection, type ToolSectionProps } from './ui/ToolSection.tsx';
export { VehicleTabs, type VehicleTabsProps } from './ui/VehicleTabs.tsx';
export { VehicleTools, type VehicleToolsProps } from './ui/VehicleTools.tsx';
export {
  CERTIFIED_PRE_OWNED_POINTS,
  type CopyTab,
  certifiedPanels,
  checkoutEnabled,
  copyTabs,
  TOYOTA_CERTIFIED_BENEFITS,
  usedCarChecks,
  VDP_TAB_LABELS,
  type VdpActionLink,
  type VdpActions,
  type VdpTabId,
  type VdpToolsCar,
  type VdpToolsSite,
  vdpActions,
  vdpTabIds,
} from './vdp-tabs.ts';
export {
  enquiryCar,
  type VdpPrice,
  VEHICLE_MAP_ANCHOR,
  type VehicleDetail,
  vehicleDetail,
  vehicleTitle,
  withFindMeSomethingSimilar,
} from './vehicle-detail.ts';
export {
  type Hotspot,
  MEDIA_VIEW_LABELS,
  MEDIA_VIEWS,
  type MediaView,
  SPIN_INTERVAL_MS,
  SPIN_PX_PER_FRAME,
  type VehicleMedia,
  vehicleMedia,
} from './vehicle-media.ts';
export { type VdpToolsView, vdpTools } from './vehicle-tools.ts';
