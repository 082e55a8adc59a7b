import { XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { colourHex } from './colour-hex.ts';
import { demoPromoSceneSvg, demoPromotionsSlider } from './demo-promotions.ts';
import { DEMO_SITES } from './demo-sites.ts';
import { PROMO_SCENES, promoSceneSvg } from './promo-scene-svg.ts';

const vehicle = { simple_body: 'SUV', colour: 'Soul Red Crystal' };

describe('promoSceneSvg (site-wide §9 promotions slider 1920x540)', () => {
  it('draws a well-formed 1920 x 540 scene per scene kind, each different, with the vehicle in its colour', () => {
    const drawings = PROMO_SCENES.map((scene) =>
      promoSceneSvg({ scene, primary: '#eb0a1e', vehicle, title: 'Sale & more' }),
    );
    for (const svg of drawings) {
      expect(XMLValidator.validate(svg)).toBe(true);
      expect(svg).toContain('viewBox="0 0 1920 540"');
      expect(svg).toContain(`fill="${colourHex(vehicle.colour)}"`);
      expect(svg).toContain('<title id="t">Sale &amp; more</title>');
    }
    expect(new Set(drawings).size).toBe(PROMO_SCENES.length);
  });

  it("gives every demo site slides whose art its route draws in the site's colour", () => {
    for (const site of DEMO_SITES) {
      const { slides, autoplay_seconds } = demoPromotionsSlider(site.slug);
      expect(autoplay_seconds).toBeNull();
      expect(slides.length, site.slug).toBeGreaterThanOrEqual(2);
      slides.forEach((slide, index) => {
        expect(slide.image_url).toBe(`/media/sites/${site.slug}/promo/${index + 1}.svg`);
        const svg = demoPromoSceneSvg(site.slug, index + 1, DEMO_SITES);
        const primary = (site.config.theme as { colors: { primary: string } }).colors.primary;
        expect(svg).not.toBeNull();
        if (index !== 1) expect(svg).toContain(primary);
      });
    }
    expect(demoPromoSceneSvg('sunshine-used-cars', 9, DEMO_SITES)).toBeNull();
    expect(demoPromoSceneSvg('nope', 1, DEMO_SITES)).toBeNull();
  });
});
