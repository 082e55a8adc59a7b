import { describe, expect, it } from 'vitest';
import { dealerEofyPage, isContentPageServed, isDealerEofyPageSlug } from './content-pages.ts';
import { resolveSiteConfig } from './resolve-site-config.ts';

const site = (content_pages: Record<string, object> = {}) =>
  resolveSiteConfig({ slug: 'acme', name: 'Acme Motors', template: 'classic', content_pages });

describe('isContentPageServed (site-wide §2 content pages)', () => {
  it('serves the platform pages unless hidden', () => {
    expect(isContentPageServed(site(), 'warranty')).toBe(true);
    expect(isContentPageServed(site({ warranty: { hidden: true } }), 'warranty')).toBe(false);
  });

  it('serves /eofy, /diamond-advantage, /twg-*, /finance-and-insurance, /neotek and /4x4-outdoor only where listed', () => {
    for (const slug of [
      'eofy',
      'diamond-advantage',
      'finance-and-insurance',
      'twg-cars',
      'twg-rental',
      'twg-tyres',
      'neotek',
      '4x4-outdoor',
    ] as const) {
      expect(isContentPageServed(site(), slug)).toBe(false);
      expect(isContentPageServed(site({ [slug]: {} }), slug)).toBe(true);
      expect(isContentPageServed(site({ [slug]: { hidden: true } }), slug)).toBe(false);
    }
  });
});

describe('dealer EOFY pages (site-wide §2 "/eofy (plus several dealer-specific EOFY pages)")', () => {
  it('knows a dealer EOFY slug by its form', () => {
    expect(isDealerEofyPageSlug('eofy-coastal-toyota')).toBe(true);
    expect(isDealerEofyPageSlug('eofy')).toBe(false);
    expect(isDealerEofyPageSlug('eofy-')).toBe(false);
    expect(isDealerEofyPageSlug('warranty')).toBe(false);
  });

  it('serves one only where the site lists it', () => {
    const listing = resolveSiteConfig({
      slug: 'acme',
      name: 'Acme Motors',
      template: 'classic',
      dealer_eofy_pages: [{ slug: 'eofy-acme' }],
    });
    expect(dealerEofyPage(listing, 'eofy-acme')).toEqual({
      slug: 'eofy-acme',
      title: null,
      html: null,
    });
    expect(dealerEofyPage(listing, 'eofy-other')).toBeUndefined();
    expect(dealerEofyPage(site(), 'eofy-acme')).toBeUndefined();
  });
});
