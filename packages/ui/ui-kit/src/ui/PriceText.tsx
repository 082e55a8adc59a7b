import { formatCurrency } from '@forecourt/format';
import { PLATFORM_DEFAULTS } from '@forecourt/site-config';
import { cx } from './cx.ts';

export interface PriceTextClassNames {
  root: string;
  amount: string;
  priceType: string;
  was: string;
}

export interface PriceTextTranslations {
  /** Shown when there is no price (default: the platform's no-price text, `Contact Us`). */
  noPrice: string;
  /** Hidden text before the was-price (default `Was`). */
  was: string;
  /** Hidden text before the current price when there is a was-price (default `Now`). */
  now: string;
}

export interface PriceTextProps {
  /** Whole dollars; `null` shows the no-price text. */
  amount: number | null;
  /**
   * The was-price, shown struck through. Decide whether it applies with `wasPrice()` from
   * `@forecourt/pricing` (vehicle-stock §4).
   */
  wasAmount?: number | null;
  /** E.g. `Drive Away` or `Excl. Govt. Charges`. */
  priceType?: string;
  /** Text shown instead of an amount, e.g. `PREORDER` from `displayPrice()`. */
  text?: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
  classNames?: Partial<PriceTextClassNames>;
  translations?: Partial<PriceTextTranslations>;
}

/** A price as `$34,990` (site-wide §9, `formatCurrency`), with an optional was-price and type. */
export function PriceText({
  amount,
  wasAmount,
  priceType,
  text,
  size = 'md',
  className,
  classNames,
  translations,
}: PriceTextProps) {
  const t: PriceTextTranslations = {
    noPrice: PLATFORM_DEFAULTS.texts.no_price,
    was: 'Was',
    now: 'Now',
    ...translations,
  };
  const hasWas = typeof wasAmount === 'number' && amount !== null;
  return (
    <span className={cx('fc-price', `fc-price--${size}`, className, classNames?.root)}>
      {hasWas && (
        <s className={cx('fc-price__was', classNames?.was)}>
          <span className="fc-visually-hidden">{t.was} </span>
          {formatCurrency(wasAmount)}
        </s>
      )}
      <span className={cx('fc-price__amount', classNames?.amount)}>
        {hasWas && <span className="fc-visually-hidden">{t.now} </span>}
        {text ?? (amount === null ? t.noPrice : formatCurrency(amount))}
      </span>
      {priceType && amount !== null && !text && (
        <span className={cx('fc-price__type', classNames?.priceType)}>{priceType}</span>
      )}
    </span>
  );
}
