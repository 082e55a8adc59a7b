import { describe, expect, it } from 'vitest';
import { apiCar } from './test/api-car.ts';
import {
  autorotateTicks,
  frameAfterDrag,
  hotspotsOnFrame,
  type MediaSite,
  parseHotspots,
  SPIN_PX_PER_FRAME,
  stepFrame,
  vehicleMedia,
} from './vehicle-media.ts';

const frames = (count: number) => Array.from({ length: count }, (_, n) => `/media/spin/c/${n}.svg`);

const site = (overrides: Partial<MediaSite['features']> = {}, view = 'spinner'): MediaSite => ({
  features: { spin_viewer: true, spin_autorotate: true, ...overrides },
  vdp_config: { default_view: view as MediaSite['vdp_config']['default_view'] },
});

const spinCar = (overrides: Record<string, unknown> = {}) =>
  apiCar({
    status: 'in_stock',
    spin_images: frames(36),
    spin_interior_image: '/media/spin/c/interior.svg',
    walkaround_videos: [{ url: '/media/video/walkaround.webm' }],
    hotspots: {
      exterior: [
        { id: 'lights', description: 'LED headlights', positions: [{ frame: 0, x: 90, y: 60 }] },
      ],
      interior: [
        { id: 'screen', description: 'Touchscreen', positions: [{ frame: 0, x: 50, y: 40 }] },
      ],
    },
    ...overrides,
  });

describe('vehicle media views (vehicle-stock §2, §4)', () => {
  it('offers Spin, Walkaround video, Gallery and Interior in that order when the car has them', () => {
    const media = vehicleMedia(spinCar(), site(), '2024 Toyota Corolla');
    expect(media.views).toEqual(['spinner', 'walkaround', 'gallery', 'interior']);
    expect(media.initialView).toBe('spinner');
    expect(media.walkaround).toEqual({
      src: '/media/video/walkaround.webm',
      title: 'Walkaround video of the 2024 Toyota Corolla',
    });
    expect(media.interior?.hotspots.map((hotspot) => hotspot.id)).toEqual(['screen']);
  });

  it('starts on the gallery where the dealer says so, and on the default spinner otherwise', () => {
    expect(vehicleMedia(spinCar(), site({}, 'gallery'), 'Car').initialView).toBe('gallery');
    expect(vehicleMedia(spinCar(), site({}, 'interior'), 'Car').initialView).toBe('interior');
    // A default view the car does not have falls back to its first view.
    const noSpin = spinCar({ spin_images: [] });
    expect(vehicleMedia(noSpin, site(), 'Car').initialView).toBe('walkaround');
  });

  it('has only the gallery for a car without spin, videos or interior', () => {
    const media = vehicleMedia(apiCar({ status: 'in_stock' }), site(), 'Car');
    expect(media.views).toEqual(['gallery']);
    expect(media.initialView).toBe('gallery');
    expect(media.spin).toBeNull();
  });

  it('drops the spin when the site has the spin viewer off or the car fewer than two frames', () => {
    expect(vehicleMedia(spinCar(), site({ spin_viewer: false }), 'Car').views).not.toContain(
      'spinner',
    );
    expect(vehicleMedia(spinCar({ spin_images: frames(1) }), site(), 'Car').spin).toBeNull();
  });

  it('shows no viewer extras on a sold car', () => {
    expect(vehicleMedia(spinCar({ status: 'sold' }), site(), 'Car').views).toEqual(['gallery']);
  });

  it("takes the walkaround's gallery position from the site's rules, second by default (vehicle-stock §9)", () => {
    expect(vehicleMedia(spinCar(), site(), 'Car').walkaroundPosition).toBe('second');
    for (const position of ['start', 'second', 'middle', 'end'] as const) {
      const ruled = { ...site(), rules: { walkaround_position: position } };
      expect(vehicleMedia(spinCar(), ruled, 'Car').walkaroundPosition).toBe(position);
    }
  });

  it('autorotates unless the site disables it', () => {
    expect(vehicleMedia(spinCar(), site(), 'Car').autorotate).toBe(true);
    expect(vehicleMedia(spinCar(), site({ spin_autorotate: false }), 'Car').autorotate).toBe(false);
  });

  it('accepts frame addresses as strings or { url } and drops empty ones', () => {
    const media = vehicleMedia(
      spinCar({ spin_images: ['/a.svg', { url: '/b.svg' }, '', null, { url: 3 }] }),
      site(),
      'Car',
    );
    expect(media.spin?.frames).toEqual(['/a.svg', '/b.svg']);
  });

  it('takes the car video from video_url, then external_video_url', () => {
    expect(vehicleMedia(spinCar({ video_url: '/v.mp4' }), site(), 'Car').video?.src).toBe('/v.mp4');
    expect(
      vehicleMedia(
        spinCar({ external_video_url: 'https://player.vimeo.com/video/1' }),
        site(),
        'Car',
      ).video?.src,
    ).toBe('https://player.vimeo.com/video/1');
  });
});

describe('spin arithmetic (vehicle-stock §4, §9)', () => {
  it('moves one frame per 20 px of drag, dragging left turns forward, wrapping around', () => {
    expect(SPIN_PX_PER_FRAME).toBe(20);
    expect(frameAfterDrag(0, -20, 36)).toBe(1);
    expect(frameAfterDrag(0, -19, 36)).toBe(0);
    expect(frameAfterDrag(0, -200, 36)).toBe(10);
    expect(frameAfterDrag(0, 20, 36)).toBe(35);
    expect(frameAfterDrag(35, -40, 36)).toBe(1);
  });

  it('steps frames with arrow keys in both directions', () => {
    expect(stepFrame(0, 1, 36)).toBe(1);
    expect(stepFrame(0, -1, 36)).toBe(35);
    expect(stepFrame(5, 72, 36)).toBe(5);
    expect(stepFrame(3, 1, 0)).toBe(0);
  });

  it('autorotates exactly one full turn', () => {
    const ticks = autorotateTicks(36);
    expect(ticks).toBe(36);
    expect(stepFrame(0, ticks, 36)).toBe(0);
    expect(autorotateTicks(1)).toBe(0);
  });
});

describe('hotspots (vehicle-stock §2)', () => {
  it('keeps well-formed hotspots and their positions on existing frames', () => {
    const hotspots = parseHotspots(
      [
        {
          id: 1,
          description: 'Alloy wheels',
          positions: [
            { frame: 0, x: 20, y: 80 },
            { frame: 40, x: 20, y: 80 },
            { frame: 2, x: 120, y: 80 },
          ],
        },
        { id: 'x', description: '', positions: [{ frame: 0, x: 1, y: 1 }] },
        { description: 'No id', positions: [{ frame: 0, x: 1, y: 1 }] },
        { id: 'none', description: 'No positions', positions: [] },
        'junk',
      ],
      36,
    );
    expect(hotspots).toEqual([
      { id: '1', description: 'Alloy wheels', positions: [{ frame: 0, x: 20, y: 80 }] },
    ]);
    expect(parseHotspots(undefined, 36)).toEqual([]);
  });

  it('shows a hotspot only over the frames it has a position on', () => {
    const hotspots = parseHotspots(
      [{ id: 'a', description: 'Tow bar', positions: [{ frame: 3, x: 10, y: 70 }] }],
      36,
    );
    expect(hotspotsOnFrame(hotspots, 3)).toEqual([
      { id: 'a', description: 'Tow bar', x: 10, y: 70 },
    ]);
    expect(hotspotsOnFrame(hotspots, 4)).toEqual([]);
  });
});
