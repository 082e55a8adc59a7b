import type { z } from '@forecourt/validation';
import type {
  promotionSlideSchema,
  spinPrizeSchema,
  spinToWinSchema,
} from './promotions-schema.ts';

// The promotions' schemas are in promotions-schema.ts: pages read this module in the browser,
// where a zod schema built at module load brings the validator library (and its eval probe,
// a Content-Security-Policy violation) to the page.

/** A spin prize (site-wide §2 /spin-to-win). */
export type SpinPrize = z.output<typeof spinPrizeSchema>;

/** A configured spin-to-win promotion. */
export type SpinToWin = z.output<typeof spinToWinSchema>;

/** AEST, the offset a date without a time is read in (the platform's demo dealers are in QLD). */
const DATE_ONLY_OFFSET = '+10:00';

/** The instant a config date stands for; a bare date is the start (or end) of that AEST day. */
export function promotionInstant(value: string, edge: 'start' | 'end'): Date {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const time = edge === 'start' ? 'T00:00:00.000' : 'T23:59:59.999';
    return new Date(`${value}${time}${DATE_ONLY_OFFSET}`);
  }
  return new Date(value);
}

/** Where a promotion stands at `now`: not started, running, or ended. */
export type PromotionStatus = 'upcoming' | 'running' | 'ended';

/** `starts_at <= now <= expires_at` is running (site-wide §2 /spin-to-win). */
export function promotionStatus(
  promo: Pick<SpinToWin, 'starts_at' | 'expires_at'>,
  now: Date,
): PromotionStatus {
  if (now.getTime() < promotionInstant(promo.starts_at, 'start').getTime()) return 'upcoming';
  if (now.getTime() > promotionInstant(promo.expires_at, 'end').getTime()) return 'ended';
  return 'running';
}

/**
 * Draws a prize by weight: `randomInt(total)` must answer an integer in `[0, total)` (the server
 * passes `crypto.randomInt`; tests pass a fixed source). Prize `i` wins when the draw falls in its
 * slice `[sum of earlier weights, + weight)`, so each prize's chance is weight / total.
 */
export function drawPrize<P extends Pick<SpinPrize, 'weight'>>(
  prizes: readonly P[],
  randomInt: (maxExclusive: number) => number,
): P {
  const total = prizes.reduce((sum, prize) => sum + prize.weight, 0);
  if (prizes.length === 0 || total <= 0) throw new Error('drawPrize needs prizes with weights');
  const draw = randomInt(total);
  if (!Number.isInteger(draw) || draw < 0 || draw >= total) {
    throw new Error(`randomInt(${total}) answered ${draw}, outside [0, ${total})`);
  }
  let floor = 0;
  for (const prize of prizes) {
    floor += prize.weight;
    if (draw < floor) return prize;
  }
  throw new Error('unreachable');
}

/** A slide of the promotions slider. */
export type PromotionSlide = z.output<typeof promotionSlideSchema>;

/** The slides running at `now` (`starts_at <= now <= expires_at`), in config order. */
export function activePromotionSlides(
  slides: readonly PromotionSlide[],
  now: Date,
): PromotionSlide[] {
  return slides.filter(
    (slide) =>
      !(slide.starts_at && now < promotionInstant(slide.starts_at, 'start')) &&
      !(slide.expires_at && now > promotionInstant(slide.expires_at, 'end')),
  );
}
