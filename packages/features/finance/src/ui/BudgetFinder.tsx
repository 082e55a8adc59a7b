import type { BudgetFrequency } from '@forecourt/finance-math';
import { formatCurrency } from '@forecourt/format';
import { cx, RadioGroup, TextField } from '@forecourt/ui-kit';
import { useEffect, useId, useRef, useState } from 'react';
import {
  BUDGET_FINDER_DEFAULTS,
  BUDGET_FREQUENCIES,
  type BudgetFinderSettings,
  type BudgetFinderValues,
  budgetFinderHeading,
  budgetFinderView,
  budgetFrequency,
  budgetInputNumber,
} from '../budget-finder.ts';

export interface BudgetFinderTranslations {
  heading: string;
  bodyType: string;
  allBodies: string;
  frequency: string;
  frequencies: Record<BudgetFrequency, string>;
  repayment: string;
  deposit: string;
  budget: string;
}

export const BUDGET_FINDER_TRANSLATIONS: BudgetFinderTranslations = {
  /** Default: the site's vehicle word (`budgetFinderHeading`). */
  heading: 'Find cars for your budget',
  bodyType: 'Body type',
  allBodies: 'All',
  frequency: 'Repayments',
  frequencies: { weekly: 'Weekly', fortnightly: 'Fortnightly', monthly: 'Monthly' },
  repayment: 'Repayment',
  deposit: 'Deposit',
  budget: 'Your budget',
};

export interface BudgetFinderProps {
  /** Body types to pick from (body facet values, e.g. `SUV`). */
  bodies: readonly string[];
  /** The site's term, results path and the stock's price range. */
  settings: BudgetFinderSettings;
  /** Starting values (site-wide §9 defaults). */
  initialValues?: Partial<BudgetFinderValues>;
  headingLevel?: 2 | 3;
  className?: string;
  translations?: Partial<BudgetFinderTranslations>;
}

const ALL = '';

/**
 * Find cars for your budget (site-wide §2 Screens, §4, §5, §7, §8, §9): body type pickers, the
 * repayment frequency (weekly, fortnightly or monthly), a repayment and a deposit input, the
 * computed budget on the site's finance basis with that basis stated below it (announced politely
 * as it changes) and a link `View {car type}s In This Range` to the results page up to the
 * budget — or, below the cheapest car, a disabled `0 {car type}s Found` and the message
 * `No {car type}s found for this budget`.
 */
export function BudgetFinder({
  bodies,
  settings,
  initialValues,
  headingLevel = 2,
  className,
  translations,
}: BudgetFinderProps) {
  const t = {
    ...BUDGET_FINDER_TRANSLATIONS,
    heading: budgetFinderHeading(settings.vehicles),
    ...translations,
  };
  const id = useId();
  const [values, setValues] = useState<BudgetFinderValues>({
    ...BUDGET_FINDER_DEFAULTS,
    ...initialValues,
  });
  const [repaymentText, setRepaymentText] = useState(String(values.repayment));
  const [depositText, setDepositText] = useState(String(values.deposit));
  const root = useRef<HTMLElement>(null);
  // What the shopper chose or typed before hydration stays in the server's DOM: take it over.
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const checked = element.querySelector<HTMLInputElement>(
      `input[name="${CSS.escape(`${id}-frequency`)}"]:checked`,
    );
    const typed = (field: string) =>
      element.querySelector<HTMLInputElement>(`#${CSS.escape(`${id}-${field}`)}`)?.value;
    const repaymentTyped = typed('repayment');
    const depositTyped = typed('deposit');
    setValues((v) => ({
      ...v,
      ...(checked ? { frequency: budgetFrequency(checked.value) } : {}),
      ...(repaymentTyped !== undefined ? { repayment: budgetInputNumber(repaymentTyped) } : {}),
      ...(depositTyped !== undefined ? { deposit: budgetInputNumber(depositTyped) } : {}),
    }));
    if (repaymentTyped !== undefined) setRepaymentText(repaymentTyped);
    if (depositTyped !== undefined) setDepositText(depositTyped);
  }, [id]);
  const view = budgetFinderView(values, settings);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section
      ref={root}
      className={cx('fc-budget-finder', className)}
      aria-labelledby={`${id}-heading`}
    >
      <Heading id={`${id}-heading`}>{t.heading}</Heading>
      {bodies.length > 0 ? (
        <RadioGroup
          label={t.bodyType}
          orientation="horizontal"
          value={values.body ?? ALL}
          onValueChange={(body) => setValues((v) => ({ ...v, body: body === ALL ? null : body }))}
          options={[
            { value: ALL, label: t.allBodies },
            ...bodies.map((body) => ({ value: body, label: body })),
          ]}
          className="fc-budget-finder__bodies"
        />
      ) : null}
      {/*
        Native radios: the page server-renders this widget and hydrates it only when reached, so a
        choice made before the code arrives must live in the DOM (read back on mount below).
      */}
      <fieldset className="fc-budget-finder__frequency fc-radio-group fc-radio-group--horizontal">
        <legend>{t.frequency}</legend>
        {BUDGET_FREQUENCIES.map((frequency) => (
          <label key={frequency} className="fc-budget-finder__frequency-option">
            <input
              type="radio"
              name={`${id}-frequency`}
              value={frequency}
              checked={values.frequency === frequency}
              onChange={(event) => {
                const picked = budgetFrequency(event.currentTarget.value);
                setValues((v) => ({ ...v, frequency: picked }));
              }}
            />{' '}
            {t.frequencies[frequency]}
          </label>
        ))}
      </fieldset>
      <div className="fc-budget-finder__inputs">
        <TextField
          id={`${id}-repayment`}
          label={t.repayment}
          prefix="$"
          inputMode="decimal"
          value={repaymentText}
          onChange={(event) => {
            setRepaymentText(event.target.value);
            setValues((v) => ({ ...v, repayment: budgetInputNumber(event.target.value) }));
          }}
        />
        <TextField
          id={`${id}-deposit`}
          label={t.deposit}
          prefix="$"
          inputMode="decimal"
          value={depositText}
          onChange={(event) => {
            setDepositText(event.target.value);
            setValues((v) => ({ ...v, deposit: budgetInputNumber(event.target.value) }));
          }}
        />
      </div>
      <p className="fc-budget-finder__budget" aria-live="polite">
        {t.budget}: <strong data-testid="budget">{formatCurrency(view.budget)}</strong>
      </p>
      {view.tooLow ? <p className="fc-budget-finder__too-low">{view.tooLow}</p> : null}
      <p className="fc-budget-finder__disclaimer">{view.disclaimer}</p>
      {view.href ? (
        <a className="fc-button fc-button--primary fc-button--md" href={view.href}>
          {view.buttonText}
        </a>
      ) : (
        <button type="button" className="fc-button fc-button--primary fc-button--md" disabled>
          {view.buttonText}
        </button>
      )}
    </section>
  );
}
