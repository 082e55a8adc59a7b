import type { Offer } from '@forecourt/api-client';
import {
  type OfferDetailData,
  offerCardView,
  offerDetailView,
  type SanitisedOfferHtml,
} from '../offer-view.ts';

const LONG_DESCRIPTION =
  'For a limited time, finance a new Toyota HiLux at 1.99% p.a. (comparison rate 3.12% p.a.) over ' +
  'up to 60 months. No deposit required for approved personal and ABN applicants. Talk to the ' +
  'Coastal Toyota finance team about a pre-approval before you choose your next vehicle.';

const FINANCE_DISCLAIMER =
  'Finance offer available to approved applicants of the lender only. Fees, charges, terms and ' +
  'conditions apply. Comparison rate based on a 5-year secured loan of $30,000. WARNING: This ' +
  'comparison rate is true only for the example given and may not include all fees and charges.';

/** A story or test offer in the API's shape (site-wide §3 Offer). */
export function storyOffer(overrides: Partial<Offer> = {}): Offer {
  return {
    id: 101,
    name: '1.99% p.a. Finance on Toyota HiLux',
    description: `<p>${LONG_DESCRIPTION}</p>`,
    sanitized_description: LONG_DESCRIPTION,
    disclaimer: FINANCE_DISCLAIMER,
    category: 'Finance offer',
    image_url: 'images/car-1.svg',
    image_or_model_image: { url: 'images/car-1.svg' },
    manufacturer: { name: 'Toyota', slug: 'toyota' },
    model: { slug: 'hilux', name: 'HiLux', override_url: null },
    car_types: ['new', 'demo'],
    excluded_website_ids: [],
    starts_at: '2026-06-01T00:00:00.000Z',
    expires_at: '2026-07-31T00:00:00.000Z',
    path: '/offers/toyota/101',
    ...overrides,
  };
}

/** Three offers: long description, short one on a model with its own page, no image or model. */
export const STORY_OFFERS: Offer[] = [
  storyOffer(),
  storyOffer({
    id: 102,
    name: 'Corolla Ascent Sport from $32,990 Drive Away',
    sanitized_description:
      'The Corolla Ascent Sport is in stock now. Limited numbers at this price.',
    description: '<p>The Corolla Ascent Sport is in stock now. Limited numbers at this price.</p>',
    disclaimer: 'Drive away price includes 12 months registration, CTP and stamp duty.',
    category: 'Vehicle offer',
    image_url: 'images/car-2.svg',
    image_or_model_image: { url: 'images/car-2.svg' },
    model: { slug: 'corolla', name: 'Corolla', override_url: '/toyota/corolla' },
    path: '/offers/toyota/102',
  }),
  storyOffer({
    id: 103,
    name: 'Service Special from $249',
    sanitized_description:
      'Book your next service online and know exactly what you will pay. Genuine parts and a free wash.',
    description: null,
    disclaimer: null,
    category: 'Service offer',
    image_url: null,
    image_or_model_image: { url: null },
    manufacturer: null,
    model: null,
    expires_at: null,
    path: '/offers/103',
  }),
];

export const STORY_OFFER_CARDS = STORY_OFFERS.map(offerCardView);

/** The offer page's data; the story HTML is a fixed, already clean string. */
export function storyOfferDetail(offer: Offer = storyOffer()): OfferDetailData {
  return offerDetailView(offer, {
    descriptionHtml: (offer.description ?? null) as SanitisedOfferHtml | null,
  });
}
