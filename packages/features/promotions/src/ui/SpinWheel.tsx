import type { CSSProperties } from 'react';
import { SPIN_COPY } from '../copy.ts';

/** Segment colours, light and dark in turn (the wheel has no text: the list names the prizes). */
const SEGMENT_COLOURS = ['#f59e0b', '#0f2a44', '#10b981', '#7c3aed', '#ef4444', '#0ea5e9'];

export interface SpinWheelPrize {
  id: string;
  label: string;
}

export interface SpinWheelProps {
  prizes: readonly SpinWheelPrize[];
  /** The prize the server drew; `null` before the spin. */
  wonPrizeId: string | null;
  /** The text the live region announces (empty until there is a result). */
  announcement: string;
}

/** How far the wheel turns to stop with prize `index` under the pointer (5 full turns first). */
export function wheelStopAngle(index: number, count: number): number {
  const segment = 360 / count;
  return 5 * 360 + (360 - (index + 0.5) * segment);
}

/** The wheel's conic gradient: equal segments in prize order, starting at 12 o'clock. */
export function wheelGradient(count: number): string {
  const segment = 360 / count;
  const stops = Array.from({ length: count }, (_, index) => {
    const colour = SEGMENT_COLOURS[index % SEGMENT_COLOURS.length];
    return `${colour} ${index * segment}deg ${(index + 1) * segment}deg`;
  });
  return `conic-gradient(${stops.join(', ')})`;
}

/**
 * The spin-to-win wheel (site-wide §2 /spin-to-win), accessible first: the prizes are a list (the
 * won one marked `aria-current`), the result is announced in a live region, and the wheel itself
 * is decoration — a fixed-size disc that a CSS animation turns to the drawn prize (no script; no
 * animation under prefers-reduced-motion; its box never changes size, so nothing shifts).
 */
export function SpinWheel({ prizes, wonPrizeId, announcement }: SpinWheelProps) {
  const wonIndex = prizes.findIndex((prize) => prize.id === wonPrizeId);
  const style = {
    background: wheelGradient(prizes.length),
    '--fc-spin-to': wonIndex >= 0 ? `${wheelStopAngle(wonIndex, prizes.length)}deg` : '0deg',
  } as CSSProperties;
  return (
    <div className="fc-spin">
      <div
        className={`fc-spin-wheel${wonIndex >= 0 ? ' fc-spin-wheel--spun' : ''}`}
        aria-hidden="true"
        data-testid="spin-wheel"
      >
        <div className="fc-spin-wheel__disc" style={style} />
        <div className="fc-spin-wheel__pointer" />
      </div>
      <div>
        <h2 id="spin-prizes-heading">{SPIN_COPY.prizesHeading}</h2>
        <ul className="fc-spin-prizes" aria-labelledby="spin-prizes-heading">
          {prizes.map((prize, index) => (
            <li key={prize.id} aria-current={index === wonIndex ? 'true' : undefined}>
              <span
                className="fc-spin-swatch"
                style={{ background: SEGMENT_COLOURS[index % SEGMENT_COLOURS.length] }}
                aria-hidden="true"
              />
              {prize.label}
            </li>
          ))}
        </ul>
        <p className="fc-spin-live" role="status" aria-live="polite">
          {announcement}
        </p>
      </div>
    </div>
  );
}
