export {
  MAP_DEFAULT_ZOOM,
  type MapMarker,
  type MapPoint,
  mapLink,
  projectPoints,
  StaticMap,
  type StaticMapClassNames,
  type StaticMapProps,
  type StaticMapTranslations,
} from '@forecourt/site-shell';
export {
  type DealershipGroup,
  dealershipGroups,
} from './dealership-groups.ts';
export {
  byDistance,
  distanceText,
  type LocationDistance,
  locationPoint,
} from './distance.ts';
export { findLocationPage, type LocationPageMatch } from './find-location.ts';
export { type HoursTab, hoursByType, LOCATION_TYPE_LABELS } from './hours-by-type.ts';
export {
  LocationsSection,
  type LocationsSectionProps,
  locationsSectionCards,
} from './LocationsSection.tsx';
export { mergeLiveLocations, withLiveLocations } from './live-locations.ts';
export { jsonLdGraph, locationDetail, locationJsonLd } from './location-detail.ts';
export {
  addressLines,
  type HolidayHoursRow,
  holidayHours,
  type LocationCardData,
  type LocationRating,
  type LocationSite,
  localWeekday,
  locationCard,
  locationHref,
  locationOpeningHours,
  locationPagePath,
  locationPhone,
  locationRating,
  openingHoursOptions,
  sellsCars,
  showsStockLink,
  stockHref,
  todaysHours,
} from './location-view.ts';
export {
  LOCATIONS_VIEWS,
  type LocationsView,
  locationCarouselColumns,
  locationGridColumns,
  locationsView,
  showsSwipeHint,
} from './locations-layout.ts';
export { locationsLinks } from './locations-links.ts';
export {
  LOCATOR_PAGES,
  LOCATOR_PATH,
  LOCATOR_TITLE,
  type LocatorGroup,
  locationSitemapPaths,
  locatorGroups,
  locatorHeading,
} from './locator.ts';
export {
  INVALID_POSTCODE_MESSAGE,
  POSTCODE_PARAM,
  type PostcodeSearch,
  postcodeSearch,
} from './postcode-search.ts';
export {
  HolidayHoursDialog,
  type HolidayHoursDialogClassNames,
  type HolidayHoursDialogProps,
  type HolidayHoursDialogTranslations,
} from './ui/HolidayHoursDialog.tsx';
export {
  HoursTabs,
  type HoursTabsClassNames,
  type HoursTabsProps,
  type HoursTabsTranslations,
} from './ui/HoursTabs.tsx';
export {
  LocationCard,
  type LocationCardClassNames,
  type LocationCardProps,
  type LocationCardTranslations,
} from './ui/LocationCard.tsx';
export {
  LocationCards,
  type LocationCardsClassNames,
  type LocationCardsProps,
  type LocationCardsTranslations,
} from './ui/LocationCards.tsx';
export {
  LocationDetail,
  type LocationDetailClassNames,
  type LocationDetailData,
  type LocationDetailProps,
  type LocationDetailTranslations,
} from './ui/LocationDetail.tsx';
export {
  OpeningHours,
  type OpeningHoursClassNames,
  type OpeningHoursProps,
  type OpeningHoursTranslations,
} from './ui/OpeningHours.tsx';
export {
  PostcodeDistanceForm,
  type PostcodeDistanceFormClassNames,
  type PostcodeDistanceFormProps,
  type PostcodeDistanceFormTranslations,
} from './ui/PostcodeDistanceForm.tsx';
