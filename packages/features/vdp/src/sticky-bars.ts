import type { SpecificationRow } from './specification-rows.ts';

/** The sticky header appears after the page is scrolled this far (vehicle-stock §2, §9). */
export const STICKY_HEADER_AFTER_PX = 500;

/** The sticky bar switches to its opened style past this scroll (site-wide §4, §9). */
export const STICKY_OPENED_AFTER_PX = 900;

/** Hidden, shown (scrolled 500 px) or opened (past 900 px). */
export type StickyState = 'hidden' | 'shown' | 'opened';

/** The sticky header's state for a scroll position (vehicle-stock §2; site-wide §4, §9). */
export function stickyState(scrollY: number): StickyState {
  if (scrollY > STICKY_OPENED_AFTER_PX) return 'opened';
  return scrollY >= STICKY_HEADER_AFTER_PX ? 'shown' : 'hidden';
}

/** Transmission and body from the Key Information rows, as the sticky header lists them. */
export function stickyFacts(rows: readonly SpecificationRow[]): string[] {
  return ['Transmission', 'Body']
    .map((label) => rows.find((row) => row.label === label)?.value)
    .filter((value): value is string => typeof value === 'string' && value !== '');
}
