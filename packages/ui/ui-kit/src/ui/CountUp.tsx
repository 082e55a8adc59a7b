import { useEffect, useRef, useState } from 'react';
import { MOTION_MS } from '../theme/tokens.ts';
import { cx } from './cx.ts';

export interface CountUpClassNames {
  root: string;
}

export interface CountUpProps {
  /** The number to show. When it changes, the display counts from the old value to the new. */
  value: number;
  /** Count from this on first render (default: no animation on first render). */
  from?: number;
  /** Duration in ms (default 2 s: vehicle-stock §9 price count-up, site-wide §4 sales counter). */
  durationMs?: number;
  /** Formats every frame, e.g. `formatCurrency` from `@forecourt/format` (default: whole number). */
  format?: (value: number) => string;
  className?: string;
  classNames?: Partial<CountUpClassNames>;
}

const defaultFormat = (value: number) => String(Math.round(value));

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * A number that counts up to its value (ease-out). Screen readers get only the final value;
 * the moving digits are hidden from them. With `prefers-reduced-motion: reduce` it jumps
 * straight to the value. The server renders the start value (`from`, else `value`).
 */
export function CountUp({
  value,
  from,
  durationMs = MOTION_MS.countUp,
  format = defaultFormat,
  className,
  classNames,
}: CountUpProps) {
  const [shown, setShown] = useState(from ?? value);
  const shownRef = useRef(shown);
  shownRef.current = shown;

  useEffect(() => {
    const start = shownRef.current;
    if (start === value) return;
    if (prefersReducedMotion() || durationMs <= 0 || typeof requestAnimationFrame !== 'function') {
      setShown(value);
      return;
    }
    let frame = 0;
    let startedAt: number | null = null;
    const step = (now: number) => {
      startedAt ??= now;
      const progress = Math.min(1, (now - startedAt) / durationMs);
      const eased = 1 - (1 - progress) ** 3;
      setShown(progress === 1 ? value : start + (value - start) * eased);
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [value, durationMs]);

  return (
    <span className={cx('fc-count-up', className, classNames?.root)}>
      <span aria-hidden="true">{format(shown)}</span>
      <span className="fc-visually-hidden">{format(value)}</span>
    </span>
  );
}
