import { z } from '@forecourt/validation';

/**
 * The platform's feature switches: one boolean per behaviour that differs between dealer sites
 * (site-wide §1 "a large set of default feature switches that individual sites override";
 * vehicle-stock §6). Defaults live in `PLATFORM_DEFAULTS.features`; templates and sites override
 * single switches. Unknown switch names are rejected, so a typo cannot silently do nothing.
 *
 * The garage switch is the top-level `garage_enabled` (an agreed name), not a `features` entry,
 * so there is exactly one switch for it.
 */
export const featuresSchema = z.strictObject({
  // Agreed switches read by other logic packages (default false).
  /** Card tag for electric, hybrid and plug-in hybrid fuel (vehicle-stock §4). */
  fuel_type_tag: z.boolean(),
  /** Toyota certified used badge (vehicle-stock §4, §5). */
  toyota_certified_badge: z.boolean(),
  /** A past rego expiry shows "Unregistered" instead of nothing (vehicle-stock §4). */
  show_unregistered: z.boolean(),
  /** Add `price > 0` to the filter on price-ascending sort (vehicle-stock §5). */
  price_above_zero_on_price_asc: z.boolean(),
  /** Hide favourite/compare toggles unless the car is used (vehicle-stock §4). */
  hide_toggles_unless_used: z.boolean(),
  /** Hide favourite/compare toggles when the price is 0 or less (vehicle-stock §4). */
  hide_toggles_without_price: z.boolean(),
  /** Hide favourite/compare toggles when the car has no images (vehicle-stock §4). */
  hide_toggles_without_images: z.boolean(),
  /** Round finance repayments up (vehicle-stock §9 "one dealer rounds up"). */
  finance_round_up: z.boolean(),
  /** Comments are not required on the enquiry form (site-wide §5). */
  message_optional: z.boolean(),
  /** Terms agreement is required on the enquiry form (site-wide §5). */
  terms_required: z.boolean(),
  /** The call-the-dealer number starts revealed (vehicle-stock §4). */
  phone_revealed: z.boolean(),
  /** Out-of-stock cars get the Find Me Something Similar button (site-wide §4). */
  find_me_something_similar: z.boolean(),

  // Further switches the specs imply.
  /** Favourite toggle on cards and the vehicle page (vehicle-stock §4). */
  favourites: z.boolean(),
  /** Compare toggle (vehicle-stock §4). */
  compare: z.boolean(),
  /** Share row on the vehicle page (vehicle-stock §2). */
  share: z.boolean(),
  /** Facebook share channel (vehicle-stock §9). */
  share_facebook: z.boolean(),
  /** Twitter share channel, which can be hidden (vehicle-stock §9). */
  share_twitter: z.boolean(),
  /** Printable vehicle page and print PDF (vehicle-stock §2 /print). */
  print: z.boolean(),
  /** Fuel calculator (vehicle-stock §2). */
  fuel_calculator: z.boolean(),
  /** Delivery calculator (vehicle-stock §2). */
  delivery_calculator: z.boolean(),
  /** Finance calculator (vehicle-stock §2). */
  finance_calculator: z.boolean(),
  /** Price comparison widget (vehicle-stock §2, §5). */
  price_comparison: z.boolean(),
  /** Below-market-price badge (vehicle-stock §4). */
  market_price_badge: z.boolean(),
  /** Reserve online with a refundable deposit (vehicle-stock §2, §6). */
  reserve_online: z.boolean(),
  /** Online purchase via /checkout-journey (vehicle-stock §2). */
  online_purchase: z.boolean(),
  /**
   * Reserve online at `/cars/{slug}/buy-online` instead of `/cars/{slug}/checkout` (site-wide §2
   * "or /cars/{slug}/buy-online on one variant"; vehicle-stock §2 "on some sites"): the reserve
   * page is served there, the vehicle page links there, and /checkout redirects to it.
   */
  reserve_at_buy_online_path: z.boolean(),
  /** Trade-in valuation button and pages (vehicle-stock §5). */
  trade_in: z.boolean(),
  /**
   * Also send each trade-in valuation to `POST /api/miscellaneous` with column_name valuation
   * (vehicle-stock §7: "one site config").
   */
  trade_in_valuation_miscellaneous: z.boolean(),
  /** Date and time booking on the test drive form (vehicle-stock §5, §6). */
  test_drive_booking: z.boolean(),
  /** Home test drive option in the marketing copy (site-wide §1). */
  home_test_drive: z.boolean(),
  /** Request photos dialog (vehicle-stock §2). */
  request_photos: z.boolean(),
  /** Sticky header after 500px scroll (vehicle-stock §2, §9). */
  sticky_header: z.boolean(),
  /** Sticky footer calls to action (vehicle-stock §2). */
  sticky_footer: z.boolean(),
  /** Similar-vehicles carousel (vehicle-stock §2). */
  similar_vehicles: z.boolean(),
  /** 360 spin viewer when the car has spin images (vehicle-stock §2). */
  spin_viewer: z.boolean(),
  /** The spinner autorotates unless disabled (vehicle-stock §4). */
  spin_autorotate: z.boolean(),
  /** History report button when the car has a file (vehicle-stock §5). */
  history_report: z.boolean(),
  /** Why Buy From Us block and tab (vehicle-stock §2). */
  why_buy_from_us: z.boolean(),
  /** Certified pre-owned box for one manufacturer's certified cars (site-wide §1). */
  certified_pre_owned_box: z.boolean(),
  /** Promotional popup (site-wide §2, §4). */
  popup: z.boolean(),
  /** Dismissable car-location announcement bar (vehicle-stock §4). */
  announcement_bar: z.boolean(),
  /** Sales counter banner (site-wide §2, §9). */
  sales_counter: z.boolean(),
  /** Find cars for your budget widget (site-wide §2). */
  budget_finder: z.boolean(),
  /** View Our Stock link on location cards (site-wide §2 "optionally View Our Stock"). */
  location_stock_link: z.boolean(),
  /** A closed day shows By appointment only instead of Closed (site-wide §4). */
  closed_by_appointment: z.boolean(),
  /**
   * The /online-payment page: a signed-in shopper pays the dealership an amount (a deposit, a
   * service invoice, a balance) with a reference (site-wide §2 routes and sign-in gating).
   */
  online_payment: z.boolean(),
});

/** The resolved feature switches (site-wide §1). */
export type Features = z.output<typeof featuresSchema>;

/** Every feature switch name (site-wide §1). */
export type FeatureName = keyof Features;
