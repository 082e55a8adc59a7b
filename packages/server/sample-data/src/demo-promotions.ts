import { PROMO_SCENES, type PromoScene, promoSceneSvg } from './promo-scene-svg.ts';

/** One demo promotions slide: its words, link and the vehicle its generated art shows. */
interface DemoSlide {
  id: string;
  title: string;
  text: string;
  cta: { label: string; href: string };
  vehicle: { simple_body: string; item_type?: string; colour: string };
}

/**
 * The demo sites' promotions slider slides (site-wide §9 1920x540), each site's own campaigns.
 * Their art is `/media/sites/{slug}/promo/{n}.svg`, drawn by `promoSceneSvg`.
 */
const DEMO_SLIDES: Readonly<Record<string, readonly DemoSlide[]>> = {
  'sunshine-used-cars': [
    {
      id: 'drive-away',
      title: 'One honest drive-away price',
      text: 'Every car checked, every price haggle-free.',
      cta: { label: 'Browse used cars', href: '/search/used-cars' },
      vehicle: { simple_body: 'SUV', colour: 'Ocean Blue' },
    },
    {
      id: 'trade-up',
      title: 'Trade up this month',
      text: 'Get a firm offer on your trade-in.',
      cta: { label: 'Value my trade-in', href: '/trade-in' },
      vehicle: { simple_body: 'Hatch', colour: 'Sunset Orange' },
    },
    {
      id: 'finance',
      title: 'Finance made simple',
      text: 'Weekly repayments on every car.',
      cta: { label: 'Get pre-approved', href: '/finance-pre-approval' },
      vehicle: { simple_body: 'Ute', colour: 'Glacier White' },
    },
  ],
  'metro-auto-group': [
    {
      id: 'group-sale',
      title: 'Group-wide stock sale',
      text: 'Every brand, every dealership, one search.',
      cta: { label: 'Shop all stock', href: '/search' },
      vehicle: { simple_body: 'Sedan', colour: 'Graphite Grey' },
    },
    {
      id: 'service',
      title: 'Service at any of our dealerships',
      text: 'Book online in two minutes.',
      cta: { label: 'Book a service', href: '/service' },
      vehicle: { simple_body: 'SUV', colour: 'Crimson Red' },
    },
  ],
  'coastal-toyota': [
    {
      id: 'hilux-run-out',
      title: 'HiLux run-out',
      text: 'Demo and new HiLux ready for the coast.',
      cta: { label: 'See the offers', href: '/special-offers' },
      vehicle: { simple_body: 'Ute', colour: 'Glacier White' },
    },
    {
      id: 'rav4-hybrid',
      title: 'RAV4 Hybrid in stock now',
      text: 'Drive away today.',
      cta: { label: 'View RAV4 stock', href: '/search/toyota/rav4' },
      vehicle: { simple_body: 'SUV', colour: 'Atomic Rush Red' },
    },
  ],
  'southern-cross-caravans': [
    {
      id: 'winter-escape',
      title: 'Your winter escape starts here',
      text: 'Caravans and campers ready to tow.',
      cta: { label: 'Browse caravans', href: '/search' },
      vehicle: { simple_body: 'Caravan', item_type: 'caravan', colour: 'White' },
    },
    {
      id: 'trade-in',
      title: 'Upgrade your van',
      text: 'We take caravans, campers and cars in trade.',
      cta: { label: 'Value my trade-in', href: '/trade-in' },
      vehicle: { simple_body: 'Caravan', item_type: 'caravan', colour: 'Silver' },
    },
  ],
  'highway-truck-and-bike-group': [
    {
      id: 'work-ready',
      title: 'Work-ready trucks',
      text: 'Light and medium trucks across our yards.',
      cta: { label: 'View trucks', href: '/search' },
      vehicle: { simple_body: 'Cab Chassis', item_type: 'truck', colour: 'White' },
    },
    {
      id: 'ride-season',
      title: 'Ride season is here',
      text: 'Road, adventure and dirt bikes.',
      cta: { label: 'View motorcycles', href: '/search' },
      vehicle: { simple_body: 'Motorcycle', item_type: 'motorcycle', colour: 'Lime Green' },
    },
  ],
  'harbour-city-mazda': [
    {
      id: 'cx-5',
      title: 'The Mazda CX-5, ready today',
      text: 'New and demo CX-5 across the range.',
      cta: { label: 'See the offers', href: '/special-offers' },
      vehicle: { simple_body: 'SUV', colour: 'Soul Red Crystal' },
    },
    {
      id: 'mazda3',
      title: 'Mazda3 drive-away deals',
      text: 'Hatch and sedan, in stock now.',
      cta: { label: 'View Mazda3 stock', href: '/search/mazda/mazda3' },
      vehicle: { simple_body: 'Hatch', colour: 'Machine Grey' },
    },
  ],
};

/** A demo site's `promotions_slider` config: its slides, no autoplay. */
export function demoPromotionsSlider(slug: string) {
  return {
    slides: (DEMO_SLIDES[slug] ?? []).map((slide, index) => ({
      id: slide.id,
      image_url: `/media/sites/${slug}/promo/${index + 1}.svg`,
      image_alt: '',
      title: slide.title,
      text: slide.text,
      cta: slide.cta,
      starts_at: null,
      expires_at: null,
    })),
    autoplay_seconds: null,
  };
}

/**
 * The art of a demo site's promotions slide `n` (1-based; `/media/sites/{slug}/promo/{n}.svg`)
 * in the site's primary colour, or null for an unknown site or slide.
 */
export function demoPromoSceneSvg(
  slug: string,
  n: number,
  sites: readonly { slug: string; config: Readonly<Record<string, unknown>> }[],
): string | null {
  const slide = DEMO_SLIDES[slug]?.[n - 1];
  const site = sites.find((candidate) => candidate.slug === slug);
  if (!slide || !site) return null;
  const theme = site.config.theme as { colors?: { primary?: string } } | undefined;
  const scene: PromoScene = PROMO_SCENES[(n - 1) % PROMO_SCENES.length] ?? 'showroom';
  return promoSceneSvg({
    scene,
    primary: theme?.colors?.primary ?? '#1f4e9c',
    vehicle: slide.vehicle,
    title: slide.title,
  });
}
