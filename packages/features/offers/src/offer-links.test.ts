import { describe, expect, it } from 'vitest';
import {
  exploreModelHref,
  offerEnquiryHref,
  offerHref,
  offerMatchesManufacturer,
} from './offer-links.ts';

describe('exploreModelHref', () => {
  it('links /{model-slug} (site-wide §2 routes)', () => {
    expect(exploreModelHref({ slug: 'hilux', name: 'HiLux', override_url: null })).toBe('/hilux');
    expect(exploreModelHref({ slug: ' /cx-5/ ', name: 'CX-5', override_url: '  ' })).toBe('/cx-5');
  });

  it("links the model's override_url when it has one (site-wide §3 Offer)", () => {
    expect(
      exploreModelHref({
        slug: 'hilux',
        name: 'HiLux',
        override_url: 'https://toyota.com.au/hilux',
      }),
    ).toBe('https://toyota.com.au/hilux');
  });

  it('gives no link without a model or slug', () => {
    expect(exploreModelHref(null)).toBeNull();
    expect(exploreModelHref({ slug: '', name: 'X', override_url: null })).toBeNull();
  });
});

describe('offerHref', () => {
  it('is /offers/{manufacturer}/{id}, or /offers/{id} without a manufacturer (site-wide §2)', () => {
    expect(offerHref({ id: 7, manufacturer: { name: 'Land Rover', slug: 'land-rover' } })).toBe(
      '/offers/land-rover/7',
    );
    expect(offerHref({ id: 8, manufacturer: null })).toBe('/offers/8');
  });
});

describe('offerMatchesManufacturer', () => {
  const offer = { manufacturer: { name: 'Toyota', slug: 'toyota' } };
  it("accepts the offer's manufacturer segment (any case) and no segment", () => {
    expect(offerMatchesManufacturer(offer, 'toyota')).toBe(true);
    expect(offerMatchesManufacturer(offer, 'Toyota')).toBe(true);
    expect(offerMatchesManufacturer(offer, undefined)).toBe(true);
    expect(offerMatchesManufacturer({ manufacturer: null }, null)).toBe(true);
  });

  it('refuses another manufacturer, or any segment for an offer without one', () => {
    expect(offerMatchesManufacturer(offer, 'ford')).toBe(false);
    expect(offerMatchesManufacturer({ manufacturer: null }, 'toyota')).toBe(false);
  });
});

describe('offerEnquiryHref', () => {
  it('links /contact with the offer id by default (site-wide §2)', () => {
    expect(offerEnquiryHref({ id: 7 })).toBe('/contact?offer=7');
  });

  it("links the site's enquiry form, keeping its own query and origin", () => {
    expect(offerEnquiryHref({ id: 7 }, '/contact-us?type=offer')).toBe(
      '/contact-us?type=offer&offer=7',
    );
    expect(offerEnquiryHref({ id: 7 }, 'https://dealer.example/enquire')).toBe(
      'https://dealer.example/enquire?offer=7',
    );
  });
});
