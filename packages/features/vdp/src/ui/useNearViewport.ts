import { type RefObject, useEffect, useRef } from 'react';

/**
 * Calls `onNear` once when `ref`'s element comes within `margin` px of the viewport (at once
 * where IntersectionObserver is missing). Nothing happens while `active` is false or without
 * `onNear` (vehicle-stock §9: lazy widgets start loading within 500px of view).
 */
export function useNearViewport(
  ref: RefObject<Element | null>,
  onNear: (() => void) | undefined,
  { margin, active }: { margin: number; active: boolean },
): void {
  const askedRef = useRef(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || !onNear || !active || askedRef.current) return;
    const ask = () => {
      if (askedRef.current) return;
      askedRef.current = true;
      onNear();
    };
    if (typeof IntersectionObserver !== 'function') {
      ask();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          ask();
        }
      },
      { rootMargin: `${margin}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, onNear, active, margin]);
}
