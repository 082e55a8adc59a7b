import type { CSSProperties } from 'react';
import { cx } from './cx.ts';

export interface GaugeClassNames {
  root: string;
  svg: string;
  track: string;
  fill: string;
  value: string;
  caption: string;
}

export interface GaugeProps {
  /** How full, 0 to 1 (e.g. the price comparison `fill`). */
  value: number;
  /** The gauge's accessible name, e.g. `Price compared with the market`. */
  label: string;
  /** Shown in the middle and read as the value, e.g. `Great Deal` (default: the percentage). */
  valueText?: string;
  /** Text under the gauge. */
  caption?: string;
  /** Fill colour band, e.g. from `fillBand()` in `@forecourt/pricing` (vehicle-stock §5). */
  band?: 'low' | 'medium' | 'high';
  className?: string;
  classNames?: Partial<GaugeClassNames>;
}

/**
 * A semicircular gauge that fills to its value over 2.5 s (vehicle-stock §9) with a CSS
 * animation, so it runs from the server-rendered HTML and stops under reduced motion.
 * Exposed as a `meter`.
 */
export function Gauge({
  value,
  label,
  valueText,
  caption,
  band = 'high',
  className,
  classNames,
}: GaugeProps) {
  const percent = Math.round(Math.min(1, Math.max(0, Number.isFinite(value) ? value : 0)) * 100);
  const text = valueText ?? `${percent}%`;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a native <meter> cannot be drawn as a gauge
    <div
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={text}
      className={cx('fc-gauge', `fc-gauge--${band}`, className, classNames?.root)}
      style={{ '--fc-gauge-offset': 100 - percent } as CSSProperties}
    >
      <svg
        viewBox="0 0 120 68"
        aria-hidden="true"
        focusable="false"
        className={cx('fc-gauge__svg', classNames?.svg)}
      >
        <path
          className={cx('fc-gauge__track', classNames?.track)}
          d="M10 60 A50 50 0 0 1 110 60"
          pathLength={100}
        />
        <path
          className={cx('fc-gauge__fill', classNames?.fill)}
          d="M10 60 A50 50 0 0 1 110 60"
          pathLength={100}
        />
      </svg>
      <span className={cx('fc-gauge__value', classNames?.value)} aria-hidden="true">
        {text}
      </span>
      {caption && <span className={cx('fc-gauge__caption', classNames?.caption)}>{caption}</span>}
    </div>
  );
}
