import { describe, expect, it } from 'vitest';
import { SPIN_FRAME_COUNT, spinScale } from './car-image-svg.ts';
import { DEMO_WALKAROUND_VIDEO, demoSpinMedia } from './spin-media.ts';

const slugs = Array.from({ length: 400 }, (_, index) => `2024-toyota-rav4-${index}`);

describe('demo spin media (vehicle-stock §2)', () => {
  it('gives about one in five eligible cars a 36-frame spin, an interior and a walkaround', () => {
    const spun = slugs.filter((slug) => demoSpinMedia(slug, true).spin_images.length > 0);
    expect(spun.length).toBeGreaterThan(50);
    expect(spun.length).toBeLessThan(110);
    const media = demoSpinMedia(spun[0] ?? '', true);
    expect(media.spin_images).toHaveLength(SPIN_FRAME_COUNT);
    expect(media.spin_images[3]).toBe(`/media/spin/${spun[0]}/3.svg`);
    expect(media.spin_interior_image).toBe(`/media/spin/${spun[0]}/interior.svg`);
    expect(media.walkaround_videos).toEqual([{ url: DEMO_WALKAROUND_VIDEO, title: 'Walkaround' }]);
    // Stable: the same slug always gets the same media.
    expect(demoSpinMedia(spun[0] ?? '', true)).toEqual(media);
  });

  it('gives none to an ineligible car (sold, not a car, no photos)', () => {
    expect(slugs.every((slug) => demoSpinMedia(slug, false).spin_images.length === 0)).toBe(true);
  });

  it('places hotspots on the side-on frames only, inside the picture', () => {
    const slug = slugs.find((candidate) => demoSpinMedia(candidate, true).spin_images.length > 0);
    const { hotspots } = demoSpinMedia(slug ?? '', true);
    expect(hotspots.exterior.length).toBeGreaterThan(0);
    for (const hotspot of hotspots.exterior) {
      expect(hotspot.description).not.toBe('');
      expect(hotspot.positions.length).toBeGreaterThan(0);
      for (const position of hotspot.positions) {
        expect(Math.abs(spinScale(position.frame))).toBeGreaterThanOrEqual(0.6);
        expect(position.x).toBeGreaterThanOrEqual(0);
        expect(position.x).toBeLessThanOrEqual(100);
        expect(position.y).toBeGreaterThanOrEqual(0);
        expect(position.y).toBeLessThanOrEqual(100);
      }
    }
    // Frame 9 is head-on: no side hotspots there.
    expect(hotspots.exterior.some((h) => h.positions.some((p) => p.frame === 9))).toBe(false);
    expect(hotspots.interior[0]?.positions).toEqual([{ frame: 0, x: 51.7, y: 41.5 }]);
  });

  it('turns the side view: full width side-on, mirrored half way round, narrow head-on', () => {
    expect(spinScale(0)).toBe(1);
    expect(spinScale(18)).toBe(-1);
    expect(Math.abs(spinScale(9))).toBe(0.3);
    expect(spinScale(36)).toBe(1);
  });
});
