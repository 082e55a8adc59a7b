import { cx, PriceText } from '@forecourt/ui-kit';
import type { StickyState } from '../sticky-bars.ts';
import type { VdpPrice } from '../vehicle-detail.ts';
import { useStickyState } from './useStickyState.ts';

export interface StickyHeaderTranslations {
  /** The bar's accessible name, after the car's name. */
  label: string;
  /** Hidden text before the weekly figure. */
  weekly: string;
  /** After the weekly figure, e.g. `/wk`. */
  perWeek: string;
  getFinance: string;
  tradeIn: string;
}

const DEFAULT_TRANSLATIONS: StickyHeaderTranslations = {
  label: 'summary',
  weekly: 'Estimated weekly repayment',
  perWeek: '/wk',
  getFinance: 'Get Finance',
  tradeIn: 'Trade-In Valuation',
};

export interface StickyHeaderProps {
  title: string;
  /** The first photo (thumbnail), or null. */
  image: string | null;
  /** Transmission and body (vehicle-stock §2). */
  facts: readonly string[];
  price: VdpPrice;
  /** The finance package's weekly estimate at the site's rate, e.g. `$123`, or null. */
  weekly: string | null;
  /** Get Finance goes to the page's finance calculator; null hides the button. */
  financeHref: string | null;
  /** The trade-in valuation page (`/cars/trade-in?car_id={id}`); null hides the button. */
  tradeInHref: string | null;
  /** Fixes the state (stories and tests); otherwise it follows the page's scroll. */
  state?: StickyState;
  className?: string;
  translations?: Partial<StickyHeaderTranslations>;
}

/**
 * The vehicle page's sticky header (vehicle-stock §2, §9): a fixed bar that slides in after the
 * page is scrolled 500 px — photo, name, transmission and body, price and price type, the weekly
 * finance estimate, Get Finance and Trade-In Valuation — and takes its opened style past 900 px
 * (site-wide §4, §9; `data-state="opened"`, which a template's stylesheet may style). It is an
 * overlay (position: fixed), so it never moves the page; hidden, it is not focusable.
 */
export function StickyHeader(props: StickyHeaderProps) {
  const scrolled = useStickyState();
  const state = props.state ?? scrolled;
  const t = { ...DEFAULT_TRANSLATIONS, ...props.translations };
  const { price } = props;
  return (
    <section
      className={cx('fc-vdp-sticky-header', props.className)}
      data-state={state}
      aria-label={`${props.title} ${t.label}`}
      inert={state === 'hidden'}
    >
      <div className="fc-vdp-sticky-header__inner">
        {props.image ? (
          <img
            className="fc-vdp-sticky-header__image"
            src={props.image}
            alt=""
            width={96}
            height={64}
          />
        ) : null}
        <div className="fc-vdp-sticky-header__text">
          <p className="fc-vdp-sticky-header__name">{props.title}</p>
          {props.facts.length > 0 ? (
            <p className="fc-vdp-sticky-header__facts">{props.facts.join(' · ')}</p>
          ) : null}
        </div>
        <div className="fc-vdp-sticky-header__price">
          <PriceText
            size="sm"
            amount={price.amount}
            {...(price.priceType ? { priceType: price.priceType } : {})}
            {...(price.amount === null ? { text: price.text } : {})}
            translations={{ noPrice: price.text }}
          />
          {props.weekly ? (
            <p className="fc-vdp-sticky-header__weekly">
              <span className="visually-hidden">{t.weekly} </span>
              {props.weekly}
              {t.perWeek}
            </p>
          ) : null}
        </div>
        {props.financeHref || props.tradeInHref ? (
          <div className="fc-vdp-sticky-header__actions">
            {props.financeHref ? (
              <a className="fc-button fc-button--primary fc-button--sm" href={props.financeHref}>
                {t.getFinance}
              </a>
            ) : null}
            {props.tradeInHref ? (
              <a className="fc-button fc-button--secondary fc-button--sm" href={props.tradeInHref}>
                {t.tradeIn}
              </a>
            ) : null}
          </div>
        ) : null}
      </div>
    </section>
  );
}
