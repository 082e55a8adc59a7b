import type { Car } from '@forecourt/api-client';
import { DEFAULT_RULES, type WalkaroundPosition } from '@forecourt/site-config';
import { isInStock } from '@forecourt/stock-eligibility';

/**
 * The vehicle page's media viewer (vehicle-stock §2, §4, §9): the views Spin, Walkaround video,
 * Gallery and Interior, the 360 spin's frames and hotspots, and the spin arithmetic (20 px of
 * drag per frame, a frame every 100 ms while autorotating, one full turn and then stop).
 */

/** The viewer's views, in the order the tabs show them (vehicle-stock §4 Viewer view). */
export const MEDIA_VIEWS = ['spinner', 'walkaround', 'gallery', 'interior'] as const;
export type MediaView = (typeof MEDIA_VIEWS)[number];

/** Tab labels (vehicle-stock §2: views Spin, Walkaround video, Gallery and Interior). */
export const MEDIA_VIEW_LABELS: Record<MediaView, string> = {
  spinner: 'Spin',
  walkaround: 'Walkaround video',
  gallery: 'Gallery',
  interior: 'Interior',
};

/** Drag distance that moves the spin one frame (vehicle-stock §9: 20 px per frame). */
export const SPIN_PX_PER_FRAME = 20;
/** Autorotation interval (vehicle-stock §9: default rotation interval 100 ms). */
export const SPIN_INTERVAL_MS = 100;
/** A spin needs at least this many frames to turn. */
export const SPIN_MIN_FRAMES = 2;

/** A hotspot's place on one spin frame, in percent of the frame's width and height. */
export interface HotspotPosition {
  frame: number;
  x: number;
  y: number;
}

/** A hotspot over the spin frames (vehicle-stock §2: hotspots with descriptions). */
export interface Hotspot {
  id: string;
  description: string;
  positions: HotspotPosition[];
}

/** The spin: its frame addresses and its exterior hotspots. */
export interface SpinMedia {
  frames: string[];
  hotspots: Hotspot[];
}

/** A video: its address and accessible title. */
export interface MediaVideo {
  src: string;
  title: string;
}

/** What the viewer shows for one car. */
export interface VehicleMedia {
  /** The views this car has, in tab order; the gallery is always one of them. */
  views: MediaView[];
  /** The view shown first (vehicle-stock §4: the site's default view when the car has it). */
  initialView: MediaView;
  spin: SpinMedia | null;
  /** Whether the spin turns by itself once loaded (vehicle-stock §4: unless disabled). */
  autorotate: boolean;
  walkaround: MediaVideo | null;
  /** Where the walkaround sits among the gallery's photos (site `rules.walkaround_position`). */
  walkaroundPosition: WalkaroundPosition;
  /** The interior picture and its hotspots. */
  interior: { src: string; hotspots: Hotspot[] } | null;
  /** The car's own video (not the walkaround), shown after the gallery. */
  video: MediaVideo | null;
}

/** The site settings the viewer reads (site config `features` and `vdp_config`). */
export interface MediaSite {
  features: { spin_viewer: boolean; spin_autorotate: boolean };
  vdp_config: { default_view: MediaView };
  /** The walkaround's place in the gallery (vehicle-stock §2, §9); default `second`. */
  rules?: { walkaround_position?: WalkaroundPosition };
}

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** A media address from a string or an `{ url }` object; anything else is dropped. */
function mediaUrl(value: unknown): string | null {
  return text(value) ?? text(record(value)?.url);
}

function percent(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 100
    ? value
    : null;
}

/** Hotspots as the feed gives them: id, description and per-angle positions; malformed ones dropped. */
export function parseHotspots(value: unknown, frameCount: number): Hotspot[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item): Hotspot[] => {
    const hotspot = record(item);
    const description = text(hotspot?.description);
    const id = hotspot?.id;
    if (!hotspot || !description || (typeof id !== 'string' && typeof id !== 'number')) return [];
    const positions = (Array.isArray(hotspot.positions) ? hotspot.positions : []).flatMap(
      (entry): HotspotPosition[] => {
        const position = record(entry);
        const frame = position?.frame;
        const x = percent(position?.x);
        const y = percent(position?.y);
        return typeof frame === 'number' &&
          Number.isInteger(frame) &&
          frame >= 0 &&
          frame < frameCount &&
          x !== null &&
          y !== null
          ? [{ frame, x, y }]
          : [];
      },
    );
    return positions.length > 0 ? [{ id: String(id), description, positions }] : [];
  });
}

/** The hotspots shown over one frame, each at its position on that frame. */
export function hotspotsOnFrame(
  hotspots: readonly Hotspot[],
  frame: number,
): { id: string; description: string; x: number; y: number }[] {
  return hotspots.flatMap((hotspot) => {
    const position = hotspot.positions.find((entry) => entry.frame === frame);
    return position
      ? [{ id: hotspot.id, description: hotspot.description, x: position.x, y: position.y }]
      : [];
  });
}

/** `frame + steps` wrapped around the spin (negative steps turn the other way). */
export function stepFrame(frame: number, steps: number, frameCount: number): number {
  if (frameCount <= 0) return 0;
  return (((frame + Math.trunc(steps)) % frameCount) + frameCount) % frameCount;
}

/**
 * The frame after a drag of `dx` pixels from `startFrame` (vehicle-stock §9: 20 px per frame);
 * dragging left turns the car forward, as if pushing its near side away.
 */
export function frameAfterDrag(startFrame: number, dx: number, frameCount: number): number {
  return stepFrame(startFrame, -Math.trunc(dx / SPIN_PX_PER_FRAME), frameCount);
}

/**
 * Autorotation ticks for one full turn (vehicle-stock §4: autorotates and stops after one full
 * turn): back at the frame it started from.
 */
export function autorotateTicks(frameCount: number): number {
  return frameCount >= SPIN_MIN_FRAMES ? frameCount : 0;
}

function firstVideo(car: Car): string | null {
  const videos = Array.isArray(car.walkaround_videos) ? car.walkaround_videos : [];
  for (const video of videos) {
    const src = mediaUrl(video);
    if (src) return src;
  }
  return null;
}

/**
 * The car's media views (vehicle-stock §2, §4): Spin when the site has the spin viewer and the car
 * at least two spin frames, Walkaround video when it has one, the Gallery always, Interior when
 * it has an interior picture. Only in-stock cars show the viewer; the first view is the site's
 * default when the car has it, otherwise the first it has. The walkaround also takes its slide
 * in the gallery at the site's `rules.walkaround_position` (vehicle-stock §9).
 */
export function vehicleMedia(car: Car, site: MediaSite, title: string): VehicleMedia {
  const inStock = isInStock(car);
  const frames = (Array.isArray(car.spin_images) ? car.spin_images : [])
    .map(mediaUrl)
    .filter((src): src is string => src !== null);
  const hotspots = record(car.hotspots);
  const spin =
    inStock && site.features.spin_viewer && frames.length >= SPIN_MIN_FRAMES
      ? { frames, hotspots: parseHotspots(hotspots?.exterior, frames.length) }
      : null;
  const walkaroundSrc = inStock ? firstVideo(car) : null;
  const interiorSrc = inStock ? mediaUrl(car.spin_interior_image) : null;
  const videoSrc = inStock ? (text(car.video_url) ?? text(car.external_video_url)) : null;
  const views = MEDIA_VIEWS.filter(
    (view) =>
      view === 'gallery' ||
      (view === 'spinner' && spin !== null) ||
      (view === 'walkaround' && walkaroundSrc !== null) ||
      (view === 'interior' && interiorSrc !== null),
  );
  const configured = site.vdp_config.default_view;
  return {
    views,
    initialView: views.includes(configured) ? configured : (views[0] ?? 'gallery'),
    spin,
    autorotate: site.features.spin_autorotate,
    walkaround: walkaroundSrc
      ? { src: walkaroundSrc, title: `Walkaround video of the ${title}` }
      : null,
    walkaroundPosition: site.rules?.walkaround_position ?? DEFAULT_RULES.walkaround_position,
    interior: interiorSrc
      ? { src: interiorSrc, hotspots: parseHotspots(hotspots?.interior, 1) }
      : null,
    video: videoSrc ? { src: videoSrc, title: `Video of the ${title}` } : null,
  };
}
