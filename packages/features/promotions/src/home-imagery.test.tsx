import { type PromotionSlide, promotionSlideSchema } from '@forecourt/site-config';
import { HomeSections } from '@forecourt/ui-kit';
import { registerStylesheets } from '@forecourt/ui-kit/stylesheets';
import { renderToString } from 'react-dom/server';
import { createRoutesStub, Links, Meta, Outlet, useLoaderData } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { type HomeImageryData, homeImagery } from './home-imagery.tsx';

const slide = (id: string, extra: Partial<PromotionSlide> = {}): PromotionSlide =>
  promotionSlideSchema.parse({
    id,
    image_url: `/media/sites/acme/promo/${id}.svg`,
    title: `Title ${id}`,
    cta: { label: `Go ${id}`, href: `/go/${id}` },
    ...extra,
  });

const site = {
  promotions_slider: {
    slides: [slide('ended', { expires_at: '2026-01-31' }), slide('a'), slide('b')],
    autoplay_seconds: null,
  },
  image_cdn: { base_url: null, quality: 75 },
  service_booking_url: null,
};

const NOW = new Date('2026-06-01T00:00:00Z');
const ORDER = ['hero-search', 'promotions', 'feature-banner'] as const;

beforeAll(() => {
  registerStylesheets({ '@forecourt/promotions/promotions.css': '/assets/promotions-test.css' });
});

/** The document as every app's root renders it: `<Meta>` and `<Links>` in the head. */
function RootDocument() {
  return (
    <html lang="en-AU">
      <head>
        <Meta />
        <Links />
      </head>
      <body>
        <Outlet />
      </body>
    </html>
  );
}

/** A home page's component as the three apps wire it: the imagery's sections in `HomeSections`. */
function Home() {
  const imagery = useLoaderData() as HomeImageryData;
  return (
    <HomeSections
      order={ORDER}
      sections={{ ...homeImagery.sections(imagery), 'hero-search': <h1>Find a car</h1> }}
    />
  );
}

/** The home page, its route's `links` and `meta` included, rendered on the server to a document. */
function renderHomeDocument(data: HomeImageryData): Document {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      Component: RootDocument,
      children: [
        {
          id: 'home',
          index: true,
          links: () => [...homeImagery.links()],
          meta: () => [{ title: 'Home' }],
          Component: Home,
        },
      ],
    },
  ]);
  const html = renderToString(
    <Stub initialEntries={['/']} hydrationData={{ loaderData: { root: null, home: data } }} />,
  );
  return new DOMParser().parseFromString(`<!DOCTYPE html>${html}`, 'text/html');
}

describe('homeImagery', () => {
  it('gives the loader the slides running now and the feature banner tiles (site-wide §9, vehicle-stock §9)', () => {
    const data = homeImagery.data(site, NOW);
    expect(data.promotions.slides.map((item) => item.id)).toEqual(['a', 'b']);
    expect(data.promotions.autoplaySeconds).toBeNull();
    expect(data.featureBanner.map((item) => item.href)).toEqual([
      '/special-offers',
      '/service',
      '/trade-in',
    ]);
  });

  it("links the slider's stylesheet", () => {
    expect(homeImagery.links()).toEqual([
      { rel: 'stylesheet', href: '/assets/promotions-test.css' },
    ]);
  });

  it('fills the promotions and feature-banner sections in the template order', () => {
    const document = renderHomeDocument(homeImagery.data(site, NOW));
    const names = [...document.querySelectorAll('[data-home-section]')].map((node) =>
      node.getAttribute('data-home-section'),
    );
    expect(names).toEqual(ORDER);
    expect(document.querySelector('[data-home-section="promotions"] img')).not.toBeNull();
    expect(
      document.querySelector('[data-home-section="feature-banner"] a[href="/trade-in"]'),
    ).not.toBeNull();
  });

  it("preloads the first slide's art exactly once, at high priority with its image's srcset and sizes (site-wide §9 LCP)", () => {
    const document = renderHomeDocument(homeImagery.data(site, NOW));
    const [first, second] = [
      ...document.querySelectorAll<HTMLImageElement>('.promotions-slider__image'),
    ];
    const srcset = first?.getAttribute('srcset') ?? '';
    expect(srcset).toContain('promo%2Fa.svg');
    const preloads = [...document.querySelectorAll('link[rel="preload"][as="image"]')];
    expect(preloads).toHaveLength(1);
    const [preload] = preloads;
    expect(preload?.parentElement?.tagName).toBe('HEAD');
    expect(preload?.getAttribute('imagesrcset')).toBe(srcset);
    expect(preload?.getAttribute('imagesizes')).toBe(first?.getAttribute('sizes'));
    expect(preload?.getAttribute('imagesizes')).toBe('100vw');
    expect(preload?.getAttribute('fetchpriority')).toBe('high');
    expect(first?.getAttribute('fetchpriority')).toBe('high');
    // The second slide is lazy: nothing preloads it.
    expect(second?.getAttribute('loading')).toBe('lazy');
  });

  it('preloads nothing when no slide is running', () => {
    const data = homeImagery.data(
      { ...site, promotions_slider: { slides: [], autoplay_seconds: null } },
      NOW,
    );
    const document = renderHomeDocument(data);
    expect(document.querySelectorAll('link[rel="preload"]')).toHaveLength(0);
    expect(document.querySelector('[data-home-section="promotions"] img')).toBeNull();
  });
});
