import {
  type Bound,
  boundsHelpText,
  clampToBounds,
  comparisonRate,
  FREQUENCIES,
  feesTotal,
  feeText,
  financeDisclaimer,
  isWithinBounds,
  nonNegativeAmount,
  type PaymentFrequency,
  periodFee,
  repayment,
  repaymentDisplay,
  roundRepayment,
  totalPayable,
} from '@forecourt/finance-math';
import { formatCurrency, truncateFinanceDisclaimer } from '@forecourt/format';
import { cx, RadioGroup, Slider, TextField } from '@forecourt/ui-kit';
import { useState } from 'react';
import type { CalculatorSettings, FinanceDisclaimerView } from '../finance-view.ts';
import { FinanceDisclaimer } from './FinanceDisclaimer.tsx';

/** The calculator's fields. */
export type CalculatorField = 'amount' | 'term' | 'interest' | 'deposit' | 'residual';

/** The calculator's values: dollars, years, percent per year and the frequency. */
export interface CalculatorValues {
  amount: number;
  term: number;
  interest: number;
  deposit: number;
  residual: number;
  frequency: PaymentFrequency;
}

export interface FinanceCalculatorClassNames {
  root: string;
  field: string;
  result: string;
  fee: string;
}

export interface FinanceCalculatorTranslations {
  heading: string;
  labels: Record<CalculatorField, string>;
  /** The number input beside each slider, e.g. `Enter purchase price`. */
  inputLabels: Record<CalculatorField, string>;
  frequency: string;
  frequencies: Record<PaymentFrequency, string>;
  repayment: Record<PaymentFrequency, string>;
  total: string;
  /** The heading of the fee list under the result. */
  fees: string;
  /** The lender's stated comparison rate range beside the result (site-wide §9). */
  comparisonRateRange: string;
  /** The monthly account fee line under the result; `{fee}` is replaced (site-wide §9). */
  monthlyFee: string;
  years: string;
}

export const FINANCE_CALCULATOR_TRANSLATIONS: FinanceCalculatorTranslations = {
  heading: 'Finance calculator',
  labels: {
    amount: 'Purchase price',
    term: 'Loan term',
    interest: 'Interest rate',
    deposit: 'Deposit or trade-in',
    residual: 'Balloon / residual',
  },
  inputLabels: {
    amount: 'Enter purchase price in dollars',
    term: 'Enter loan term in years',
    interest: 'Enter interest rate in percent',
    deposit: 'Enter deposit or trade-in in dollars',
    residual: 'Enter balloon / residual in dollars',
  },
  frequency: 'Payment frequency',
  frequencies: { weekly: 'Weekly', fortnightly: 'Fortnightly', monthly: 'Monthly' },
  repayment: {
    weekly: 'Weekly repayment',
    fortnightly: 'Fortnightly repayment',
    monthly: 'Monthly repayment',
  },
  total: 'Total payable',
  fees: 'Fees included in the amount financed',
  comparisonRateRange: 'Comparison rate range',
  monthlyFee: 'Each repayment includes a monthly account fee of {fee}.',
  years: 'years',
};

export interface FinanceCalculatorProps {
  /** From `financeView(...).view.calculator`. */
  settings: CalculatorSettings;
  /** Starting values; default the settings' defaults and weekly. */
  initialValues?: Partial<CalculatorValues>;
  /** Called on every change, e.g. to carry the amount into the Request a Quote form. */
  onValuesChange?: (values: CalculatorValues) => void;
  /** Called once, on the shopper's first change (analytics event 26 hooks in here). */
  onFirstUse?: () => void;
  headingLevel?: 2 | 3;
  className?: string;
  classNames?: Partial<FinanceCalculatorClassNames>;
  translations?: Partial<FinanceCalculatorTranslations>;
}

const FIELDS: readonly CalculatorField[] = ['amount', 'term', 'interest', 'deposit', 'residual'];
const MONEY_FIELDS = new Set<CalculatorField>(['amount', 'deposit', 'residual']);

/** The calculator's result: the repayment texts from finance-math (site-wide §9). */
export function calculatorResult(values: CalculatorValues, settings: CalculatorSettings) {
  const periodsPerYear = FREQUENCIES[values.frequency];
  // The dealer's monthly account fee rides on every repayment (site-wide §9).
  const payment =
    periodFee(settings.monthlyFee, values.frequency) +
    repayment({
      amount: values.amount,
      deposit: values.deposit,
      fees: feesTotal(settings.fees),
      annualRatePct: values.interest,
      termYears: values.term,
      periodsPerYear,
      balloon: values.residual,
    });
  const shown = roundRepayment(payment, { roundUp: settings.roundUp, unit: 'dollar' });
  return repaymentDisplay(payment, {
    roundUp: settings.roundUp,
    total: totalPayable({
      payment: shown,
      termYears: values.term,
      periodsPerYear,
      balloon: values.residual,
    }),
  });
}

/**
 * The disclaimer of the loan the calculator shows now (vehicle-stock §9): its price, deposit,
 * term, rate and balloon, with the site's stated comparison rate while the rate is the site's,
 * else one worked out from the rate and the fee.
 */
export function calculatorDisclaimer(
  values: CalculatorValues,
  settings: CalculatorSettings,
): FinanceDisclaimerView {
  const full = settings.disclaimerTemplate
    ? fillDisclaimerTemplate(settings.disclaimerTemplate, values, settings)
    : platformDisclaimer(values, settings);
  const short = truncateFinanceDisclaimer(full);
  return { full, short, truncated: short !== full };
}

function shownComparisonRate(values: CalculatorValues, settings: CalculatorSettings): number {
  return values.interest === settings.interestRatePct
    ? settings.comparisonRatePct
    : comparisonRate({
        annualRatePct: values.interest,
        establishmentFee: feesTotal(settings.fees),
      });
}

/**
 * A dealer's own disclaimer (`finance.disclaimer`) with `{rate}` `{comparison_rate}` `{term}`
 * `{deposit}` `{balloon}` `{amount}` filled from the calculator's current inputs and `{fees}`
 * with the total of the fees financed, so the comparison rate it quotes always belongs to the
 * loan on screen (vehicle-stock §9).
 */
export function fillDisclaimerTemplate(
  template: string,
  values: CalculatorValues,
  settings: CalculatorSettings,
): string {
  const percent = (value: number) => `${Number(value.toFixed(2))}% p.a.`;
  const filled: Record<string, string> = {
    rate: percent(values.interest),
    comparison_rate: percent(shownComparisonRate(values, settings)),
    term: `${values.term} ${values.term === 1 ? 'year' : 'years'}`,
    deposit: formatCurrency(values.deposit),
    balloon: formatCurrency(values.residual),
    amount: formatCurrency(values.amount),
    fees: feeText(feesTotal(settings.fees)),
    comparison_rate_range: settings.comparisonRateRange
      ? comparisonRateRangeText(settings.comparisonRateRange)
      : '',
  };
  return template.replace(/\{([a-z_]+)\}/g, (whole, name: string) => filled[name] ?? whole);
}

/** "8.38% to 19.42% p.a.": the lender's stated comparison rate range (site-wide §9). */
export function comparisonRateRangeText(range: { min: number; max: number }): string {
  const figure = (value: number) => `${Number(value.toFixed(2))}%`;
  return `${figure(range.min)} to ${figure(range.max)} p.a.`;
}

function platformDisclaimer(values: CalculatorValues, settings: CalculatorSettings): string {
  return financeDisclaimer({
    price: values.amount,
    deposit: values.deposit,
    amountFinanced: values.amount - values.deposit + feesTotal(settings.fees),
    interestRatePct: values.interest,
    comparisonRatePct: shownComparisonRate(values, settings),
    termYears: values.term,
    balloon: values.residual,
    fees: settings.fees,
    monthlyFee: settings.monthlyFee,
    loan: settings.loan,
  });
}

function startValues(
  settings: CalculatorSettings,
  initial: Partial<CalculatorValues> | undefined,
): CalculatorValues {
  const { bounds } = settings;
  return {
    amount: bounds.amount.default,
    term: bounds.term.default,
    interest: bounds.interest.default,
    deposit: settings.depositDefault,
    residual: settings.residualDefault,
    frequency: 'weekly',
    ...initial,
  };
}

/**
 * The vehicle page's finance calculator (vehicle-stock §2, §5, §9; site-wide §9): purchase price,
 * term, interest, deposit or trade-in and balloon, each a slider with a labelled number input
 * and the help text `Cannot be less than {min} or more than {max}`; payment frequency weekly,
 * fortnightly or monthly. The repayment is finance-math's amortisation with the site's fees
 * financed (each listed under the result, label and amount), in whole dollars, with the total payable; at or below 25 it reads Enquire for Finance
 * and the total is blank. Sliders keep to the bounds; typed values are clamped when the field
 * is left (the amount: below zero becomes 0, out of range is flagged with the help text). It
 * starts at the car's estimate (`financeView`), so its first figure is the one the card and the
 * page show, and its disclaimer always describes the loan on screen.
 */
export function FinanceCalculator({
  settings,
  initialValues,
  onValuesChange,
  onFirstUse,
  headingLevel = 2,
  className,
  classNames,
  translations,
}: FinanceCalculatorProps) {
  const t = {
    ...FINANCE_CALCULATOR_TRANSLATIONS,
    ...translations,
  };
  const [values, setValues] = useState(() => startValues(settings, initialValues));
  const [drafts, setDrafts] = useState<Partial<Record<CalculatorField, string>>>({});
  const [used, setUsed] = useState(false);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  const update = (next: Partial<CalculatorValues>) => {
    const merged = { ...values, ...next };
    setValues(merged);
    onValuesChange?.(merged);
    if (!used) {
      setUsed(true);
      onFirstUse?.();
    }
  };

  const boundOf = (field: CalculatorField): Bound => settings.bounds[field];
  const format = (field: CalculatorField) =>
    MONEY_FIELDS.has(field)
      ? formatCurrency
      : field === 'term'
        ? (value: number) => `${value} ${t.years}`
        : (value: number) => `${value}%`;

  const typed = (field: CalculatorField, text: string) => {
    setDrafts((current) => ({ ...current, [field]: text }));
    const number = Number(text);
    if (text.trim() === '' || Number.isNaN(number)) return;
    if (field === 'amount') {
      // Below zero is set to 0 at once, and the field shows it (site-wide §9).
      if (number < 0) setDrafts((current) => ({ ...current, amount: undefined }));
      update({ amount: nonNegativeAmount(number) });
    } else if (isWithinBounds(number, boundOf(field))) update({ [field]: number });
  };

  const left = (field: CalculatorField) => {
    const text = drafts[field];
    setDrafts((current) => ({ ...current, [field]: undefined }));
    if (text === undefined || field === 'amount') return;
    update({ [field]: clampToBounds(Number(text === '' ? Number.NaN : text), boundOf(field)) });
  };

  const result = calculatorResult(values, settings);
  return (
    <section
      className={cx('fc-finance-calculator', className, classNames?.root)}
      aria-labelledby="finance-calculator-heading"
    >
      <Heading id="finance-calculator-heading">{t.heading}</Heading>
      {FIELDS.map((field) => {
        const bound = boundOf(field);
        const help = boundsHelpText(bound, MONEY_FIELDS.has(field) ? formatCurrency : String);
        const invalid = field === 'amount' && !isWithinBounds(values.amount, bound);
        return (
          <div key={field} className={cx('fc-finance-calculator__field', classNames?.field)}>
            <Slider
              label={t.labels[field]}
              min={bound.min}
              max={bound.max}
              step={bound.step}
              value={clampToBounds(values[field], bound)}
              formatValue={format(field)}
              onValueChange={(value) => {
                setDrafts((current) => ({ ...current, [field]: undefined }));
                update({ [field]: value });
              }}
            />
            <TextField
              label={t.inputLabels[field]}
              hideLabel
              type="number"
              inputMode="decimal"
              min={bound.min}
              max={bound.max}
              step={bound.step}
              value={drafts[field] ?? String(values[field])}
              onChange={(event) => typed(field, event.currentTarget.value)}
              onBlur={() => left(field)}
              {...(MONEY_FIELDS.has(field) ? { prefix: '$' } : {})}
              help={invalid ? undefined : help}
              error={invalid ? help : undefined}
            />
          </div>
        );
      })}
      <RadioGroup
        label={t.frequency}
        orientation="horizontal"
        value={values.frequency}
        onValueChange={(value) => update({ frequency: value as PaymentFrequency })}
        options={(Object.keys(FREQUENCIES) as PaymentFrequency[]).map((frequency) => ({
          value: frequency,
          label: t.frequencies[frequency],
        }))}
      />
      <dl className={cx('fc-finance-calculator__result', classNames?.result)}>
        <div>
          <dt>{t.repayment[values.frequency]}</dt>
          <dd>{result.repayment}</dd>
        </div>
        <div>
          <dt>{t.total}</dt>
          <dd>{result.total}</dd>
        </div>
        {settings.comparisonRateRange ? (
          <div>
            <dt>{t.comparisonRateRange}</dt>
            <dd>{comparisonRateRangeText(settings.comparisonRateRange)}</dd>
          </div>
        ) : null}
      </dl>
      {settings.fees.length > 0 ? (
        <div className={cx('fc-finance-calculator__fee', classNames?.fee)}>
          <p id="finance-calculator-fees">{t.fees}</p>
          <ul aria-labelledby="finance-calculator-fees">
            {settings.fees.map((fee) => (
              <li key={fee.label}>
                <span>{fee.label}</span> <span>{feeText(fee.amount)}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {settings.monthlyFee > 0 ? (
        <p className={cx('fc-finance-calculator__fee', classNames?.fee)}>
          {t.monthlyFee.replace('{fee}', feeText(settings.monthlyFee))}
        </p>
      ) : null}
      <FinanceDisclaimer disclaimer={calculatorDisclaimer(values, settings)} />
    </section>
  );
}
