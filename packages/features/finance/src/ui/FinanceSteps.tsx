import { cx } from '@forecourt/ui-kit';

export interface FinanceStepsTranslations {
  heading: string;
  steps: readonly string[];
}

/** The finance steps (site-wide §2): fill out the contact form, the finance team contacts you, purchase. */
export const FINANCE_STEPS_TRANSLATIONS: FinanceStepsTranslations = {
  heading: 'How it works',
  steps: ['Fill out the contact form', 'Our finance team contacts you', 'Purchase your vehicle'],
};

export interface FinanceStepsProps {
  headingLevel?: 2 | 3;
  className?: string;
  translations?: Partial<FinanceStepsTranslations>;
}

/** The finance steps list (site-wide §2 Screens): an ordered list of the three steps. */
export function FinanceSteps({ headingLevel = 2, className, translations }: FinanceStepsProps) {
  const t = { ...FINANCE_STEPS_TRANSLATIONS, ...translations };
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={cx('fc-finance-steps', className)} aria-labelledby="finance-steps-heading">
      <Heading id="finance-steps-heading">{t.heading}</Heading>
      <ol className="fc-finance-steps__list">
        {t.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </section>
  );
}
