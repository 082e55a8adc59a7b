import { z } from '@forecourt/validation';
import { kebabSlug, text, urlOrPath } from './schema-primitives.ts';

const isoDateTime = z.string().regex(/^\d{4}-\d{2}-\d{2}(?:T[\d:.]+(?:Z|[+-]\d{2}:\d{2}))?$/, {
  error: 'must be an ISO date or date-time, e.g. "2026-06-30" or "2026-06-30T23:59:59+10:00"',
});

/** One prize of the wheel: its chance is its weight over the sum of all weights. */
export const spinPrizeSchema = z.strictObject({
  /** Stable id, stored with each spin. */
  id: kebabSlug,
  /** What the shopper wins, e.g. "$200 off servicing". */
  label: text,
  /** Relative chance (a positive integer). */
  weight: z.int().positive(),
  /** The prize's terms, shown with the result. */
  terms: text,
});

/**
 * The site's spin-to-win promotion (site-wide §2 routes /spin-to-win; sign-in type spin-to-win):
 * one spin per person per promotion, drawn on the server by weight between `starts_at` and
 * `expires_at`. `null` (the default) means the site runs none and /spin-to-win is not found.
 * A date without a time starts at the beginning (`starts_at`) or runs to the end (`expires_at`)
 * of that day in Australian Eastern Standard Time (UTC+10).
 */
export const spinToWinSchema = z
  .strictObject({
    /** Identifies the promotion: one spin per person per id. */
    id: kebabSlug,
    title: text,
    /** A line under the title. */
    intro: text.nullable().default(null),
    starts_at: isoDateTime,
    expires_at: isoDateTime,
    /** Shown under the prizes: the promotion's general terms. */
    terms: text,
    prizes: z.array(spinPrizeSchema).min(2).max(12),
  })
  .refine((promo) => new Set(promo.prizes.map((prize) => prize.id)).size === promo.prizes.length, {
    error: 'prize ids must be unique',
    path: ['prizes'],
  });

/**
 * Online payment (site-wide §2 /online-payment): the largest amount a shopper may pay in one
 * payment, in dollars. The page itself is switched on by `features.online_payment`.
 */
export const onlinePaymentSchema = z.strictObject({
  max_amount: z.number().positive().max(1_000_000),
});

/**
 * One slide of the home page's promotions slider (site-wide §9 "Promotions slider 1920x540"):
 * campaign art at 1920 x 540, its headline and call to action, shown between `starts_at` and
 * `expires_at` (either may be null: always started, never ends). The image goes through the
 * image CDN or the platform's `/_img` route.
 */
export const promotionSlideSchema = z.strictObject({
  id: kebabSlug,
  /** Campaign art, 1920 x 540 (site-wide §9); text stays out of it (the title is HTML). */
  image_url: urlOrPath,
  /** Describes the art for screen readers; empty when it is decorative. */
  image_alt: z.string().default(''),
  title: text,
  /** A line under the title. */
  text: text.nullable().default(null),
  cta: z.strictObject({ label: text, href: urlOrPath }),
  starts_at: isoDateTime.nullable().default(null),
  expires_at: isoDateTime.nullable().default(null),
});

/**
 * The home page's promotions slider (site-wide §9 1920x540): its slides in order, and
 * `autoplay_seconds` — `null` (the default) never moves on its own; a number advances that often
 * and shows a pause button (WCAG 2.2.2).
 */
export const promotionsSliderSchema = z.strictObject({
  slides: z.array(promotionSlideSchema).max(10),
  autoplay_seconds: z.int().min(3).max(30).nullable(),
});
