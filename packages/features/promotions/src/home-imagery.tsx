import { stylesheetLinks } from '@forecourt/ui-kit/stylesheets';
import type { ReactNode } from 'react';
import type { LinkDescriptor } from 'react-router';
import {
  FeatureBanner,
  type FeatureBannerItem,
  featureBannerItems,
  PromotionsSlider,
  type PromotionsSliderData,
  promotionsSliderData,
} from './ui/PromotionsSlider.tsx';

/** What a home page's loader returns for its imagery (plain data, serialised to the browser). */
export interface HomeImageryData {
  /** The running promotions slides, their autoplay setting and the image CDN (site-wide §9). */
  promotions: PromotionsSliderData;
  /** The feature banner's tiles (vehicle-stock §9). */
  featureBanner: FeatureBannerItem[];
}

/** The site config fields the imagery reads. */
export type HomeImagerySite = Parameters<typeof promotionsSliderData>[0] &
  Parameters<typeof featureBannerItems>[0];

/** The home sections the imagery fills, by their names in every template's order. */
export interface HomeImagerySections {
  promotions: ReactNode;
  'feature-banner': ReactNode;
}

/**
 * The imagery above the fold of every template's home page — the promotions slider (site-wide §9,
 * 1920 × 540; its first slide is the page's LCP image) and the feature banner carousel
 * (vehicle-stock §9) — wired in one place for the three home routes:
 *
 * - `data(site, now)` in the loader: `return { ...homeImagery.data(site, new Date()), … }`;
 * - `links()` in the route's `links`: the slider's and banner's stylesheet;
 * - `sections(loaderData)` in `HomeSections`: `sections={{ ...homeImagery.sections(data), … }}`.
 *
 * The route needs no `meta` for the first slide: the slider preloads its art itself, once.
 */
export const homeImagery = {
  data(site: HomeImagerySite, now: Date): HomeImageryData {
    return {
      promotions: promotionsSliderData(site, now),
      featureBanner: featureBannerItems(site),
    };
  },
  links(): LinkDescriptor[] {
    return stylesheetLinks('@forecourt/promotions/promotions.css');
  },
  sections(data: HomeImageryData): HomeImagerySections {
    return {
      promotions: <PromotionsSlider data={data.promotions} />,
      'feature-banner': <FeatureBanner items={data.featureBanner} />,
    };
  },
} as const;
