import { fileURLToPath } from 'node:url';
import { SPIN_FRAME_COUNT, spinPoint, spinScale } from './car-image-svg.ts';
import { hashString } from './random.ts';

/** The demo walkaround video every demo spin car shares (`/media/video/walkaround.webm`). */
export const DEMO_WALKAROUND_VIDEO = '/media/video/walkaround.webm';

/** The walkaround video's file (the 36 spin frames of a demo SUV, twice round, VP9 WebM). */
export function demoWalkaroundVideoFile(): string {
  return fileURLToPath(new URL('../media/walkaround.webm', import.meta.url));
}

/** One in this many eligible demo cars has a 360 spin, hotspots and a walkaround video. */
const SPIN_EVERY = 5;

/** Hotspots on the side view (600 x 400 canvas), placed on each frame by `spinPoint`. */
const EXTERIOR_HOTSPOTS = [
  { id: 'headlights', description: 'LED headlights with automatic high beam', x: 548, y: 262 },
  { id: 'wheels', description: 'Alloy wheels with a full-size spare', x: 455, y: 300 },
  { id: 'tail-lights', description: 'LED tail lights', x: 78, y: 262 },
] as const;

export interface DemoSpinMedia {
  spin_images: string[];
  spin_interior_image: string | null;
  hotspots: {
    exterior: {
      id: string;
      description: string;
      positions: { frame: number; x: number; y: number }[];
    }[];
    interior: {
      id: string;
      description: string;
      positions: { frame: number; x: number; y: number }[];
    }[];
  };
  walkaround_videos: { url: string; title: string }[];
}

const NONE: DemoSpinMedia = {
  spin_images: [],
  spin_interior_image: null,
  hotspots: { exterior: [], interior: [] },
  walkaround_videos: [],
};

/**
 * Spin frames, hotspots, an interior picture and a walkaround video for about one in five
 * eligible demo cars (in stock, a car with photos), chosen by slug so the choice is stable, so
 * the vehicle page's viewer (vehicle-stock §2, §4) can be seen and tested on every demo site.
 * A hotspot appears on the frames where the car is seen from the side.
 */
export function demoSpinMedia(slug: string, eligible: boolean): DemoSpinMedia {
  if (!eligible || hashString(`spin:${slug}`) % SPIN_EVERY !== 0) return NONE;
  const frames = Array.from({ length: SPIN_FRAME_COUNT }, (_, frame) => frame);
  const base = `/media/spin/${slug}`;
  return {
    spin_images: frames.map((frame) => `${base}/${frame}.svg`),
    spin_interior_image: `${base}/interior.svg`,
    hotspots: {
      exterior: EXTERIOR_HOTSPOTS.map((hotspot) => ({
        id: hotspot.id,
        description: hotspot.description,
        positions: frames
          .filter((frame) => Math.abs(spinScale(frame)) >= 0.6)
          .map((frame) => ({ frame, ...spinPoint(hotspot.x, hotspot.y, frame) })),
      })),
      interior: [
        {
          id: 'touchscreen',
          description: 'Touchscreen with wireless Apple CarPlay and Android Auto',
          positions: [{ frame: 0, x: 51.7, y: 41.5 }],
        },
      ],
    },
    walkaround_videos: [{ url: DEMO_WALKAROUND_VIDEO, title: 'Walkaround' }],
  };
}
