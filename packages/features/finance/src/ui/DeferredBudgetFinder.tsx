import { lazy, Suspense, useEffect, useRef } from 'react';
import type { BudgetFinderProps } from './BudgetFinder.tsx';

/** The interactions inside the widget that load its code. */
const START_EVENTS = [
  'focusin',
  'pointerover',
  'pointermove',
  'pointerdown',
  'touchstart',
] as const;

let startLoading: () => void = () => {};
const interacted = new Promise<void>((resolve) => {
  startLoading = resolve;
});

/**
 * The budget finder's code, loaded on the server at once (it renders into the HTML) and in the
 * browser only once the shopper reaches the widget: until then React leaves the server's markup
 * in place (a suspended boundary keeps its dehydrated HTML).
 */
const BudgetFinder = lazy(async () => {
  if (typeof document !== 'undefined') await interacted;
  const module = await import('./BudgetFinder.tsx');
  return { default: module.BudgetFinder };
});

/**
 * The budget finder for pages that must stay light (the home pages, site-wide §2 Find cars for
 * your budget): server-rendered in full, hydrated only when the shopper points at, touches or
 * tabs into it, so its code is not part of the page's first download. Same props as
 * {@link BudgetFinder}.
 */
export function DeferredBudgetFinder(props: BudgetFinderProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const start = () => startLoading();
    // Native listeners: React does not dispatch events inside a boundary it has not hydrated.
    for (const type of START_EVENTS) element.addEventListener(type, start, { passive: true });
    // Already pointed at or focused inside before these listeners were added: start now.
    if (element.matches(':hover') || element.contains(document.activeElement)) start();
    return () => {
      for (const type of START_EVENTS) element.removeEventListener(type, start);
    };
  }, []);
  return (
    <div ref={box} className="fc-budget-finder-box">
      <Suspense fallback={null}>
        <BudgetFinder {...props} />
      </Suspense>
    </div>
  );
}
