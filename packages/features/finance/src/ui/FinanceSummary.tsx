import { cx } from '@forecourt/ui-kit';
import type { FinanceSummaryView } from '../finance-view.ts';

export interface FinanceSummaryClassNames {
  root: string;
  heading: string;
  repayment: string;
  details: string;
  link: string;
}

export interface FinanceSummaryTranslations {
  heading: string;
  perWeek: string;
  perMonth: string;
  price: string;
  comparisonRate: string;
  interestRate: string;
  term: string;
  years: string;
  deposit: string;
  balloon: string;
  loan: string;
  loans: Record<FinanceSummaryView['loan'], string>;
  calculate: string;
}

export const FINANCE_SUMMARY_TRANSLATIONS: FinanceSummaryTranslations = {
  heading: 'Finance estimate',
  perWeek: 'per week',
  perMonth: 'per month',
  price: 'Price',
  comparisonRate: 'Comparison rate',
  interestRate: 'Interest rate',
  term: 'Term',
  years: 'years',
  deposit: 'Deposit',
  balloon: 'Final payment',
  loan: 'Loan',
  loans: { consumer: 'Secured consumer loan', commercial: 'Commercial loan' },
  calculate: 'Work out your own repayments',
};

export interface FinanceSummaryProps {
  /** From `financeView(...).view.summary`. */
  summary: FinanceSummaryView;
  /** Where the link to the calculator goes, e.g. `#finance`. Omit to hide the link. */
  href?: string;
  className?: string;
  classNames?: Partial<FinanceSummaryClassNames>;
  translations?: Partial<FinanceSummaryTranslations>;
}

/**
 * The vehicle page's one finance estimate (vehicle-stock §2 Sidebar; site-wide §9): labelled,
 * the weekly repayment in whole dollars with its monthly equivalent, and the basis it was worked
 * out on — price, interest rate, comparison rate, term, deposit, final payment and the kind of
 * loan — so the figure can be read and checked. Enquire for Finance at or below $25.
 */
export function FinanceSummary({
  summary,
  href,
  className,
  classNames,
  translations,
}: FinanceSummaryProps) {
  const t = { ...FINANCE_SUMMARY_TRANSLATIONS, ...translations };
  const rows: [string, string][] = [
    [t.price, summary.price],
    [t.interestRate, summary.interestRate],
    ...(summary.loan === 'consumer'
      ? ([[t.comparisonRate, summary.comparisonRate]] as [string, string][])
      : []),
    [t.term, `${summary.termYears} ${t.years}`],
    [t.deposit, summary.deposit],
    ...(summary.balloon ? ([[t.balloon, summary.balloon]] as [string, string][]) : []),
    [t.loan, t.loans[summary.loan]],
  ];
  return (
    <section
      className={cx('fc-finance-summary', className, classNames?.root)}
      aria-labelledby="finance-summary-heading"
    >
      <p
        id="finance-summary-heading"
        className={cx('fc-finance-summary__heading', classNames?.heading)}
      >
        {t.heading}
      </p>
      <p
        className={cx('fc-finance-summary__repayment', classNames?.repayment)}
        data-testid="finance-estimate"
      >
        {summary.enquire ? (
          <strong>{summary.repayment}</strong>
        ) : (
          <>
            <strong>{summary.repayment}</strong> {t.perWeek} ({summary.monthly} {t.perMonth})
          </>
        )}
      </p>
      <dl className={cx('fc-finance-summary__details', classNames?.details)}>
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {href ? (
        <a className={cx('fc-finance-summary__link', classNames?.link)} href={href}>
          {t.calculate}
        </a>
      ) : null}
    </section>
  );
}
