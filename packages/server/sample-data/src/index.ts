export { loadPostcodes, type PostcodeLocality } from '@forecourt/postcodes';
export {
  type CarImageInput,
  carImageSvg,
  interiorSvg,
  SPIN_FRAME_COUNT,
  silhouetteFor,
  spinFrameSvg,
} from './car-image-svg.ts';
export { SOLD_WINDOW_DAYS, STOCK_AGE_DAYS } from './cars.ts';
export { colourHex, UNKNOWN_COLOUR_HEX } from './colour-hex.ts';
export { DEMO_DEALERSHIPS, type DealershipPlan, type LocationPlan } from './demo-dealerships.ts';
export { demoPromoSceneSvg } from './demo-promotions.ts';
export { demoSiteConfigFile } from './demo-site-config.ts';
export { DEMO_SITES, type DemoSite } from './demo-sites.ts';
export {
  DEFAULT_SEED,
  type GenerateSampleDataOptions,
  generateSampleData,
} from './generate-sample-data.ts';
export { manufacturerLogoSvg } from './manufacturer-logo-svg.ts';
export {
  demoManufacturerBannerSvg,
  demoManufacturerLogoSvg,
  MANUFACTURER_NAMES,
} from './manufacturers.ts';
export { HOURS_PATTERNS, type HoursPattern } from './opening-hours.ts';
export { createRandom, hashString, type Random } from './random.ts';
export { isSeeded, SEED_BATCH_SIZE, type SeedCounts, seedDatabase } from './seed-database.ts';
export { demoSiteLogoSvg, type SiteLogoInput, siteLogoSvg } from './site-logo-svg.ts';
export { demoWalkaroundVideoFile } from './spin-media.ts';
export type {
  AutograbData,
  CaravanSpecs,
  CarImage,
  CarStatus,
  CarType,
  CarVariant,
  FinanceLender,
  ItemType,
  LocationType,
  OpeningHour,
  SampleCar,
  SampleData,
  SampleDealership,
  SampleLocation,
  SampleManufacturer,
  SampleOffer,
  SampleReview,
  SampleSite,
  SiteTemplate,
  SpecialHour,
  YouxQuote,
} from './types.ts';
