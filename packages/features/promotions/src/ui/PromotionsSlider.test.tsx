import { type PromotionSlide, promotionSlideSchema } from '@forecourt/site-config';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  FeatureBanner,
  featureBannerItems,
  PromotionsSlider,
  type PromotionsSliderData,
  promotionsSliderData,
} from './PromotionsSlider.tsx';

const slide = (id: string, extra: Partial<PromotionSlide> = {}): PromotionSlide =>
  promotionSlideSchema.parse({
    id,
    image_url: `/media/sites/acme/promo/${id}.svg`,
    title: `Title ${id}`,
    text: `Line ${id}`,
    cta: { label: `Go ${id}`, href: `/go/${id}` },
    ...extra,
  });

const cdn = { base_url: null, quality: 75 };

function data(overrides: Partial<PromotionsSliderData> = {}): PromotionsSliderData {
  return { slides: [slide('a'), slide('b')], autoplaySeconds: null, cdn, ...overrides };
}

function renderSlider(value: PromotionsSliderData) {
  return render(
    <MemoryRouter>
      <PromotionsSlider data={value} />
    </MemoryRouter>,
  );
}

afterEach(() => vi.useRealTimers());

/** The carousel's polite position announcement, e.g. `2 of 3`. */
function position(): string {
  return document.querySelector('[aria-live="polite"]')?.textContent ?? '';
}

describe('<PromotionsSlider /> (site-wide §9 promotions slider 1920x540)', () => {
  it('draws each slide sized 1920 x 540 through /_img with a srcset, the first eager at high priority', () => {
    const { container } = renderSlider(data());
    const images = [...container.querySelectorAll('img')];
    expect(images).toHaveLength(2);
    const [first, second] = images as [HTMLImageElement, HTMLImageElement];
    expect(first.getAttribute('width')).toBe('1920');
    expect(first.getAttribute('height')).toBe('540');
    expect(first.getAttribute('src')).toMatch(
      /^\/_img\?url=%2Fmedia%2Fsites%2Facme%2Fpromo%2Fa\.svg&w=1280&q=75$/,
    );
    expect(first.getAttribute('srcset')).toContain('640w');
    expect(first.getAttribute('srcset')).toContain('1920w');
    expect(first.getAttribute('sizes')).toBe('100vw');
    expect(first.getAttribute('loading')).toBe('eager');
    expect(first.getAttribute('fetchpriority')).toBe('high');
    expect(second.getAttribute('loading')).toBe('lazy');
    expect(second.getAttribute('fetchpriority')).toBeNull();
  });

  it('shows each title, line and call to action as HTML, in a labelled carousel of labelled slides', () => {
    renderSlider(data());
    const carousel = screen.getByRole('region', { name: 'Promotions' });
    expect(carousel.getAttribute('aria-roledescription')).toBe('carousel');
    const slides = carousel.querySelectorAll('[aria-roledescription="slide"]');
    expect([...slides].map((node) => node.getAttribute('aria-label'))).toEqual([
      '1 of 2',
      '2 of 2',
    ]);
    expect(within(slides[0] as HTMLElement).getByRole('heading', { name: 'Title a' })).toBeTruthy();
    expect(
      within(slides[0] as HTMLElement)
        .getByRole('link', { name: 'Go a' })
        .getAttribute('href'),
    ).toBe('/go/a');
  });

  it('does not autoplay by default and shows no pause button', () => {
    vi.useFakeTimers();
    renderSlider(data());
    expect(screen.queryByRole('button', { name: 'Pause' })).toBeNull();
    act(() => vi.advanceTimersByTime(60_000));
    expect(position()).toBe('1 of 2');
  });

  it('autoplays only when the site sets autoplay_seconds, with a Pause button that stops it', () => {
    vi.useFakeTimers();
    renderSlider(data({ autoplaySeconds: 5 }));
    const pause = screen.getByRole('button', { name: 'Pause' });
    act(() => vi.advanceTimersByTime(5000));
    expect(position()).toMatch(/^2 of /);
    fireEvent.click(pause);
    expect(screen.getByRole('button', { name: 'Play' }).getAttribute('aria-pressed')).toBe('true');
    act(() => vi.advanceTimersByTime(20_000));
    expect(position()).toMatch(/^2 of /);
  });

  it('renders nothing without running slides', () => {
    const { container } = renderSlider(data({ slides: [] }));
    expect(container.innerHTML).toBe('');
  });
});

describe('promotionsSliderData', () => {
  const site = {
    promotions_slider: {
      slides: [slide('old', { expires_at: '2026-01-31' }), slide('now')],
      autoplay_seconds: null,
    },
    image_cdn: { base_url: null, width: 640, quality: 75 },
  };

  it('keeps the slides running now (start and expiry)', () => {
    const value = promotionsSliderData(site, new Date('2026-06-01T00:00:00Z'));
    expect(value.slides.map((item) => item.id)).toEqual(['now']);
  });
});

describe('<FeatureBanner /> (vehicle-stock §9 feature banner carousel)', () => {
  it('links /special-offers, /service and /trade-in, the service tile to an external booking page when set', () => {
    expect(featureBannerItems({ service_booking_url: null }).map((item) => item.href)).toEqual([
      '/special-offers',
      '/service',
      '/trade-in',
    ]);
    expect(featureBannerItems({ service_booking_url: 'https://book.example.com' })[1]?.href).toBe(
      'https://book.example.com',
    );
  });

  it('starts at index 1', () => {
    render(
      <MemoryRouter>
        <FeatureBanner items={featureBannerItems({ service_booking_url: null })} />
      </MemoryRouter>,
    );
    expect(position()).toMatch(/^2 of /);
  });
});
