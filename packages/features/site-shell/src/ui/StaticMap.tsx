import { cx, Link } from '@forecourt/ui-kit';
import { type ReactNode, useId } from 'react';
import { type MapPoint, projectPoints } from '../static-map.ts';

export interface StaticMapClassNames {
  root: string;
  svg: string;
  caption: string;
  link: string;
}

export interface StaticMapTranslations {
  /** The map's text alternative; `{places}` is replaced (default `Map showing {places}`). */
  label: string;
  /** The open-the-map link (default `Open in maps`). */
  open: string;
}

export interface StaticMapProps {
  /** The places to mark, with coordinates. */
  points: readonly MapPoint[];
  /** Where the open-the-map link goes (`mapLink`: place_url, else coordinates at zoom 10). */
  href?: string | null;
  /** Shown under the map, e.g. the address and coordinates. */
  caption?: ReactNode;
  width?: number;
  height?: number;
  className?: string;
  classNames?: Partial<StaticMapClassNames>;
  translations?: Partial<StaticMapTranslations>;
}

/**
 * An accessible static map (site-wide §2 "Location card or section with a map"): an inline SVG
 * that marks each place relative to the others (`projectPoints`), with a text alternative naming
 * them, a caption and a link out to a real map. No tiles, no third-party request, no key.
 */
export function StaticMap({
  points,
  href,
  caption,
  width = 480,
  height = 280,
  className,
  classNames,
  translations,
}: StaticMapProps) {
  const t: StaticMapTranslations = {
    label: 'Map showing {places}',
    open: 'Open in maps',
    ...translations,
  };
  const titleId = useId();
  const markers = projectPoints(points, width, height, 36);
  const places = points.map((point) => point.label).join(', ');
  return (
    <figure className={cx('fc-static-map', className, classNames?.root)}>
      <svg
        role="img"
        aria-labelledby={titleId}
        viewBox={`0 0 ${width} ${height}`}
        className={cx('fc-static-map__svg', classNames?.svg)}
        preserveAspectRatio="xMidYMid meet"
      >
        <title id={titleId}>{t.label.replace('{places}', places)}</title>
        <rect width={width} height={height} className="fc-static-map__land" />
        <path
          d={`M0 ${height * 0.62} C ${width * 0.3} ${height * 0.5}, ${width * 0.6} ${height * 0.78}, ${width} ${height * 0.64}`}
          className="fc-static-map__road fc-static-map__road--major"
        />
        <path
          d={`M${width * 0.38} 0 C ${width * 0.42} ${height * 0.4}, ${width * 0.3} ${height * 0.7}, ${width * 0.36} ${height}`}
          className="fc-static-map__road"
        />
        <path d={`M${width * 0.7} 0 L ${width * 0.78} ${height}`} className="fc-static-map__road" />
        {markers.map((marker) => (
          <g
            key={`${marker.label}-${marker.x}-${marker.y}`}
            transform={`translate(${marker.x} ${marker.y})`}
            className="fc-static-map__marker"
          >
            <path d="M0 0 C -4 -8, -11 -12, -11 -20 A 11 11 0 1 1 11 -20 C 11 -12, 4 -8, 0 0 Z" />
            <circle cx="0" cy="-20" r="4" className="fc-static-map__marker-dot" />
          </g>
        ))}
      </svg>
      {(caption || href) && (
        <figcaption className={cx('fc-static-map__caption', classNames?.caption)}>
          {caption}
          {href && (
            <Link
              href={href}
              external
              variant="standalone"
              className={cx('fc-static-map__link', classNames?.link)}
            >
              {t.open}
            </Link>
          )}
        </figcaption>
      )}
    </figure>
  );
}
