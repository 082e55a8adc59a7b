import { type ReactNode, useEffect, useState } from 'react';
import { cx } from './cx.ts';

export interface StickyBarClassNames {
  root: string;
  inner: string;
}

export interface StickyBarProps {
  /**
   * Scroll distance in px after which the bar opens: 500 for the vehicle page's sticky header,
   * 900 for its sticky footer (vehicle-stock §2, §9; site-wide §4, §9).
   */
  threshold: number;
  position?: 'top' | 'bottom';
  /** Force it open or closed (ignores scrolling), e.g. in a story. */
  open?: boolean;
  /** Names the bar's region, e.g. `Vehicle summary`. */
  label: string;
  children: ReactNode;
  className?: string;
  classNames?: Partial<StickyBarClassNames>;
}

/** `true` once the window has scrolled further than `threshold` px. */
export function useScrolledPast(threshold: number, enabled = true): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      setPast(window.scrollY > threshold);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    check();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [threshold, enabled]);
  return past;
}

/**
 * A bar fixed to the top or bottom of the viewport that slides in once the page has scrolled past
 * `threshold`. While closed it is `inert` and hidden from assistive technology, so its buttons
 * are not reachable off screen.
 */
export function StickyBar({
  threshold,
  position = 'bottom',
  open,
  label,
  children,
  className,
  classNames,
}: StickyBarProps) {
  const scrolledPast = useScrolledPast(threshold, open === undefined);
  const isOpen = open ?? scrolledPast;
  return (
    <section
      aria-label={label}
      aria-hidden={!isOpen || undefined}
      inert={!isOpen}
      data-state={isOpen ? 'open' : 'closed'}
      className={cx('fc-sticky-bar', `fc-sticky-bar--${position}`, className, classNames?.root)}
    >
      <div className={cx('fc-sticky-bar__inner', classNames?.inner)}>{children}</div>
    </section>
  );
}
