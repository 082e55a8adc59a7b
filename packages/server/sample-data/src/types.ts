/**
 * The sample data's rows. Each row type has exactly the columns of its table in
 * `@forecourt/db` (migration 1), with explicit ids, so `seedDatabase` inserts them as they are.
 * Timestamps are ISO strings and dates `YYYY-MM-DD`, so the whole object is plain JSON.
 */

/** The three site templates (ARCHITECTURE: classic, group, oem). */
export type SiteTemplate = 'classic' | 'group' | 'oem';

/** Car type (vehicle-stock §3). */
export type CarType = 'new' | 'demo' | 'used';

/** Car status (vehicle-stock §3, §4). Reserved cars stay `in_stock` with `reserved: true`. */
export type CarStatus = 'in_stock' | 'coming_soon' | 'sold';

/** What kind of vehicle a stock item is (vehicle-stock §3 item_type). */
export type ItemType = 'car' | 'truck' | 'motorcycle' | 'caravan';

/** Location type (site-wide §3 Location). */
export type LocationType = 'sales' | 'service' | 'parts' | 'service-and-parts';

/** A site row plus the slugs of its dealerships (the `site_dealerships` rows). */
export interface SampleSite {
  id: number;
  slug: string;
  name: string;
  template: SiteTemplate;
  domains: string[];
  /** Dealership slugs on this site. */
  dealerships: string[];
  /** The site's own config options (theme, phone, social links ...): the `sites.config` column. */
  config: Record<string, unknown>;
  created_at: string;
  updated_at: string;
}

export interface SampleDealership {
  id: number;
  slug: string;
  name: string;
  /** The franchise make for a brand dealer; null for used-car and multi-brand dealers. */
  manufacturer: string | null;
  phone: string | null;
  email: string | null;
  website: string | null;
  dealer_license_number: string | null;
  lead_webhook_url: string | null;
  /** Mean of this dealership's review ratings to 2 decimals (site-wide §3 Dealership). */
  average_rating: number | null;
  review_count: number;
  created_at: string;
}

/** Opening hour entry (site-wide §3): weekday 0-6 with 0 Sunday. */
export interface OpeningHour {
  weekday: number;
  status: string;
  formated_hours: string | null;
  open: string | null;
  close: string | null;
}

/** Special (holiday) hours (site-wide §3): start_hour/end_hour or hours.begin/end. */
export interface SpecialHour {
  date: string;
  status: string;
  location_id: number;
  start_hour?: string | null;
  end_hour?: string | null;
  hours?: { begin: string | null; end: string | null } | null;
}

export interface SampleLocation {
  id: number;
  dealership_id: number;
  name: string;
  slug: string;
  primary: boolean;
  visible: boolean;
  location_type: LocationType;
  location_subtype: string | null;
  /** Manufacturer slugs sold or serviced here. */
  manufacturers: string[];
  street: string;
  city: string;
  state: string;
  postcode: string;
  lat: number;
  long: number;
  place_url: string | null;
  place_id: string | null;
  phone: string | null;
  landline_phone: string | null;
  email: string | null;
  opening_hours: OpeningHour[];
  special_hours: SpecialHour[];
  /** Names offered on the test drive form (vehicle-stock §5). */
  distribution_locations: string[];
  dealer_license_number: string | null;
  motor_vehicle_repairer: string | null;
  image_url: string | null;
  average_rating: number | null;
  review_count: number;
}

export interface SampleManufacturer {
  id: number;
  name: string;
  slug: string;
  logo_url: string | null;
}

export interface CarImage {
  url: string;
  thumb: { url: string };
}

/** Car variant specifications (vehicle-stock §3 Car variant). */
export interface CarVariant {
  cylinders: number | null;
  enginesize: number | null;
  enginesize_litres: number | null;
  induction: string | null;
  fuelconsumptioncombined: number | null;
  fuelcapacity: number | null;
  grossvehiclemass: number | null;
  vehiclelength: number | null;
  vehicleheight: number | null;
  vehiclewidth: number | null;
  towingcapacitybraked: number | null;
  bodyconfiguration: string | null;
  /** Newton metres. */
  torque: number | null;
  ancaprating: number | null;
  geartype: string | null;
}

/** Caravan specifications (vehicle-stock §3): lengths in feet, masses in kg. */
export interface CaravanSpecs {
  body_width: number;
  body_length: number;
  tare_weight: number;
  axle_type: string;
  sleeps: number;
  aggregate_trailer_mass: number;
}

/** One lender's finance figures for a car (vehicle-stock §3 Finance data). */
export interface FinanceLender {
  interestRate: number | null;
  comparisonRate: number | null;
  paymentWeek: number;
  paymentMonth: number;
  deposit: number;
  termYears: number;
  termMonths: number;
  termWeeks: number;
  balloon: number;
  establishmentFees: number;
  totalPayable: number;
  disclaimer: string;
}

export interface AutograbData {
  state_average_market_price: number | null;
  average_market_price: number | null;
}

export interface YouxQuote {
  weeklyRepaymentAmount: number;
  advertisedRate: number;
  comparisonRate: number;
}

/** A car row: the `cars` table's columns (vehicle-stock §3 Car). */
export interface SampleCar {
  id: number;
  dealership_id: number;
  location_id: number | null;
  slug: string;
  name: string;
  year: number;
  make: string;
  model: string;
  badge: string | null;
  series: string | null;
  colour: string;
  interior_colour: string | null;
  price: number;
  before_price: number | null;
  offer_price: number | null;
  subscription_price: number | null;
  price_type: string | null;
  preorder: boolean;
  /** Null for caravans (no odometer). */
  km: number | null;
  status: CarStatus;
  car_type: CarType;
  stocknum: string;
  vin: string;
  nvic: string | null;
  regplate: string | null;
  rego_expiry: string | null;
  build_date: string | null;
  compliance_date: string | null;
  tag: string | null;
  reserved: boolean;
  certified: boolean;
  views: number;
  video_url: string | null;
  external_video_url: string | null;
  spin_code: string | null;
  spin_interior_image: string | null;
  dealercomments: string | null;
  file: string | null;
  private_suburb: string | null;
  private_postcode: string | null;
  simple_body: string;
  simple_transmission: string | null;
  trans: string | null;
  transmission: string | null;
  simple_fuel: string | null;
  fuel: string | null;
  simple_drive: string | null;
  drive: string | null;
  seats: number | null;
  doors: number | null;
  engine_size: number | null;
  engine_size_litres: number | null;
  gearnum: number | null;
  bodyconfiguration: string | null;
  item_type: ItemType;
  carsales_title: string;
  show_on_dealer_website: boolean;
  images: CarImage[];
  spin_images: unknown[];
  hotspots: { exterior: unknown[]; interior: unknown[] };
  videos: unknown[];
  walkaround_videos: unknown[];
  standard_equipment: string[];
  features: string[];
  variant: CarVariant | null;
  caravan: CaravanSpecs | null;
  finance_lenders: Record<string, FinanceLender>;
  autograb_data: AutograbData | null;
  youx_quote: YouxQuote | null;
  sold_at: string | null;
  created_at: string;
  updated_at: string;
}

/** An offer row (site-wide §3 Offer). */
export interface SampleOffer {
  id: number;
  dealership_id: number | null;
  name: string;
  description: string | null;
  sanitized_description: string | null;
  disclaimer: string | null;
  category: string;
  image_url: string | null;
  manufacturer: string | null;
  model: { slug: string; name: string; override_url: string | null } | null;
  car_types: CarType[];
  excluded_website_ids: number[];
  starts_at: string | null;
  expires_at: string | null;
  created_at: string;
}

/** A review row (site-wide §3 Review). */
export interface SampleReview {
  id: number;
  dealership_id: number;
  location_id: number | null;
  customer_name: string;
  title: string | null;
  text: string | null;
  /** 1 to 5 with at most one decimal. */
  rating: number;
  review_date: string;
  reply_text: string | null;
  reply_date: string | null;
  image_url: string | null;
  source: string;
  created_at: string;
}

/** Everything `generateSampleData` makes. */
export interface SampleData {
  seed: number;
  /** The `now` the data was generated around, as an ISO string. */
  now: string;
  sites: SampleSite[];
  dealerships: SampleDealership[];
  locations: SampleLocation[];
  manufacturers: SampleManufacturer[];
  cars: SampleCar[];
  offers: SampleOffer[];
  reviews: SampleReview[];
}
