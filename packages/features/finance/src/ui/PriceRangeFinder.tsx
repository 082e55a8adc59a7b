import { formatCurrency } from '@forecourt/format';
import { cx, RangeSlider } from '@forecourt/ui-kit';
import { useId, useState } from 'react';
import {
  PRICE_SLIDER_DEFAULTS,
  priceRangeSearchHref,
  priceSliderRange,
} from '../price-range-finder.ts';

export interface PriceRangeFinderTranslations {
  heading: string;
  price: string;
  button: string;
}

export const PRICE_RANGE_FINDER_TRANSLATIONS: PriceRangeFinderTranslations = {
  heading: 'Shop by price',
  price: 'Price range',
  button: 'View Cars',
};

export interface PriceRangeFinderProps {
  /** The starting range; the whole slider by default. */
  initialRange?: readonly [number, number];
  /** The results page (default `/search`). */
  searchPath?: string;
  headingLevel?: 2 | 3;
  className?: string;
  translations?: Partial<PriceRangeFinderTranslations>;
}

/**
 * The price range slider (site-wide §2 Screens, §5, §7, §9): two handles from $5,000 to
 * $250,000 in steps of 500, the minimum kept below the maximum, and a button to the results in
 * that range sorted by price descending.
 */
export function PriceRangeFinder({
  initialRange = [PRICE_SLIDER_DEFAULTS.min, PRICE_SLIDER_DEFAULTS.max],
  searchPath = '/search',
  headingLevel = 2,
  className,
  translations,
}: PriceRangeFinderProps) {
  const t = { ...PRICE_RANGE_FINDER_TRANSLATIONS, ...translations };
  const id = useId();
  const [range, setRange] = useState(() => priceSliderRange(initialRange));
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={cx('fc-price-range-finder', className)} aria-labelledby={`${id}-heading`}>
      <Heading id={`${id}-heading`}>{t.heading}</Heading>
      <RangeSlider
        label={t.price}
        min={PRICE_SLIDER_DEFAULTS.min}
        max={PRICE_SLIDER_DEFAULTS.max}
        step={PRICE_SLIDER_DEFAULTS.step}
        value={range}
        onValueChange={(next) => setRange(priceSliderRange(next))}
        formatValue={formatCurrency}
      />
      <a
        className="fc-button fc-button--primary fc-button--md"
        href={priceRangeSearchHref(range, searchPath)}
      >
        {t.button}
      </a>
    </section>
  );
}
