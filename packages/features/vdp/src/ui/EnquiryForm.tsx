import { FORM_ERRORS_HEADING } from '@forecourt/lead-payloads';
import { SavedContactNotice } from '@forecourt/site-shell';
import { Button, cx, ErrorBanner, type ErrorBannerItem, TextField } from '@forecourt/ui-kit';
import { type ReactElement, type ReactNode, useId } from 'react';
import {
  ENQUIRY_TEXT_FIELDS,
  type EnquiryFormInput,
  type EnquiryTextField,
} from '../enquiry-submission.ts';

export interface EnquiryFormClassNames {
  root: string;
  fields: string;
  field: string;
  optIn: string;
  error: string;
  submit: string;
}

export interface EnquiryFormTranslations {
  labels: Record<EnquiryTextField, string>;
  optIn: string;
  /** The terms agreement tick box's label (sites with `terms_required`). */
  terms: string;
  submit: string;
  submitting: string;
  /** Heading of the field error banner (site-wide §8). */
  errorsHeading: string;
}

export const ENQUIRY_FORM_TRANSLATIONS: EnquiryFormTranslations = {
  labels: {
    name: 'First name',
    last_name: 'Last name',
    email: 'Email',
    phone: 'Mobile',
    postcode: 'Postcode',
    message: 'Message',
  },
  optIn: 'Keep me up to date with news and offers',
  terms: 'I agree to the terms of use',
  submit: 'Send Enquiry',
  submitting: 'Sending',
  errorsHeading: FORM_ERRORS_HEADING,
};

const INPUTS: Record<
  EnquiryTextField,
  { type?: string; autoComplete?: string; inputMode?: 'numeric' | 'tel' | 'email' }
> = {
  name: { autoComplete: 'given-name' },
  last_name: { autoComplete: 'family-name' },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  phone: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  postcode: { autoComplete: 'postal-code', inputMode: 'numeric' },
  message: {},
};

export interface EnquiryFormProps {
  /** What the fields start with: the car form's message, or what was typed before a failed submit. */
  values?: EnquiryFormInput;
  /** Field messages from `enquiryLead()` or the server (`{ [field]: message }`). */
  fieldErrors?: Readonly<Record<string, string>>;
  /** The server's error, or "An unexpected error occured." (vehicle-stock §8). */
  formError?: string | null;
  /** Shows the submit button's spinner. */
  submitting?: boolean;
  /** Shows the terms agreement tick box the site requires (site-wide §5 `terms_required`). */
  termsRequired?: boolean;
  /** Hidden values sent with the form (e.g. `subcategory`). */
  hidden?: Readonly<Record<string, string>>;
  /** Text fields the shopper may leave empty, e.g. the test drive message (vehicle-stock §5). */
  optionalFields?: readonly EnquiryTextField[];
  /**
   * Hide the text fields' labels visually; they still name the fields, and each shows its label
   * as placeholder (the request photos form, vehicle-stock §5 "core fields without labels").
   */
  hideLabels?: boolean;
  /** Further fields after the text fields, e.g. the test drive booking and location. */
  children?: ReactNode;
  /**
   * Wraps the fields in a form. Default: a native `<form method="post">` (works without
   * scripts); a React Router app passes its `Form` or `fetcher.Form`.
   */
  renderForm?: (content: ReactNode, props: { className: string }) => ReactElement;
  className?: string;
  classNames?: Partial<EnquiryFormClassNames>;
  translations?: Partial<EnquiryFormTranslations>;
}

/**
 * The enquiry form: first name, last name, email, mobile, postcode, message and the opt-in
 * (ticked by default); field errors under each field and in a banner headed "Please fix the
 * following errors:", the server's error above the button, and a spinner while submitting.
 */
export function EnquiryForm({
  values = {},
  fieldErrors = {},
  formError = null,
  submitting = false,
  termsRequired = false,
  hidden = {},
  optionalFields = [],
  hideLabels = false,
  children,
  renderForm = (content, props) => (
    <form method="post" noValidate className={props.className}>
      {content}
    </form>
  ),
  className,
  classNames,
  translations,
}: EnquiryFormProps) {
  const t = { ...ENQUIRY_FORM_TRANSLATIONS, ...translations };
  const prefix = useId();
  const fieldId = (name: string) => `${prefix}-${name}`;
  const bannerErrors: ErrorBannerItem[] = ENQUIRY_TEXT_FIELDS.flatMap((name) => {
    const message = fieldErrors[name];
    return message ? [{ message, fieldId: fieldId(name) }] : [];
  });
  for (const [name, message] of Object.entries(fieldErrors)) {
    if (!(ENQUIRY_TEXT_FIELDS as readonly string[]).includes(name)) bannerErrors.push({ message });
  }
  const content = (
    <>
      {bannerErrors.length > 0 ? (
        <ErrorBanner errors={bannerErrors} translations={{ heading: t.errorsHeading }} />
      ) : null}
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {/* site-wide §3 User: details saved from an earlier form fill this one. */}
      <SavedContactNotice />
      <div className={cx('fc-vdp-enquiry__fields', classNames?.fields)}>
        {ENQUIRY_TEXT_FIELDS.map((name) => (
          <TextField
            key={name}
            id={fieldId(name)}
            name={name}
            label={t.labels[name]}
            required={!optionalFields.includes(name)}
            hideLabel={hideLabels}
            {...(hideLabels ? { placeholder: t.labels[name] } : {})}
            multiline={name === 'message'}
            defaultValue={values[name] ?? ''}
            error={fieldErrors[name]}
            className={classNames?.field}
            {...INPUTS[name]}
          />
        ))}
      </div>
      {children}
      <div className={cx('fc-checkbox', 'fc-vdp-enquiry__opt-in', classNames?.optIn)}>
        <input
          id={fieldId('opt_in')}
          type="checkbox"
          name="opt_in"
          defaultChecked={values.opt_in ?? false}
        />
        <label htmlFor={fieldId('opt_in')}>{t.optIn}</label>
      </div>
      {termsRequired ? (
        <div className={cx('fc-checkbox', 'fc-vdp-enquiry__terms', classNames?.optIn)}>
          <input
            id={fieldId('terms_agreed')}
            type="checkbox"
            name="terms_agreed"
            required
            defaultChecked={values.terms_agreed ?? false}
            aria-invalid={fieldErrors.terms_agreed ? true : undefined}
          />
          <label htmlFor={fieldId('terms_agreed')}>{t.terms}</label>
        </div>
      ) : null}
      {formError && bannerErrors.length === 0 ? (
        <p role="alert" className={cx('fc-vdp-enquiry__error', classNames?.error)}>
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
  return renderForm(content, { className: cx('fc-vdp-enquiry', className, classNames?.root) });
}
