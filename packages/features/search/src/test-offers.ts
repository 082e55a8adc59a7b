import type { Offer } from '@forecourt/api-client';

/** A current offer for the model page's tests (site-wide §3 Offer), HiLux by default. */
export function offer(overrides: Partial<Offer> = {}): Offer {
  return {
    id: 1,
    name: 'HiLux SR5 drive-away',
    description: null,
    sanitized_description: null,
    disclaimer: null,
    category: null,
    image_url: null,
    image_or_model_image: { url: null },
    manufacturer: { name: 'Toyota', slug: 'toyota' },
    model: { slug: 'hilux', name: 'HiLux', override_url: null },
    car_types: [],
    excluded_website_ids: [],
    starts_at: null,
    expires_at: null,
    path: '/offers/toyota/1',
    ...overrides,
  };
}
