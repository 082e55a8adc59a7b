import { FORM_ERRORS_HEADING } from '@forecourt/lead-payloads';
import { SavedContactNotice } from '@forecourt/site-shell';
import { Button, cx, ErrorBanner, type ErrorBannerItem, TextField } from '@forecourt/ui-kit';
import { type ReactElement, type ReactNode, useId } from 'react';
import {
  FINANCE_QUOTE_INTENT,
  QUOTE_TEXT_FIELDS,
  type QuoteFormInput,
  type QuoteTextField,
} from '../finance-quote-lead.ts';

export interface RequestQuoteFormClassNames {
  root: string;
  fields: string;
  field: string;
  optIn: string;
  error: string;
  submit: string;
}

export interface RequestQuoteFormTranslations {
  heading: string;
  labels: Record<QuoteTextField, string>;
  optIn: string;
  submit: string;
  submitting: string;
  errorsHeading: string;
}

export const REQUEST_QUOTE_FORM_TRANSLATIONS: RequestQuoteFormTranslations = {
  heading: 'Request a Quote',
  labels: {
    name: 'First name',
    last_name: 'Last name',
    email: 'Email',
    phone: 'Mobile',
    postcode: 'Postcode',
    message: 'Message (optional)',
  },
  optIn: 'Keep me up to date with news and offers',
  submit: 'Request a Quote',
  submitting: 'Sending',
  errorsHeading: FORM_ERRORS_HEADING,
};

const INPUTS: Record<
  QuoteTextField,
  { type?: string; autoComplete?: string; inputMode?: 'numeric' | 'tel' | 'email' }
> = {
  name: { autoComplete: 'given-name' },
  last_name: { autoComplete: 'family-name' },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  phone: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  postcode: { autoComplete: 'postal-code', inputMode: 'numeric' },
  message: {},
};

export interface RequestQuoteFormProps {
  /** What the fields start with, or what was typed before a failed submit. */
  values?: QuoteFormInput;
  /** The calculator's amount, sent as `vehiclePriceBudget`. */
  amount?: number | null;
  fieldErrors?: Readonly<Record<string, string>>;
  /** The server's error, or "An unexpected error occured." (vehicle-stock §8). */
  formError?: string | null;
  submitting?: boolean;
  /** Wraps the fields in a form; default a native `<form method="post">`. */
  renderForm?: (content: ReactNode, props: { className: string }) => ReactElement;
  headingLevel?: 2 | 3;
  className?: string;
  classNames?: Partial<RequestQuoteFormClassNames>;
  translations?: Partial<RequestQuoteFormTranslations>;
}

/**
 * Request a Quote (vehicle-stock §2 Calculators): the core contact fields, an optional message
 * and the opt-in, posted with `intent=finance_quote` and the calculator's amount to the vehicle
 * page's action, which sends a finance lead and goes to /success (vehicle-stock §4, §7, §8).
 */
export function RequestQuoteForm({
  values = {},
  amount = null,
  fieldErrors = {},
  formError = null,
  submitting = false,
  renderForm = (content, props) => (
    <form method="post" noValidate className={props.className}>
      {content}
    </form>
  ),
  headingLevel = 3,
  className,
  classNames,
  translations,
}: RequestQuoteFormProps) {
  const t = { ...REQUEST_QUOTE_FORM_TRANSLATIONS, ...translations };
  const prefix = useId();
  const fieldId = (name: string) => `${prefix}-${name}`;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const bannerErrors: ErrorBannerItem[] = QUOTE_TEXT_FIELDS.flatMap((name) => {
    const message = fieldErrors[name];
    return message ? [{ message, fieldId: fieldId(name) }] : [];
  });
  for (const [name, message] of Object.entries(fieldErrors)) {
    if (!(QUOTE_TEXT_FIELDS as readonly string[]).includes(name)) bannerErrors.push({ message });
  }
  const budget = amount !== null ? String(amount) : (values.vehiclePriceBudget ?? '');
  const content = (
    <>
      <Heading id={fieldId('heading')}>{t.heading}</Heading>
      {bannerErrors.length > 0 ? (
        <ErrorBanner errors={bannerErrors} translations={{ heading: t.errorsHeading }} />
      ) : null}
      <input type="hidden" name="intent" value={FINANCE_QUOTE_INTENT} />
      {budget ? <input type="hidden" name="vehiclePriceBudget" value={budget} /> : null}
      {/* site-wide §3 User: details saved from an earlier form fill this one. */}
      <SavedContactNotice />
      <div className={cx('fc-request-quote__fields', classNames?.fields)}>
        {QUOTE_TEXT_FIELDS.map((name) => (
          <TextField
            key={name}
            id={fieldId(name)}
            name={name}
            label={t.labels[name]}
            required={name !== 'message'}
            multiline={name === 'message'}
            defaultValue={values[name] ?? ''}
            error={fieldErrors[name]}
            className={classNames?.field}
            {...INPUTS[name]}
          />
        ))}
      </div>
      <div className={cx('fc-checkbox', 'fc-request-quote__opt-in', classNames?.optIn)}>
        <input
          id={fieldId('opt_in')}
          type="checkbox"
          name="opt_in"
          defaultChecked={values.opt_in ?? false}
        />
        <label htmlFor={fieldId('opt_in')}>{t.optIn}</label>
      </div>
      {formError && bannerErrors.length === 0 ? (
        <p role="alert" className={cx('fc-request-quote__error', classNames?.error)}>
          {formError}
        </p>
      ) : null}
      <Button
        type="submit"
        variant="primary"
        loading={submitting}
        translations={{ loading: t.submitting }}
        className={classNames?.submit}
      >
        {t.submit}
      </Button>
    </>
  );
  return renderForm(content, { className: cx('fc-request-quote', className, classNames?.root) });
}
