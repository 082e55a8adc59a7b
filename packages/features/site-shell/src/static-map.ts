import type { GeoPoint } from '@forecourt/site-config';

/** Map default zoom (site-wide §9), used in the open-the-map link. */
export const MAP_DEFAULT_ZOOM = 10;

/** A point placed on the static map, in SVG user units. */
export interface MapMarker {
  label: string;
  x: number;
  y: number;
}

/** A point to place: its label and coordinates. */
export interface MapPoint extends GeoPoint {
  label: string;
}

/**
 * Places points on a `width` × `height` map (an equirectangular view of their bounding box,
 * longitude scaled by the cosine of the mean latitude so distances look right, north up), with
 * `padding` around; one point (or points at one place) sits in the middle. Nothing is fetched:
 * the static map draws these markers itself (no third-party requests, no key).
 */
export function projectPoints(
  points: readonly MapPoint[],
  width: number,
  height: number,
  padding = 24,
): MapMarker[] {
  if (points.length === 0) return [];
  const meanLat = points.reduce((sum, point) => sum + point.lat, 0) / points.length;
  const scaleX = Math.cos((meanLat * Math.PI) / 180);
  const xs = points.map((point) => point.long * scaleX);
  const ys = points.map((point) => -point.lat);
  const [minX, maxX] = [Math.min(...xs), Math.max(...xs)];
  const [minY, maxY] = [Math.min(...ys), Math.max(...ys)];
  const spanX = maxX - minX;
  const spanY = maxY - minY;
  const innerW = width - 2 * padding;
  const innerH = height - 2 * padding;
  const scale = Math.min(
    spanX > 0 ? innerW / spanX : Number.POSITIVE_INFINITY,
    spanY > 0 ? innerH / spanY : Number.POSITIVE_INFINITY,
  );
  const round = (value: number) => Math.round(value * 10) / 10;
  return points.map((point, index) => {
    const x = xs[index] ?? 0;
    const y = ys[index] ?? 0;
    if (!Number.isFinite(scale)) return { label: point.label, x: width / 2, y: height / 2 };
    return {
      label: point.label,
      x: round(width / 2 + (x - (minX + maxX) / 2) * scale),
      y: round(height / 2 + (y - (minY + maxY) / 2) * scale),
    };
  });
}

/**
 * Where Get directions and the map link go: the location's `place_url` when it has one, else an
 * OpenStreetMap view of its coordinates at the default zoom 10 (site-wide §9); `null` when there
 * is neither. A link only: nothing loads until the shopper follows it.
 */
export function mapLink(placeUrl: string | null, point: GeoPoint | null): string | null {
  if (placeUrl) return placeUrl;
  if (!point) return null;
  const lat = point.lat.toFixed(5);
  const long = point.long.toFixed(5);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${long}#map=${MAP_DEFAULT_ZOOM}/${lat}/${long}`;
}
