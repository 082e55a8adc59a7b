import { describe, expect, it } from 'vitest';
import { isContentPageServed } from './content-pages.ts';
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
