import type { ContentPageSlug } from '@forecourt/site-config';

/**
 * The enquiry a content page carries (site-wide §2, §5): `careers` is the careers enquiry
 * (General Enquiry / Career Enquiry, event 51); the others are general enquiries with the
 * category set for the page (event 22).
 */
export type ContentFormKind = 'careers' | 'general';

/** A content page's form: its kind, the category and subcategory it sends, its heading. */
export interface ContentPageForm {
  kind: ContentFormKind;
  /** One of the general enquiry categories (lead-payloads `GENERAL_ENQUIRY_CATEGORIES`). */
  category:
    | 'General Enquiry'
    | 'Sales Enquiry'
    | 'Service Enquiry'
    | 'Parts Enquiry'
    | 'Fleet Enquiry';
  subcategory?: string;
  heading: string;
  submit: string;
}

/** What the platform knows about a content page before the dealer's copy. */
export interface ContentPageDefinition {
  slug: ContentPageSlug;
  title: string;
  /** The meta description; `{siteName}` and `{city}` are filled in. */
  description: string;
  /** The default body (trusted platform HTML, `{siteName}` filled in), used when the dealer wrote none. */
  html: string;
  form: ContentPageForm | null;
}

const enquiry = (
  category: ContentPageForm['category'],
  heading: string,
  subcategory?: string,
): ContentPageForm => ({
  kind: 'general',
  category,
  ...(subcategory ? { subcategory } : {}),
  heading,
  submit: 'Send Enquiry',
});

/**
 * Every content page with its platform default copy (site-wide §1 marketing texts: the privacy
 * policy's 7-day acknowledgement, 30-day access and complaint response and 14-day resolution; the
 * 3-year standard and 5 or 7-year new-car warranties; 12 months roadside assist on certified cars).
 */
export const CONTENT_PAGES: Readonly<Record<ContentPageSlug, ContentPageDefinition>> = {
  'privacy-policy': {
    slug: 'privacy-policy',
    title: 'Privacy Policy',
    description: 'How {siteName} collects, uses and protects your personal information.',
    html: [
      '<p>{siteName} respects your privacy and handles personal information under the Australian Privacy Principles.</p>',
      '<p>We collect the details you give us in an enquiry (your name, email, phone and postcode) to answer it, and we keep them only as long as we need them.</p>',
      '<ul><li>We acknowledge a privacy request within 7 days.</li><li>We give you access to your information, or answer a complaint, within 30 days.</li><li>We aim to resolve a complaint within 14 days of our answer.</li></ul>',
      '<p>To ask about your information or to make a complaint, contact us using the details on this site.</p>',
    ].join(''),
    form: null,
  },
  'terms-and-conditions': {
    slug: 'terms-and-conditions',
    title: 'Terms and Conditions',
    description: 'The terms of use of the {siteName} website.',
    html: [
      '<p>By using this website you agree to these terms of use.</p>',
      '<p>Prices, specifications and availability are shown in good faith and may change without notice; a vehicle is sold only when a contract of sale is signed. Finance estimates are a guide only and subject to lender approval.</p>',
      '<p>Photos may show optional equipment. Please confirm any detail that matters to you with our team.</p>',
    ].join(''),
    form: null,
  },
  'about-us': {
    slug: 'about-us',
    title: 'About Us',
    description: 'Get to know {siteName}: our team, our values and our promise.',
    html: [
      '<p>{siteName} has helped local drivers into the right vehicle for decades.</p>',
      '<ul><li>One haggle-free drive-away price.</li><li>Reserve a car for 48 hours with a refundable deposit of $200 (100% refundable).</li><li>Test drives that suit you, including at home.</li></ul>',
    ].join(''),
    form: null,
  },
  careers: {
    slug: 'careers',
    title: 'Careers',
    description: 'Work with {siteName}: tell us about yourself and the role you are after.',
    html: [
      '<p>We are always keen to hear from people who love vehicles and looking after customers: sales, service, parts and administration.</p>',
      '<p>Tell us about yourself and the role you are after, and our team will be in touch.</p>',
    ].join(''),
    form: {
      kind: 'careers',
      category: 'General Enquiry',
      heading: 'Careers enquiry',
      submit: 'Send Enquiry',
    },
  },
  fleet: {
    slug: 'fleet',
    title: 'Fleet',
    description: 'Fleet and business vehicle sales at {siteName}.',
    html: '<p>Our fleet team looks after businesses of every size, from one vehicle to a whole fleet: pricing, finance, delivery and servicing in one place.</p>',
    form: enquiry('Fleet Enquiry', 'Fleet enquiry'),
  },
  buying: {
    slug: 'buying',
    title: 'We Buy Cars',
    description: 'Sell your car to {siteName}: a fair price and a quick, simple sale.',
    html: '<p>We buy good used vehicles outright, whether or not you buy from us. Tell us about your car and we will come back to you with an offer.</p>',
    form: enquiry('Sales Enquiry', 'Tell us about your car', 'Sell my car'),
  },
  warranty: {
    slug: 'warranty',
    title: 'Warranty',
    description: 'The warranty cover on vehicles bought from {siteName}.',
    html: [
      '<p>Every eligible used vehicle we sell comes with a 3 year standard warranty.</p>',
      '<p>New vehicles of several brands carry a 5 or 7 year manufacturer warranty. Ask our team which cover applies to the vehicle you are looking at.</p>',
    ].join(''),
    form: null,
  },
  service: {
    slug: 'service',
    title: 'Service',
    description: 'Book a service with {siteName}.',
    html: '<p>Our qualified technicians service every make and model, using genuine parts and keeping your logbook up to date.</p>',
    form: enquiry('Service Enquiry', 'Book a service'),
  },
  'vehicle-parts-and-accessories': {
    slug: 'vehicle-parts-and-accessories',
    title: 'Vehicle Parts and Accessories',
    description: 'Genuine parts and accessories from {siteName}.',
    html: '<p>Genuine parts and accessories for your vehicle, fitted by our team or ready for you to collect. Protection products include paint and interior protection, corrosion control, window film and dash cams.</p>',
    form: enquiry('Parts Enquiry', 'Parts enquiry'),
  },
  'capped-price-servicing': {
    slug: 'capped-price-servicing',
    title: 'Capped Price Servicing',
    description: 'Know what your next service costs with capped price servicing at {siteName}.',
    html: '<p>Eligible new vehicles come with capped price servicing: you know the price of each scheduled service before you book it.</p>',
    form: enquiry('Service Enquiry', 'Ask about capped price servicing'),
  },
  'roadside-assist': {
    slug: 'roadside-assist',
    title: 'Roadside Assist',
    description: 'Roadside assistance for vehicles bought from {siteName}.',
    html: '<p>Certified pre-owned vehicles include 12 months free roadside assist, and new vehicles come with the manufacturer’s roadside assistance: help with flat tyres, flat batteries, lockouts and towing.</p>',
    form: null,
  },
  'book-test-drive': {
    slug: 'book-test-drive',
    title: 'Book a Test Drive',
    description: 'Book a test drive with {siteName}.',
    html: '<p>Tell us which vehicle you would like to drive and when suits you, and we will have it ready.</p>',
    form: enquiry('Sales Enquiry', 'Book a test drive', 'Test Drive'),
  },
  // Pages a site serves only where its config lists them (site-wide §2, vehicle-stock §2); the
  // dealer's own title and HTML usually replace this neutral copy.
  eofy: {
    slug: 'eofy',
    title: 'End of Financial Year Sale',
    description: 'End of financial year offers at {siteName}.',
    html: '<p>Our end of financial year sale is on now. Ask our team about the offers on new, demo and used vehicles before the financial year closes on 30 June.</p>',
    form: enquiry('Sales Enquiry', 'Ask about our end of financial year offers', 'EOFY'),
  },
  'diamond-advantage': {
    slug: 'diamond-advantage',
    title: 'Diamond Advantage',
    description: 'The Diamond Advantage programme at {siteName}.',
    html: '<p>Ask our team what the Diamond Advantage programme includes and which vehicles it covers.</p>',
    form: enquiry('Service Enquiry', 'Ask about Diamond Advantage'),
  },
  'finance-and-insurance': {
    slug: 'finance-and-insurance',
    title: 'Finance and Insurance',
    description: 'Vehicle finance and insurance arranged by {siteName}.',
    html: '<p>We arrange vehicle finance and insurance with your purchase, so you can drive away with everything sorted in one place. Finance is subject to lender approval.</p>',
    form: enquiry('Sales Enquiry', 'Finance and insurance enquiry', 'Finance and insurance'),
  },
  'twg-cars': {
    slug: 'twg-cars',
    title: 'Cars',
    description: 'New, demo and used cars at {siteName}.',
    html: '<p>New, demo and used cars from across our group, with finance, trade-ins and servicing in one place.</p>',
    form: enquiry('Sales Enquiry', 'Sales enquiry'),
  },
  'twg-rental': {
    slug: 'twg-rental',
    title: 'Rental',
    description: 'Vehicle rental at {siteName}.',
    html: '<p>Short and long term vehicle rental: tell us what you need and when, and our team will be in touch.</p>',
    form: enquiry('General Enquiry', 'Rental enquiry', 'Rental'),
  },
  'twg-tyres': {
    slug: 'twg-tyres',
    title: 'Tyres',
    description: 'Tyres fitted at {siteName}.',
    html: '<p>Tyres for every vehicle, fitted, balanced and aligned by our team.</p>',
    form: enquiry('Service Enquiry', 'Tyre enquiry', 'Tyres'),
  },
  neotek: {
    slug: 'neotek',
    title: 'Neotek',
    description: 'Neotek protection products at {siteName}.',
    html: '<p>Ask our team about Neotek protection products for your vehicle.</p>',
    form: enquiry('Parts Enquiry', 'Ask about Neotek'),
  },
  '4x4-outdoor': {
    slug: '4x4-outdoor',
    title: '4x4 and Outdoor',
    description: '4x4 and outdoor accessories at {siteName}.',
    html: '<p>4x4 and outdoor accessories for work and adventure, supplied and fitted by our team.</p>',
    form: enquiry('Parts Enquiry', '4x4 and outdoor enquiry'),
  },
};
