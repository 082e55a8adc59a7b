import { activePromotionSlides, type PromotionSlide } from '@forecourt/site-config';
import { Carousel, Image, imageSrcSet, imageUrl } from '@forecourt/ui-kit';
import { useEffect, useState } from 'react';
import { preload } from 'react-dom';
import { Link } from 'react-router';

/** The promotions slider's art size (site-wide §9 "Promotions slider 1920x540"). */
export const PROMOTIONS_SLIDER_SIZE = { width: 1920, height: 540 } as const;

/**
 * The width the art is transformed at: its srcset then holds 640, 1280 and 1920 wide candidates,
 * so a phone downloads the 640 one and a wide screen the full 1920.
 */
const TRANSFORM_WIDTH = 1280;

/** The slider's art fills the viewport's width. */
const SIZES = '100vw';

/** The image CDN settings the art goes through (the site's `image_cdn`). */
export interface PromotionsImageCdn {
  base_url: string | null;
  quality: number;
}

/** What the home page's loader hands the slider: the running slides and the autoplay setting. */
export interface PromotionsSliderData {
  slides: PromotionSlide[];
  autoplaySeconds: number | null;
  cdn: PromotionsImageCdn;
}

/**
 * The slider's data from the site config (site-wide §9): the slides running at `now` (start and
 * expiry), the autoplay setting (none by default) and the image CDN.
 */
export function promotionsSliderData(
  site: {
    promotions_slider: { slides: readonly PromotionSlide[]; autoplay_seconds: number | null };
    image_cdn: PromotionsImageCdn;
  },
  now: Date,
): PromotionsSliderData {
  return {
    slides: activePromotionSlides(site.promotions_slider.slides, now),
    autoplaySeconds: site.promotions_slider.autoplay_seconds,
    cdn: { base_url: site.image_cdn.base_url, quality: site.image_cdn.quality },
  };
}

function imageOptions(cdn: PromotionsImageCdn) {
  return { width: TRANSFORM_WIDTH, quality: cdn.quality, baseUrl: cdn.base_url };
}

/**
 * Preloads the first slide's art, the page's largest image (LCP), with react-dom's `preload`: the
 * same URL, srcset and sizes as its `<img>`, at high fetch priority. React keys an image preload
 * by its srcset and sizes and emits one per key, so the eager `<img>` adds no second one (a route
 * `meta` `<link rel="preload">` would be a second request React cannot see).
 */
function preloadFirstSlide(slide: PromotionSlide, cdn: PromotionsImageCdn): void {
  const options = imageOptions(cdn);
  const srcSet = imageSrcSet(slide.image_url, options);
  preload(imageUrl(slide.image_url, options), {
    as: 'image',
    fetchPriority: 'high',
    ...(srcSet ? { imageSrcSet: srcSet, imageSizes: SIZES } : {}),
  });
}

export interface PromotionsSliderProps {
  data: PromotionsSliderData;
  /** Names the slider (default `Promotions`). */
  label?: string;
}

/**
 * The home page's promotions slider (site-wide §9 1920x540): each slide's art through the image
 * CDN or `/_img` with a srcset, its title, line and call to action as HTML over it. The first
 * slide's art is eager at high priority and preloaded once (react-dom `preload`); the others
 * lazy. On the ui-kit carousel: swipe (scroll snap, before any JavaScript), arrow buttons and
 * keys, a carousel role description and slide labels. It never moves on its own unless the site
 * sets `autoplay_seconds`; then a Pause button stops it (WCAG 2.2.2). Renders nothing without
 * slides.
 */
export function PromotionsSlider({ data, label = 'Promotions' }: PromotionsSliderProps) {
  const { slides, autoplaySeconds, cdn } = data;
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(autoplaySeconds !== null);
  const count = slides.length;
  useEffect(() => {
    if (!playing || autoplaySeconds === null || count < 2) return;
    const timer = setInterval(
      () => setIndex((current) => (current + 1) % count),
      autoplaySeconds * 1000,
    );
    return () => clearInterval(timer);
  }, [playing, autoplaySeconds, count]);
  if (!count) return null;
  preloadFirstSlide(slides[0] as PromotionSlide, cdn);
  const options = imageOptions(cdn);
  return (
    <div className="promotions-slider">
      <Carousel
        label={label}
        loop
        index={index}
        onIndexChange={setIndex}
        translations={{ previous: 'Previous promotion', next: 'Next promotion' }}
        classNames={{ controls: 'promotions-slider__controls' }}
        slides={slides.map((slide, position) => (
          <div className="promotions-slider__slide" key={slide.id}>
            <Image
              className="promotions-slider__image"
              src={slide.image_url}
              alt={slide.image_alt}
              width={PROMOTIONS_SLIDER_SIZE.width}
              height={PROMOTIONS_SLIDER_SIZE.height}
              transformWidth={options.width}
              quality={options.quality}
              cdnBaseUrl={options.baseUrl}
              sizes={SIZES}
              priority={position === 0}
            />
            <div className="promotions-slider__body">
              <h2 className="promotions-slider__title">{slide.title}</h2>
              {slide.text ? <p className="promotions-slider__text">{slide.text}</p> : null}
              <Link className="button promotions-slider__cta" to={slide.cta.href}>
                {slide.cta.label}
              </Link>
            </div>
          </div>
        ))}
      />
      {autoplaySeconds !== null && count > 1 ? (
        <button
          type="button"
          className="promotions-slider__pause"
          aria-pressed={!playing}
          onClick={() => setPlaying((value) => !value)}
        >
          {playing ? 'Pause' : 'Play'}
        </button>
      ) : null}
    </div>
  );
}

/** One tile of the feature banner (vehicle-stock §2: /special-offers, /service, /trade-in). */
export interface FeatureBannerItem {
  title: string;
  text: string;
  href: string;
}

/**
 * The feature banner's tiles (site-wide §2 "Feature banner links: /special-offers, /service,
 * /trade-in"); the Service tile goes to the manufacturer's booking page when the site books
 * services there.
 */
export function featureBannerItems(site: {
  service_booking_url: string | null;
}): FeatureBannerItem[] {
  return [
    {
      title: 'Special offers',
      text: 'The latest deals on new and used stock.',
      href: '/special-offers',
    },
    {
      title: 'Book a service',
      text: 'Servicing by qualified technicians.',
      href: site.service_booking_url ?? '/service',
    },
    {
      title: 'Value your trade-in',
      text: 'Get an offer on your current vehicle.',
      href: '/trade-in',
    },
  ];
}

/**
 * The feature banner carousel (vehicle-stock §9 "Feature banner carousel starts at index 1 and
 * loops"): the /special-offers, /service and /trade-in tiles on the ui-kit carousel.
 */
export function FeatureBanner({
  items,
  label = 'Featured',
}: {
  items: readonly FeatureBannerItem[];
  label?: string;
}) {
  if (!items.length) return null;
  return (
    <div className="feature-banner">
      <Carousel
        label={label}
        startIndex={Math.min(1, items.length - 1)}
        loop
        slides={items.map((item) => (
          <Link className="feature-banner__tile" to={item.href} key={item.href}>
            <span className="feature-banner__title">{item.title}</span>
            <span className="feature-banner__text">{item.text}</span>
          </Link>
        ))}
      />
    </div>
  );
}
