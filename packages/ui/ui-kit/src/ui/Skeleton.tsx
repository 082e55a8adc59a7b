import type { CSSProperties } from 'react';
import { cx } from './cx.ts';

export interface SkeletonClassNames {
  root: string;
  line: string;
}

export interface SkeletonProps {
  shape?: 'text' | 'rect' | 'circle';
  /** CSS length; numbers are px. */
  width?: number | string;
  height?: number | string;
  /** For `text`: how many lines (the last one is shorter). */
  lines?: number;
  className?: string;
  classNames?: Partial<SkeletonClassNames>;
}

const length = (value: number | string | undefined) =>
  typeof value === 'number' ? `${value}px` : value;

/**
 * A loading placeholder (e.g. the price comparison widget, vehicle-stock §4). Decorative: set
 * `aria-busy="true"` on the region that is loading, or show a `Spinner` with a label.
 */
export function Skeleton({
  shape = 'rect',
  width,
  height,
  lines = 1,
  className,
  classNames,
}: SkeletonProps) {
  const style: CSSProperties = { width: length(width), height: length(height) };
  if (shape === 'text') {
    return (
      <span
        className={cx('fc-skeleton-text', className, classNames?.root)}
        aria-hidden="true"
        style={{ width: style.width }}
      >
        {Array.from({ length: lines }, (_, index) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder lines
            key={index}
            className={cx('fc-skeleton', 'fc-skeleton--text', classNames?.line)}
            style={{
              height: style.height,
              width: index === lines - 1 && lines > 1 ? '60%' : undefined,
            }}
          />
        ))}
      </span>
    );
  }
  return (
    <span
      className={cx('fc-skeleton', `fc-skeleton--${shape}`, className, classNames?.root)}
      aria-hidden="true"
      style={style}
    />
  );
}
