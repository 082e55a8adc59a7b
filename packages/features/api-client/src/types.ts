import type { LeadInput } from '@forecourt/lead-payloads';
import type { PriceComparisonFill, PriceComparisonResponse } from '@forecourt/pricing';

/** A car image: the full picture and its thumbnail (vehicle-stock §3). */
export interface CarImage {
  url: string;
  thumb?: { url: string };
}

/** Where a car is: its location with address (vehicle-stock §3). */
export interface CarLocation {
  id: number;
  name: string | null;
  slug: string | null;
  phone: string | null;
  address: {
    street: string | null;
    city: string | null;
    state: string | null;
    postcode: string | null;
    place_url: string | null;
    lat: number | null;
    long: number | null;
  };
  distribution_locations: unknown[];
}

/** A caravan's specifications, nested under `car.caravan` (vehicle-stock §3): feet and kg. */
export interface CaravanSpecifications {
  body_width: number | null;
  /** Feet. */
  body_length: number | null;
  /** Kilograms. */
  tare_weight: number | null;
  axle_type: string | null;
  sleeps: number | null;
  /** Aggregate trailer mass (ATM), kilograms. */
  aggregate_trailer_mass: number | null;
}

/** A car's variant specifications, nested under `car.variant` (vehicle-stock §3 Car variant). */
export interface CarVariant {
  cylinders?: number | null;
  enginesize?: number | null;
  enginesize_litres?: number | null;
  induction?: string | null;
  fuelconsumptioncombined?: number | null;
  fuelcapacity?: number | null;
  /** Gross vehicle mass (GVM), kilograms. */
  grossvehiclemass?: number | null;
  vehiclelength?: number | null;
  vehicleheight?: number | null;
  vehiclewidth?: number | null;
  towingcapacitybraked?: number | null;
  bodyconfiguration?: string | null;
  torque?: number | null;
  ancaprating?: number | null;
  geartype?: string | null;
}

/** Car status values (vehicle-stock §3: "in_stock, sold, coming_soon (others exist)"). */
export type CarStatus = 'in_stock' | 'sold' | 'coming_soon' | (string & {});

/**
 * A car as the platform API gives it, with the field names of vehicle-stock §3. The fields the
 * sites read are typed; the API sends more (variant, caravan, hotspots, ...), reachable through
 * the index signature as `unknown`.
 */
export interface Car {
  [field: string]: unknown;
  id: number;
  slug: string;
  /** `/cars/{slug}`, the vehicle page. */
  path: string;
  name: string | null;
  year: number | null;
  make: string | null;
  model: string | null;
  badge: string | null;
  series: string | null;
  colour: string | null;
  price: number | null;
  before_price: number | null;
  offer_price: number | null;
  subscription_price: number | null;
  price_type: string | null;
  preorder: boolean | null;
  km: number | null;
  status: CarStatus;
  car_type: 'new' | 'demo' | 'used' | (string & {}) | null;
  stocknum: string | null;
  vin: string | null;
  tag: string | null;
  reserved: boolean | null;
  certified: boolean | null;
  views: number | null;
  photos_count: number;
  images: CarImage[];
  thumbnails: string[];
  primary_image_url: string | null;
  /** Dealer comments, sanitised HTML. */
  dealercomments: string | null;
  location: CarLocation | null;
  city: string | null;
  state: string | null;
  dealership_id: number;
  dealership_slug: string | null;
  dealership_name: string | null;
  simple_body: string | null;
  simple_transmission: string | null;
  transmission: string | null;
  simple_fuel: string | null;
  fuel: string | null;
  simple_drive: string | null;
  drive: string | null;
  seats: number | null;
  doors: number | null;
  engine_size: number | null;
  engine_size_litres: number | null;
  item_type: string | null;
  /** A caravan's specifications (null or absent for other stock). */
  caravan?: CaravanSpecifications | null;
  /** The variant's specifications (null for caravans, which have no engine). */
  variant?: CarVariant | null;
  show_on_dealer_website: boolean;
  sold: boolean;
  sold_date_timestamp: number | null;
  created_at: string;
  updated_at: string;
}

/** One site of the public site list (`GET /api/sites`). */
export interface SiteSummary {
  slug: string;
  name: string;
  template: string;
  domains: string[];
}

/** A site's stock feed (`GET /api/sites/{slug}/stock.json`): in stock, coming soon, recently sold. */
export interface SiteStock {
  site: string;
  generated_at: string;
  count: number;
  cars: Car[];
}

/** `GET /api/sites/{slug}/stock-changes.json?since=`: the feed's changes since a stock version. */
export type SiteStockChanges =
  | { site: string; version: string; reset: false; cars: Car[]; removed: number[] }
  | { site: string; version: string; reset: true };

/** An offer's model (site-wide §3): its slug for `/{model-slug}`, or a link of its own. */
export interface OfferModel {
  slug: string;
  name: string;
  override_url: string | null;
}

/**
 * A current offer of a site as `GET /api/sites/{slug}/offers` answers it (site-wide §3 Offer).
 * `description` is the dealer's HTML already sanitised by the API; `sanitized_description` is
 * plain text. `path` is `/offers/{manufacturer-slug}/{id}`, or `/offers/{id}` (site-wide §2).
 */
export interface Offer {
  id: number;
  name: string;
  description: string | null;
  sanitized_description: string | null;
  disclaimer: string | null;
  category: string | null;
  image_url: string | null;
  image_or_model_image: { url: string | null };
  manufacturer: { name: string; slug: string } | null;
  model: OfferModel | null;
  /** Car types a promo tile of this offer shows for; empty: all (site-wide §4). */
  car_types: string[];
  excluded_website_ids: number[];
  /** ISO date-times; `null` when open-ended. */
  starts_at: string | null;
  expires_at: string | null;
  path: string;
}

/** `GET /api/sites/{slug}/offers`: the site's current offers, soonest ending first. */
export interface SiteOffers {
  site: string;
  count: number;
  offers: Offer[];
}

/**
 * A review as `GET /api/sites/{slug}/reviews` answers it (site-wide §3 Review). Its text, title,
 * name and reply are shopper and dealer text: render them as text, never as HTML.
 */
export interface Review {
  id: number;
  dealership_id: number;
  location_id: number | null;
  customer_name: string;
  title: string | null;
  text: string | null;
  /** 1 to 5, at most one decimal. */
  rating: number;
  /** `YYYY-MM-DD`. */
  review_date: string;
  reply_text: string | null;
  reply_date: string | null;
  image: { url: string | null };
  /** Where the review was left: `google`, `facebook`. */
  source: string;
}

/**
 * `GET /api/sites/{slug}/reviews`: the aggregate of all the site's reviews (`average_rating` a
 * string such as `"4.35"`, null without reviews) and the newest reviews, newest first.
 */
export interface SiteReviews {
  site: string;
  count: number;
  average_rating: string | null;
  reviews: Review[];
}

/**
 * The live part of a location as `GET /api/sites/{slug}/locations` answers it: its holiday hours
 * (site-wide §3 Special hours, either stored form) and review aggregate, as the database holds
 * them now rather than as the site was built.
 */
export interface LiveLocation {
  id: number;
  slug: string;
  special_hours: {
    date: string;
    status?: string | null;
    location_id?: number | null;
    start_hour?: string | null;
    end_hour?: string | null;
    hours?: { begin?: string | null; end?: string | null } | null;
  }[];
  average_rating: number | null;
  review_count: number;
}

/** `GET /api/sites/{slug}/locations`. */
export interface SiteLocations {
  site: string;
  locations: LiveLocation[];
}

/** What `GET /api/cars/{slug}/view.json` asks with (vehicle-stock §7). */
export interface ViewCountQuery {
  photos_count?: number;
  updated_at?: string;
  /** The site id or slug the view happened on. */
  website_id?: string | number;
}

/** The view count and the car fields the vehicle page refreshes (vehicle-stock §7). */
export interface ViewCount {
  views: number;
  car_fields: Pick<
    Car,
    'price' | 'before_price' | 'offer_price' | 'status' | 'reserved' | 'photos_count' | 'updated_at'
  > &
    Partial<Pick<Car, 'images' | 'thumbnails' | 'primary_image_url'>>;
}

/** The price comparison response (vehicle-stock §3) with the widget decision of `priceComparison()`. */
export interface Autogauge extends PriceComparisonResponse {
  widget: { label: string; fill: PriceComparisonFill } | null;
}

/** A lender's finance disclaimer, full and cut at 197 characters (vehicle-stock §7, §9). */
export interface FinanceDisclaimer {
  provider: string;
  full: string;
  short: string;
}

/** Test drive appointment slots at a location (vehicle-stock §5, §7). */
export interface Appointments {
  location_id: number;
  time_zone: string;
  days: { date: string; slots: string[] }[];
}

/** A postcode's place (site-wide §7 Geocoding). */
export interface GeocodeResult {
  postcode: string;
  lat: number;
  long: number;
  state: string;
  localities: string[];
}

/** Delivery price lookup for a car (vehicle-stock §5, §7). */
export interface DeliveryQuoteRequest {
  postcode: string;
  car_id: number;
}

/** A delivery quote: region name and price (vehicle-stock §3 "Delivery quote"). */
export interface DeliveryQuote {
  name: string;
  price: number;
  band: string;
  distance_km: number;
}

/** A finance quote (site-wide §7 POST /api/youx/quote). Rates in percent per year. */
export interface YouxQuote {
  weeklyRepaymentAmount: number;
  advertisedRate: number;
  comparisonRate: number;
}

/** A lead as the forms build it (the shared zod schema's input) plus the site it is for. */
export type LeadSubmission = LeadInput & { site: string };

/** The answer to an accepted lead. */
export interface LeadReceipt {
  lead_id: string;
}

/** Where a sign-in code goes: an Australian mobile or an email address, one of the two. */
export type SignInDestination = { phone: string; email?: never } | { email: string; phone?: never };

/** A code check; `link: true` adds the phone or email to the signed-in account instead. */
export type VerifyCodeRequest = SignInDestination & { code: string; link?: boolean };

/** The signed-in shopper. */
export interface User {
  id: number;
  /** National form, e.g. `0412345678`; null when the user signed in by email only. */
  phone: string | null;
  email: string | null;
  name: string | null;
  last_name: string | null;
  postcode: string | null;
}

/** A watchlist save or remove (vehicle-stock §7); the session says who, phone_number may check it. */
export interface WatchlistChange {
  car_id: number;
  phone_number?: string;
}

/** The watchlist after a change: car ids, newest first (vehicle-stock §3 "Watchlist entry: id"). */
export interface WatchlistState {
  success: true;
  watchlist: { id: number }[];
}

/**
 * Where one of the shopper's own enquiries stands: `offer_accepted` (a trade-in whose offer they
 * accepted), `sent` (delivered to the dealership) or `received`.
 */
export type MyLeadStatus = 'received' | 'sent' | 'offer_accepted';

/** One of the signed-in shopper's own enquiries (`GET /api/me/leads`). */
export interface MyLead {
  id: string;
  /** The lead kind, e.g. `car_enquiry`, `trade_in`, `finance`. */
  kind: string;
  category: string;
  subcategory: string | null;
  /** ISO date-time. */
  created_at: string;
  status: MyLeadStatus;
  car: { id: number; slug: string; name: string | null; path: string } | null;
}

/** A page of the shopper's own enquiries, newest first. */
export interface MyLeads {
  leads: MyLead[];
  total: number;
  limit: number;
  offset: number;
}

/** The watchlist with its cars (`GET /api/watchlist`). */
export interface Watchlist extends WatchlistState {
  cars: Car[];
}

/**
 * An analytics event (vehicle-stock §7, site-wide §7); ids from `ANALYTICS_EVENT_IDS`. The
 * view-content event has no id: `name: 'view_content'` instead.
 */
export interface AnalyticsEvent {
  site: string;
  event_id?: number;
  name?: string;
  car_id?: number;
  payload?: Record<string, unknown>;
}

/** A site's reserve settings (`GET /api/checkout/config`). */
export interface CheckoutConfig {
  reserve_online: boolean;
  online_purchase: boolean;
  /** The deposit in whole cents ($200 = 20000 by default, vehicle-stock §9). */
  deposit_cents: number;
  currency: string;
  /** 48 (vehicle-stock §9). */
  hold_hours: number;
  provider: string;
  /** Which card form the page shows: the embedded test form or Stripe Elements. */
  method: 'test_card' | 'stripe';
  publishable_key: string | null;
}

/** A reservation as the shopper's page sees it. */
export interface Reservation {
  id: string;
  car_id: number;
  status: 'pending' | 'held' | 'failed' | 'expired' | 'released';
  /** Waiting for the shopper to answer the card check. */
  challenge: boolean;
  deposit_cents: number;
  currency: string;
  expires_at: string;
  failure: string | null;
  /** Stripe: the PaymentIntent's client secret while the bank's check waits (else null). */
  client_secret?: string | null;
}

/** `POST /api/checkout/reservations`: contact fields, the car and the payment. */
export interface ReserveRequest {
  site: string;
  car_id: number;
  name: string;
  last_name: string;
  email: string;
  phone: string;
  payment:
    | {
        kind: 'test_card';
        card_name: string;
        card_number: string;
        card_expiry: string;
        card_cvc: string;
      }
    | { kind: 'stripe'; payment_method_id: string };
}

/** An online payment as the shopper's page sees it (site-wide §2 /online-payment). */
export interface OnlinePayment {
  id: string;
  status: 'pending' | 'paid' | 'failed';
  /** Waiting for the shopper to answer the card check. */
  challenge: boolean;
  /** Stripe: the PaymentIntent's client secret while the bank's check waits. */
  client_secret?: string | null;
  purpose: string;
  purpose_label: string;
  reference: string;
  amount_cents: number;
  currency: string;
  dealership_id: number | null;
  /** The provider's payment id once paid: the receipt number. */
  payment_id: string | null;
  failure: string | null;
  paid_at: string | null;
  created_at: string;
}

/** `POST /api/online-payments`: what for, the reference, the amount in dollars and the card. */
export interface OnlinePaymentRequest {
  site: string;
  dealership_id?: number | string | undefined;
  purpose: string;
  reference: string;
  amount: string;
  payment: ReserveRequest['payment'];
}

/** A prize of the wheel as the page shows it (weights stay on the server). */
export interface SpinPrizeView {
  id: string;
  label: string;
  terms: string | null;
}

/** The site's spin-to-win promotion (`GET /api/promotions/spin-to-win`). */
export interface SpinPromotion {
  id: string;
  title: string;
  intro: string | null;
  starts_at: string;
  expires_at: string;
  terms: string;
  status: 'upcoming' | 'running' | 'ended';
  sign_in_required: boolean;
  prizes: { id: string; label: string; terms: string }[];
}

/** One spin's result. */
export interface Spin {
  id: string;
  promotion_id: string;
  prize: SpinPrizeView;
  created_at: string;
}

/** Buy online's summary, whole dollars. */
export interface OrderSummary {
  car_price: number;
  trade_in_offer: number;
  delivery_price: number;
  /** Car price − trade-in offer + delivery. */
  amount_to_pay: number;
  deposit: number;
  /** Left to pay after the deposit. */
  balance: number;
}

/** The steps saved so far of a buy online journey (`GET /api/orders/draft`). */
export interface OrderDraftData {
  contact?: { name: string; last_name: string; email: string; phone: string };
  trade_in?:
    | { trade_in: 'skip' }
    | ({
        trade_in: 'value';
        online_estimate: boolean;
        offer_price: number;
      } & Record<string, unknown>);
  payment?:
    | { payment: 'cash' }
    | {
        payment: 'finance';
        /** Whole dollars; 0 with `enquire`. */
        weekly: number;
        monthly: number;
        /** At or below $25 a week the estimate reads Enquire for Finance (site-wide §9). */
        enquire?: boolean;
        rate_pct: number;
        comparison_rate_pct?: number;
        term_years?: number;
        deposit?: number;
        balloon?: number;
        amount_financed: number;
        loan?: 'consumer' | 'commercial';
        /** The Finance Enquiry lead sent to the dealer; null or absent when none was sent. */
        finance_lead_id?: string | null;
      };
  delivery?:
    | { delivery: 'pickup'; location: string | null }
    | { delivery: 'delivery'; postcode: string; name: string; price: number; band: string };
  summary?: { confirmed: true };
}

/** A buy online journey: where a reload resumes and what it costs. */
export interface OrderDraft {
  id: string | null;
  car_id: number;
  data: OrderDraftData;
  next_step: 'contact' | 'trade_in' | 'payment' | 'delivery' | 'summary' | 'deposit' | 'complete';
  summary: OrderSummary;
  reservation_id: string | null;
  lead_id: string | null;
  completed: boolean;
}

/** Who owns a journey: the site, the car and (when nobody is signed in) the journey cookie's id. */
export interface OrderOwner {
  site: string;
  car_id: number;
  anon?: string | undefined;
}
