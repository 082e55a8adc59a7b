import { describe, expect, it } from 'vitest';
import { offerForPage } from './offer-content.ts';
import { offerJsonLd } from './offer-json-ld.ts';
import { offerCardView, offerDetailView, offersForSection } from './offer-view.ts';
import { storyOffer } from './ui/story-data.ts';

describe('offerCardView', () => {
  it('takes image_or_model_image, the plain text and the links of an offer (site-wide §3)', () => {
    const card = offerCardView(
      storyOffer({ image_url: null, image_or_model_image: { url: '/media/models/hilux.jpg' } }),
    );
    expect(card).toMatchObject({
      id: 101,
      manufacturer: 'Toyota',
      imageUrl: '/media/models/hilux.jpg',
      href: '/offers/toyota/101',
      exploreHref: '/hilux',
      modelName: 'HiLux',
    });
    expect(card.description.truncated).toBe(true);
  });
});

describe('offerDetailView', () => {
  it('leaves out an empty disclaimer and truncates a long one at 200 (site-wide §5)', () => {
    expect(
      offerDetailView(storyOffer({ disclaimer: '  ' }), { descriptionHtml: null }).disclaimer,
    ).toBeNull();
    const long = offerDetailView(storyOffer({ disclaimer: 'y'.repeat(250) }), {
      descriptionHtml: null,
      enquiryPath: '/contact-us',
    });
    expect(long.disclaimer?.short).toBe(`${'y'.repeat(200)}…`);
    expect(long.enquiryHref).toBe('/contact-us?offer=101');
  });
});

describe('offersForSection', () => {
  it('takes the first N, soonest ending first and open-ended last', () => {
    const offers = [
      { id: 1, expires_at: null },
      { id: 2, expires_at: '2026-08-01T00:00:00Z' },
      { id: 3, expires_at: '2026-07-01T00:00:00Z' },
    ];
    expect(offersForSection(offers, 2).map((offer) => offer.id)).toEqual([3, 2]);
    expect(offersForSection(offers, 5).map((offer) => offer.id)).toEqual([3, 2, 1]);
    expect(offersForSection(offers, -1)).toEqual([]);
  });
});

describe('offerForPage', () => {
  it('sanitises the description HTML and derives plain text when sanitized_description is missing', () => {
    const { offer, descriptionHtml } = offerForPage(
      storyOffer({
        description:
          '<h1 onclick="x()">Big</h1><p>Deal<script>x()</script></p><img src=x onerror=x()>',
        sanitized_description: null,
      }),
    );
    expect(descriptionHtml).toBe('<h3>Big</h3><p>Deal</p>');
    expect(offer.description).toBe(descriptionHtml);
    expect(offer.sanitized_description).toBe('Big\n\nDeal');
  });

  it('keeps a given sanitized_description and gives null HTML for nothing visible', () => {
    const { offer, descriptionHtml } = offerForPage(
      storyOffer({ description: '<p>&nbsp;</p>', sanitized_description: 'Plain words.' }),
    );
    expect(descriptionHtml).toBeNull();
    expect(offer.sanitized_description).toBe('Plain words.');
  });
});

describe('offerJsonLd', () => {
  it('describes an offer without model, image or dates by what it has', () => {
    const data = offerJsonLd(
      storyOffer({
        model: null,
        manufacturer: null,
        image_url: null,
        image_or_model_image: { url: null },
        starts_at: null,
        expires_at: null,
        sanitized_description: null,
      }),
      { name: 'Coastal Toyota', origin: 'https://www.coastaltoyota.com.au' },
    );
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Offer',
      name: '1.99% p.a. Finance on Toyota HiLux',
      url: 'https://www.coastaltoyota.com.au/offers/101',
      category: 'Finance offer',
      seller: {
        '@type': 'AutoDealer',
        name: 'Coastal Toyota',
        url: 'https://www.coastaltoyota.com.au/',
      },
    });
  });
});
