import { describe, expect, it } from 'vitest';
import { PLATFORM_DEFAULTS } from './platform-defaults.ts';
import { activePromotionSlides, drawPrize, promotionStatus } from './promotions.ts';
import {
  promotionSlideSchema,
  promotionsSliderSchema,
  spinToWinSchema,
} from './promotions-schema.ts';

const prizes = [
  { id: 'a', label: 'A', weight: 1, terms: 'T' },
  { id: 'b', label: 'B', weight: 3, terms: 'T' },
  { id: 'c', label: 'C', weight: 6, terms: 'T' },
];

describe('drawPrize', () => {
  it('gives each prize the slice of draws its weight covers (site-wide §2 /spin-to-win)', () => {
    const won = Array.from({ length: 10 }, (_, draw) => drawPrize(prizes, () => draw).id);
    expect(won).toEqual(['a', 'b', 'b', 'b', 'c', 'c', 'c', 'c', 'c', 'c']);
  });

  it('asks the random source for an integer below the total weight', () => {
    const asked: number[] = [];
    drawPrize(prizes, (max) => {
      asked.push(max);
      return 0;
    });
    expect(asked).toEqual([10]);
  });

  it('refuses a random source that answers outside the range', () => {
    expect(() => drawPrize(prizes, () => 10)).toThrow(/outside/);
    expect(() => drawPrize(prizes, () => 0.5)).toThrow(/outside/);
    expect(() => drawPrize([], () => 0)).toThrow();
  });
});

describe('promotionStatus', () => {
  const promo = { starts_at: '2026-11-01', expires_at: '2026-11-30' };
  it('runs from the start of the first day to the end of the last (AEST)', () => {
    expect(promotionStatus(promo, new Date('2026-10-31T13:59:59Z'))).toBe('upcoming');
    expect(promotionStatus(promo, new Date('2026-10-31T14:00:00Z'))).toBe('running');
    expect(promotionStatus(promo, new Date('2026-11-30T13:59:59Z'))).toBe('running');
    expect(promotionStatus(promo, new Date('2026-11-30T14:00:00Z'))).toBe('ended');
  });
  it('reads date-times as given', () => {
    const timed = { starts_at: '2026-11-01T09:00:00Z', expires_at: '2026-11-01T10:00:00Z' };
    expect(promotionStatus(timed, new Date('2026-11-01T09:30:00Z'))).toBe('running');
    expect(promotionStatus(timed, new Date('2026-11-01T10:00:01Z'))).toBe('ended');
  });
});

describe('spinToWinSchema', () => {
  const base = {
    id: 'summer-spin',
    title: 'Spin',
    starts_at: '2026-01-01',
    expires_at: '2026-12-31',
    terms: 'One spin per person.',
    prizes,
  };
  it('accepts a promotion and defaults the intro', () => {
    expect(spinToWinSchema.parse(base).intro).toBeNull();
  });
  it('rejects duplicate prize ids, fewer than two prizes and zero weights', () => {
    expect(spinToWinSchema.safeParse({ ...base, prizes: [prizes[0], prizes[0]] }).success).toBe(
      false,
    );
    expect(spinToWinSchema.safeParse({ ...base, prizes: [prizes[0]] }).success).toBe(false);
    expect(
      spinToWinSchema.safeParse({ ...base, prizes: [{ ...prizes[0], weight: 0 }, prizes[1]] })
        .success,
    ).toBe(false);
  });
});

describe('promotions slider (site-wide §9 1920x540)', () => {
  const slide = (overrides: Record<string, unknown>) =>
    promotionSlideSchema.parse({
      id: 'sale',
      image_url: '/media/sites/acme/promo-1.svg',
      title: 'Sale',
      cta: { label: 'Shop now', href: '/special-offers' },
      ...overrides,
    });

  it('shows a slide from its start to the end of its expiry day, and an open-ended one always', () => {
    const slides = [
      slide({ id: 'always' }),
      slide({ id: 'june', starts_at: '2026-06-01', expires_at: '2026-06-30' }),
      slide({ id: 'later', starts_at: '2026-07-01' }),
    ];
    const ids = (now: string) => activePromotionSlides(slides, new Date(now)).map((s) => s.id);
    expect(ids('2026-05-31T13:00:00Z')).toEqual(['always']);
    expect(ids('2026-06-30T13:59:00Z')).toEqual(['always', 'june']);
    expect(ids('2026-06-30T14:00:01Z')).toEqual(['always', 'later']);
    expect(ids('2026-06-30T13:00:00Z')).toEqual(['always', 'june']);
  });

  it('names the bad field of a slide, and keeps autoplay off by default', () => {
    const bad = promotionsSliderSchema.safeParse({
      slides: [{ id: 'x', image_url: 'promo.png', title: 'X', cta: { label: 'Go', href: '/' } }],
      autoplay_seconds: null,
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(['slides', 0, 'image_url']);
    expect(PLATFORM_DEFAULTS.promotions_slider).toEqual({ slides: [], autoplay_seconds: null });
    expect(
      promotionsSliderSchema.safeParse({ slides: [], autoplay_seconds: 1 }).error?.issues[0]?.path,
    ).toEqual(['autoplay_seconds']);
  });
});
