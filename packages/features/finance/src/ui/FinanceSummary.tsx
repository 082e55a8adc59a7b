import { cx } from '@forecourt/ui-kit';
import type { FinanceSummaryView } from '../finance-view.ts';
import type { YouxQuoteView } from '../youx-quote.ts';

export interface FinanceSummaryClassNames {
  root: string;
  repayment: string;
  details: string;
  quote: string;
}

export interface FinanceSummaryTranslations {
  heading: string;
  perWeek: string;
  perMonth: string;
  comparisonRate: string;
  interestRate: string;
  term: string;
  years: string;
  deposit: string;
  quoteHeading: string;
  quoteWeekly: string;
  quoteRate: string;
  quoteComparison: string;
}

export const FINANCE_SUMMARY_TRANSLATIONS: FinanceSummaryTranslations = {
  heading: 'Finance',
  perWeek: 'per week',
  perMonth: 'per month',
  comparisonRate: 'Comparison rate',
  interestRate: 'Interest rate',
  term: 'Term',
  years: 'years',
  deposit: 'Deposit',
  quoteHeading: 'Personalised quote',
  quoteWeekly: 'Weekly repayment',
  quoteRate: 'Advertised rate',
  quoteComparison: 'Comparison rate',
};

export interface FinanceSummaryProps {
  /** From `financeView(...).view.summary`. */
  summary: FinanceSummaryView;
  /** From `youxQuoteView(quote)`; values are `-` when there is no quote (site-wide §7). Omit to hide. */
  quote?: YouxQuoteView | null;
  /** Where "Finance" links to, e.g. `#finance` (the page's finance section). */
  href?: string;
  className?: string;
  classNames?: Partial<FinanceSummaryClassNames>;
  translations?: Partial<FinanceSummaryTranslations>;
}

/**
 * The sidebar's finance summary (vehicle-stock §2 Sidebar, §3 Finance data): the lender's
 * repayment in whole dollars per week (per month for a monthly-only lender), comparison rate,
 * interest, term and deposit, and the personalised quote (site-wide §4, §7).
 */
export function FinanceSummary({
  summary,
  quote,
  href,
  className,
  classNames,
  translations,
}: FinanceSummaryProps) {
  const t = { ...FINANCE_SUMMARY_TRANSLATIONS, ...translations };
  const per = summary.per === 'month' ? t.perMonth : t.perWeek;
  return (
    <section
      className={cx('fc-finance-summary', className, classNames?.root)}
      aria-label={t.heading}
    >
      <p className={cx('fc-finance-summary__repayment', classNames?.repayment)}>
        {href ? (
          <a href={href}>
            <strong>{summary.repayment}</strong> {per}
          </a>
        ) : (
          <>
            <strong>{summary.repayment}</strong> {per}
          </>
        )}
      </p>
      <dl className={cx('fc-finance-summary__details', classNames?.details)}>
        <div>
          <dt>{t.comparisonRate}</dt>
          <dd>{summary.comparisonRate}</dd>
        </div>
        <div>
          <dt>{t.interestRate}</dt>
          <dd>{summary.interestRate}</dd>
        </div>
        {summary.termYears !== null ? (
          <div>
            <dt>{t.term}</dt>
            <dd>
              {summary.termYears} {t.years}
            </dd>
          </div>
        ) : null}
        {summary.deposit !== null ? (
          <div>
            <dt>{t.deposit}</dt>
            <dd>{summary.deposit}</dd>
          </div>
        ) : null}
      </dl>
      {quote ? (
        <dl
          className={cx('fc-finance-summary__quote', classNames?.quote)}
          aria-label={t.quoteHeading}
        >
          <div>
            <dt>{t.quoteWeekly}</dt>
            <dd>{quote.weeklyRepayment}</dd>
          </div>
          <div>
            <dt>{t.quoteRate}</dt>
            <dd>{quote.advertisedRate}</dd>
          </div>
          <div>
            <dt>{t.quoteComparison}</dt>
            <dd>{quote.comparisonRate}</dd>
          </div>
        </dl>
      ) : null}
    </section>
  );
}
