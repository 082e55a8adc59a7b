import { type ComponentType, lazy, memo, Suspense, useEffect, useRef } from 'react';

/** How near the viewport a section's code starts loading (vehicle-stock §9: within 500px). */
export const LAZY_SECTION_MARGIN_PX = 500;

const isServer = typeof document === 'undefined';

interface Gate {
  /** Lets the section's code load. */
  open(): void;
  readonly opened: Promise<void>;
  isOpen: boolean;
  /** Set once the section has hydrated (its code ran on the page). */
  hydrated: boolean;
  whenHydrated: Promise<void>;
  markHydrated(): void;
  /** Held events, replayed in order after hydration. */
  replays: Promise<void>;
}

/** Every section waiting for its code; all of them open on the page's first router update. */
const pending = new Set<Gate>();
let released = false;

function createGate(): Gate {
  let open = () => {};
  let markHydrated = () => {};
  const gate: Gate = {
    opened: new Promise<void>((resolve) => {
      open = resolve;
    }),
    whenHydrated: new Promise<void>((resolve) => {
      markHydrated = resolve;
    }),
    isOpen: false,
    hydrated: false,
    replays: Promise.resolve(),
    open() {
      if (gate.isOpen) return;
      gate.isOpen = true;
      pending.delete(gate);
      open();
    },
    markHydrated() {
      gate.hydrated = true;
      markHydrated();
    },
  };
  if (released) gate.open();
  else pending.add(gate);
  return gate;
}

function releaseAll(): void {
  released = true;
  for (const gate of [...pending]) gate.open();
}

interface RouterLike {
  state: RouterStateLike;
  subscribe(listener: (state: RouterStateLike) => void): () => void;
}
interface RouterStateLike {
  location: { key: string };
  navigation: { state: string };
  revalidation: string;
  fetchers: Map<string, { state: string }>;
}

let watching = false;

/**
 * A dehydrated section cannot take a router update (navigation, fetcher, revalidation, form
 * post) before its code is there: React would hold the update or swap the server HTML for the
 * fallback. So the router's first update, seen synchronously through its own subscription
 * (before React renders it), lets every pending section load.
 */
function watchRouter(): void {
  if (watching || isServer || released) return;
  const router = (window as unknown as { __reactRouterDataRouter?: RouterLike })
    .__reactRouterDataRouter;
  if (!router || typeof router.subscribe !== 'function') return;
  watching = true;
  const startKey = router.state.location.key;
  const unsubscribe = router.subscribe((state) => {
    const busy =
      state.navigation.state !== 'idle' ||
      state.revalidation !== 'idle' ||
      state.location.key !== startKey ||
      [...state.fetchers.values()].some((fetcher) => fetcher.state !== 'idle');
    if (!busy) return;
    unsubscribe();
    releaseAll();
  });
}

let userActive: Promise<void> | undefined;

/**
 * Resolves on the shopper's first scroll, touch, pointer or key press: sections wait for it
 * before watching the viewport, so nothing below the fold loads while the page itself loads
 * (what a first-load measurement counts), even on a screen tall enough to show it.
 */
function whenUserActive(): Promise<void> {
  userActive ??= new Promise<void>((resolve) => {
    const events = ['scroll', 'wheel', 'touchstart', 'pointerdown', 'keydown'] as const;
    const done = () => {
      for (const type of events) window.removeEventListener(type, done, true);
      resolve();
    };
    for (const type of events)
      window.addEventListener(type, done, { capture: true, passive: true });
  });
  return userActive;
}

/** The wrapper of every section whose code has not run yet, with its gate. */
const waiting = new Map<HTMLElement, Gate>();
let holdingClicks = false;

/** The child indexes leading from `root` down to `node`. */
function pathTo(root: Element, node: Element): number[] {
  const path: number[] = [];
  for (let at: Element = node; at !== root && at.parentElement; at = at.parentElement) {
    path.unshift(Array.prototype.indexOf.call(at.parentElement.children, at));
  }
  return path;
}

/**
 * Clicks and key presses on a section whose code has not run are held before React sees them
 * (a listener on the window runs ahead of React's on the document: React would otherwise try to
 * hydrate the section at once and drop the event), then replayed in order on the same element
 * once the section has hydrated. Tab is let through, so focus still moves.
 */
function holdEvents(): void {
  if (holdingClicks) return;
  holdingClicks = true;
  const hold = (event: Event) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    if (event instanceof KeyboardEvent && event.key === 'Tab') return;
    for (const [wrapper, gate] of waiting) {
      if (gate.hydrated || !wrapper.contains(target)) continue;
      event.preventDefault();
      event.stopPropagation();
      const path = pathTo(wrapper, target);
      const replay = (element: HTMLElement) => {
        if (!(event instanceof KeyboardEvent)) return element.click();
        element.dispatchEvent(
          new KeyboardEvent('keydown', {
            key: event.key,
            code: event.code,
            shiftKey: event.shiftKey,
            ctrlKey: event.ctrlKey,
            altKey: event.altKey,
            metaKey: event.metaKey,
            bubbles: true,
            cancelable: true,
          }),
        );
      };
      gate.open();
      gate.replays = gate.replays.then(() =>
        gate.whenHydrated.then(
          () =>
            new Promise<void>((resolve) =>
              requestAnimationFrame(() => {
                let element: Element | undefined = target.isConnected ? target : wrapper;
                if (!target.isConnected) {
                  for (const index of path) element = element?.children[index];
                }
                if (element instanceof HTMLElement) replay(element);
                resolve();
              }),
            ),
        ),
      );
      return;
    }
  };
  window.addEventListener('click', hold, true);
  window.addEventListener('keydown', hold, true);
}

/** Props compared by value: loader data is a new object after each revalidation. */
function sameProps(previous: object, next: object): boolean {
  return JSON.stringify(previous) === JSON.stringify(next);
}

/**
 * A below-the-fold section of the vehicle page whose code is not part of the first load
 *. The server renders it in full (the HTML carries all its content). In the browser
 * its code loads when the section comes within 500px of view once the shopper scrolls or
 * touches the page, when it is pointed at, focused or clicked, or on the page's first router
 * update; until then React keeps the server HTML
 * (selective hydration). A click on the section before its code ran is held and replayed on the
 * same element once the section has hydrated. Reached by a client-side navigation (no server
 * HTML), it loads at once behind a placeholder of `minHeight` px.
 *
 * The section is memoised and compared by value, so a parent re-render does not touch a
 * dehydrated boundary; a section reads its own router hooks inside.
 */
export function lazySection<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
  minHeight = 0,
): ComponentType<P> {
  const gate = createGate();
  const Lazy = lazy(async () => {
    if (!isServer) await gate.opened;
    const Section = await load();
    // biome-ignore lint/correctness/noComponentHookFactories: made once per section, at module level
    function HydratedSection(props: P) {
      useEffect(() => gate.markHydrated(), []);
      return <Section {...props} />;
    }
    return { default: HydratedSection };
  });

  // biome-ignore lint/correctness/noComponentHookFactories: made once per section, at module level
  function LazySection(props: P) {
    watchRouter();
    const ref = useRef<HTMLDivElement>(null);
    useEffect(() => {
      const element = ref.current;
      if (!element || gate.hydrated) return;
      // No server HTML (client-side navigation): load now.
      if (gate.isOpen || element.querySelector('[data-lazy-section-fallback]')) {
        gate.open();
        return;
      }
      const open = () => gate.open();
      holdEvents();
      waiting.set(element, gate);
      void gate.whenHydrated.then(() => waiting.delete(element));
      let observer: IntersectionObserver | undefined;
      let stopped = false;
      void whenUserActive().then(() => {
        if (stopped || gate.isOpen) return;
        if (typeof IntersectionObserver !== 'function') return open();
        observer = new IntersectionObserver(
          (entries) => {
            if (entries.some((entry) => entry.isIntersecting)) open();
          },
          { rootMargin: `${LAZY_SECTION_MARGIN_PX}px 0px` },
        );
        observer.observe(element);
      });
      element.addEventListener('pointerdown', open, true);
      element.addEventListener('focusin', open, true);
      const stop = () => {
        stopped = true;
        observer?.disconnect();
        element.removeEventListener('pointerdown', open, true);
        element.removeEventListener('focusin', open, true);
      };
      void gate.opened.then(stop);
      return () => {
        stop();
        waiting.delete(element);
      };
    }, []);
    return (
      <div ref={ref} className="vdp__lazy-section" data-lazy-section={name}>
        <Suspense
          fallback={<div data-lazy-section-fallback="" aria-busy="true" style={{ minHeight }} />}
        >
          <Lazy {...props} />
        </Suspense>
      </div>
    );
  }
  LazySection.displayName = `LazySection(${name})`;
  return memo(LazySection, sameProps) as unknown as ComponentType<P>;
}
