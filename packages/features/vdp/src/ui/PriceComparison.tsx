import { formatCurrency } from '@forecourt/format';
import type { PriceComparison as PriceComparisonData } from '@forecourt/pricing';
import { CountUp, cx, Gauge, Skeleton } from '@forecourt/ui-kit';
import { useRef } from 'react';
import { SIMILAR_VEHICLES_LAZY_MARGIN_PX } from '../similar-vehicles.ts';
import { useNearViewport } from './useNearViewport.ts';

export interface PriceComparisonClassNames {
  root: string;
  heading: string;
  status: string;
  price: string;
  range: string;
}

export interface PriceComparisonTranslations {
  heading: string;
  gauge: string;
  price: string;
  range: string;
  loading: string;
}

export const PRICE_COMPARISON_TRANSLATIONS: PriceComparisonTranslations = {
  heading: 'Price comparison',
  gauge: 'Price compared with the market',
  price: 'Listed price',
  range: 'Market range',
  loading: 'Loading the price comparison…',
};

/** Not asked for yet, on its way, or here (`comparison` null hides the widget). */
export type PriceComparisonStatus = 'idle' | 'loading' | 'ready';

export interface PriceComparisonProps {
  /** From `priceComparison()` (`@forecourt/pricing`); null hides the widget once ready. */
  comparison: PriceComparisonData | null;
  status: PriceComparisonStatus;
  /** Called once when the widget comes within `lazyMargin` px of view; the page loads it then. */
  onNearViewport?: () => void;
  lazyMargin?: number;
  headingLevel?: 2 | 3;
  className?: string;
  classNames?: Partial<PriceComparisonClassNames>;
  translations?: Partial<PriceComparisonTranslations>;
}

/**
 * The price comparison widget (vehicle-stock §2 Calculators, §4, §5, §9): a skeleton until its
 * data is here, then nothing when hidden, or the label (Good Deal, Great Deal or the server's
 * description) on a gauge filled in the low, medium or high band over 2.5 s, the listed price
 * counting up over 2 s and the market range. Both animations stop under
 * `prefers-reduced-motion` (the gauge by the theme's CSS, the count-up by itself).
 */
export function PriceComparison({
  comparison,
  status,
  onNearViewport,
  lazyMargin = SIMILAR_VEHICLES_LAZY_MARGIN_PX,
  headingLevel = 2,
  className,
  classNames,
  translations,
}: PriceComparisonProps) {
  const t = { ...PRICE_COMPARISON_TRANSLATIONS, ...translations };
  const rootRef = useRef<HTMLElement>(null);
  useNearViewport(rootRef, onNearViewport, { margin: lazyMargin, active: status === 'idle' });
  if (status === 'ready' && comparison === null) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = 'price-comparison-heading';
  return (
    <section
      ref={rootRef}
      aria-labelledby={headingId}
      aria-busy={status !== 'ready'}
      className={cx('fc-price-comparison', className, classNames?.root)}
    >
      <Heading id={headingId} className={cx('fc-price-comparison__heading', classNames?.heading)}>
        {t.heading}
      </Heading>
      {status === 'ready' && comparison ? (
        <>
          <Gauge
            value={comparison.fillValue}
            band={comparison.fill}
            label={t.gauge}
            valueText={comparison.label}
          />
          <p className={cx('fc-price-comparison__price', classNames?.price)}>
            {t.price}{' '}
            <strong>
              <CountUp value={comparison.listingPrice} from={0} format={formatCurrency} />
            </strong>
          </p>
          <p className={cx('fc-price-comparison__range', classNames?.range)}>
            {t.range} {formatCurrency(comparison.marketRangeMin)} –{' '}
            {formatCurrency(comparison.marketRangeMax)}
          </p>
        </>
      ) : (
        <div className={cx('fc-price-comparison__status', classNames?.status)}>
          <span className="fc-visually-hidden">{t.loading}</span>
          <Skeleton shape="rect" height={160} />
        </div>
      )}
    </section>
  );
}
