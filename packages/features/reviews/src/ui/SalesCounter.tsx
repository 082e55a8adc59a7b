import { SALES_COUNTER_COUNT_UP_MS } from '@forecourt/format';
import { CountUp } from '@forecourt/ui-kit';

export interface SalesCounterTranslations {
  heading: string;
  /** After the number. */
  sold: string;
  cta: string;
}

export const SALES_COUNTER_TRANSLATIONS: SalesCounterTranslations = {
  heading: 'Sales today',
  sold: 'cars sold today',
  cta: 'Find yours',
};

export interface SalesCounterProps {
  count: number;
  /** The call to action's target (site-wide §2 "with calls to action"). */
  href?: string;
  translations?: Partial<SalesCounterTranslations>;
}

/**
 * The sales counter banner (site-wide §2, §4, §9): the day's count, which counts up from its
 * previous value over 2 seconds when it changes (ui-kit `CountUp`: jumps with
 * `prefers-reduced-motion`, screen readers get the final number). The digits sit in a box three
 * figures wide, so a changing number moves nothing around it.
 */
export function SalesCounter({ count, href = '/search', translations }: SalesCounterProps) {
  const t = { ...SALES_COUNTER_TRANSLATIONS, ...translations };
  return (
    <section className="sales-counter" aria-labelledby="sales-counter-heading">
      <h2 id="sales-counter-heading" className="fc-visually-hidden">
        {t.heading}
      </h2>
      <p className="sales-counter__text">
        <CountUp
          value={count}
          durationMs={SALES_COUNTER_COUNT_UP_MS}
          className="sales-counter__count"
        />{' '}
        {t.sold}
      </p>
      <a className="button sales-counter__cta" href={href}>
        {t.cta}
      </a>
    </section>
  );
}
