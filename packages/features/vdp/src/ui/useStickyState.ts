import { useEffect, useState } from 'react';
import { type StickyState, stickyState } from '../sticky-bars.ts';

/**
 * The sticky bars' state from the page's scroll position (vehicle-stock §2; site-wide §4, §9),
 * read by one passive scroll listener at most once a frame. `hidden` on the server and until
 * the first read, so the server-rendered page matches.
 */
export function useStickyState(initial: StickyState = 'hidden'): StickyState {
  const [state, setState] = useState<StickyState>(initial);
  useEffect(() => {
    let pending = false;
    let frame = 0;
    const read = () => {
      pending = false;
      setState(stickyState(window.scrollY));
    };
    const onScroll = () => {
      if (pending) return;
      pending = true;
      frame = window.requestAnimationFrame(read);
    };
    read();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (pending) window.cancelAnimationFrame(frame);
    };
  }, []);
  return state;
}
