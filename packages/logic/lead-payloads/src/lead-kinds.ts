/**
 * Every kind of lead the sites send (vehicle-stock §3, §7; site-wide §3, §5, §7). The kind is
 * not sent: the payload's `category` (plus `subcategory` for careers and find-me-something-similar)
 * says which kind it is, so the payload shape stays the one the spec describes.
 */
export const LEAD_KINDS = [
  'general_enquiry',
  'careers',
  'car_enquiry',
  'find_me_something_similar',
  'test_drive',
  'request_photos',
  'trade_in',
  'finance',
  'valuation_adjustment',
  'rego_lookup',
  'offer_acceptance',
  'phone_reveal',
  'reservation',
  'buy_online',
] as const;

/** One of {@link LEAD_KINDS}. */
export type LeadKind = (typeof LEAD_KINDS)[number];

/**
 * The `category` each lead kind sends; the discriminator of `leadSchema`. Careers is a General
 * Enquiry (site-wide §5) and find-me-something-similar is a Car Enquiry (vehicle-stock §4); both
 * are told apart by their subcategory. Only "General Enquiry" is quoted by the spec; the other
 * strings are this package's decision.
 */
export const LEAD_CATEGORIES = {
  general_enquiry: 'General Enquiry',
  careers: 'General Enquiry',
  car_enquiry: 'Car Enquiry',
  find_me_something_similar: 'Car Enquiry',
  test_drive: 'Test Drive',
  request_photos: 'Request Photos',
  trade_in: 'Trade-In',
  finance: 'Finance Enquiry',
  valuation_adjustment: 'Valuation Adjustment',
  rego_lookup: 'Rego Lookup',
  offer_acceptance: 'Offer Acceptance',
  phone_reveal: 'Phone Reveal',
  reservation: 'Reservation',
  /** Buy online's order (vehicle-stock §2 /checkout-journey). */
  buy_online: 'Online Purchase',
} as const satisfies Record<LeadKind, string>;

/**
 * The subcategories that make a kind: careers (site-wide §5, "Career Enquiry") and
 * find me something similar (vehicle-stock §4, "Find me something similar"), spelled as the spec.
 */
export const LEAD_SUBCATEGORIES = {
  careers: 'Career Enquiry',
  find_me_something_similar: 'Find me something similar',
} as const satisfies Partial<Record<LeadKind, string>>;

/**
 * The options of the general enquiry form's category select (site-wide §5). "General Enquiry" is
 * the spec's; the others are this package's choice. The server accepts exactly these for a
 * general enquiry, so the select and `leadSchema` cannot drift apart.
 */
export const GENERAL_ENQUIRY_CATEGORIES = [
  'General Enquiry',
  'Sales Enquiry',
  'Service Enquiry',
  'Parts Enquiry',
  'Fleet Enquiry',
] as const;

/** Every lead's `source` unless the payload says otherwise (vehicle-stock §3 "source (Website)"). */
export const LEAD_SOURCE = 'Website';

/** The hidden preset request text of the request photos form (vehicle-stock §5). Wording is ours. */
export const REQUEST_PHOTOS_TEXT = 'Please send me more photos of this vehicle.';

/** Reservation deposit in dollars when the car sets none (vehicle-stock §9, site-wide §9). */
export const DEFAULT_RESERVATION_DEPOSIT = 200;
