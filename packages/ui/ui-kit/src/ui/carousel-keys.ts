import type { KeyboardEvent } from 'react';

/** Targets that use the arrow keys themselves (text fields, sliders, selects). */
function ownsArrowKeys(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (/^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)) return true;
  const role = target.getAttribute('role');
  return role === 'slider' || role === 'combobox' || role === 'spinbutton' || role === 'listbox';
}

/** -1 for ArrowLeft, +1 for ArrowRight, else 0 (and 0 inside controls that use the arrows). */
export function arrowKeyStep(event: KeyboardEvent): -1 | 0 | 1 {
  if (event.altKey || event.ctrlKey || event.metaKey || ownsArrowKeys(event.target)) return 0;
  if (event.key === 'ArrowLeft') return -1;
  if (event.key === 'ArrowRight') return 1;
  return 0;
}

/** The slide index `step` away from `index`, wrapping when `loop`, else held at the ends. */
export function stepIndex(index: number, step: number, count: number, loop: boolean): number {
  if (count === 0) return 0;
  const next = index + step;
  return loop ? ((next % count) + count) % count : Math.min(count - 1, Math.max(0, next));
}
