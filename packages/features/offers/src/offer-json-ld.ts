import type { Offer } from '@forecourt/api-client';
import { absoluteUrl, type JsonLd } from '@forecourt/site-shell';
import { offerHref } from './offer-links.ts';

const SCHEMA = 'https://schema.org';

const compact = (object: JsonLd): JsonLd =>
  Object.fromEntries(
    Object.entries(object).filter(([, value]) => value !== null && value !== undefined),
  );

/**
 * An offer as a schema.org `Offer`: name, plain-text description, url, image, category,
 * validFrom / validThrough (its start and expiry), the dealer as seller and, when the offer is
 * on a model, the `Car` it is for (brand and model).
 */
export function offerJsonLd(
  offer: Offer,
  site: { name: string; origin: string },
  options: { context?: boolean } = {},
): JsonLd {
  const image = offer.image_or_model_image?.url ?? offer.image_url;
  const brand = offer.manufacturer?.name ?? null;
  return compact({
    ...(options.context === false ? {} : { '@context': SCHEMA }),
    '@type': 'Offer',
    name: offer.name,
    description: offer.sanitized_description?.trim() || null,
    url: absoluteUrl(site.origin, offerHref(offer)),
    image: image ? absoluteUrl(site.origin, image) : null,
    category: offer.category,
    validFrom: offer.starts_at,
    validThrough: offer.expires_at,
    seller: { '@type': 'AutoDealer', name: site.name, url: absoluteUrl(site.origin, '/') },
    itemOffered: offer.model
      ? compact({
          '@type': 'Car',
          name: [brand, offer.model.name].filter(Boolean).join(' '),
          brand: brand ? { '@type': 'Brand', name: brand } : null,
          model: offer.model.name,
        })
      : null,
  });
}

/** The offers page's schema.org `ItemList` of `Offer`s, in the page's order. */
export function offerListJsonLd(
  offers: readonly Offer[],
  site: { name: string; origin: string },
  page: { name: string; url: string },
): JsonLd {
  return {
    '@context': SCHEMA,
    '@type': 'ItemList',
    name: page.name,
    url: page.url,
    numberOfItems: offers.length,
    itemListElement: offers.map((offer, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: offerJsonLd(offer, site, { context: false }),
    })),
  };
}
