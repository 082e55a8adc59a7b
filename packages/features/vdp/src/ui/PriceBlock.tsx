import { cx, PriceText, Tag } from '@forecourt/ui-kit';
import type { VdpPrice } from '../vehicle-detail.ts';

export interface PriceBlockClassNames {
  root: string;
  tag: string;
  price: string;
  marketBadge: string;
}

export interface PriceBlockTranslations {
  /** Hidden text before the was-price (default `Was`). */
  was: string;
  /** Hidden text before the price when there is a was-price (default `Now`). */
  now: string;
}

export interface PriceBlockProps {
  price: VdpPrice;
  /** A status tag shown above the price, e.g. `COMING SOON` (vehicle-stock §4). */
  tag?: string | null;
  /** The market-price badge beside the price, e.g. `$1,200 below market price` (vehicle-stock §4). */
  marketBadge?: string | null;
  className?: string;
  classNames?: Partial<PriceBlockClassNames>;
  translations?: Partial<PriceBlockTranslations>;
}

/**
 * The sidebar price: the shown price with its price type, the struck-through was-price when
 * before_price exceeds it, or the pre-order / no-price text (vehicle-stock §2, §4), and the
 * market-price badge when the page gives one (vehicle-stock §4, from `marketPriceBadge`).
 */
export function PriceBlock({
  price,
  tag,
  marketBadge,
  className,
  classNames,
  translations,
}: PriceBlockProps) {
  return (
    <div className={cx('fc-vdp-price', className, classNames?.root)}>
      {tag ? (
        <Tag tone="accent" className={classNames?.tag}>
          {tag}
        </Tag>
      ) : null}
      <PriceText
        size="lg"
        amount={price.amount}
        wasAmount={price.wasAmount}
        {...(price.priceType ? { priceType: price.priceType } : {})}
        {...(price.amount === null ? { text: price.text } : {})}
        translations={{ noPrice: price.text, ...translations }}
        className={classNames?.price}
      />
      {marketBadge ? (
        <Tag tone="success" appearance="subtle" className={classNames?.marketBadge}>
          {marketBadge}
        </Tag>
      ) : null}
    </div>
  );
}
