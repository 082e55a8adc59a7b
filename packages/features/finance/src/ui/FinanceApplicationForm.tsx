import { FORM_ERRORS_HEADING } from '@forecourt/lead-payloads';
import { SavedContactNotice } from '@forecourt/site-shell';
import {
  Button,
  cx,
  ErrorBanner,
  type ErrorBannerItem,
  FormField,
  TextField,
} from '@forecourt/ui-kit';
import type { z } from '@forecourt/validation';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import {
  FINANCE_FORM_ANCHOR,
  FINANCE_TEXT_FIELDS,
  type FinanceApplicationValues,
  type FinanceTextField,
  financeApplicationSchema,
} from '../finance-application.ts';

export interface FinanceApplicationFormClassNames {
  root: string;
  fields: string;
  field: string;
  optIn: string;
  error: string;
  submit: string;
}

export interface FinanceApplicationFormTranslations {
  labels: Record<FinanceTextField, string>;
  preferredDealership: string;
  chooseDealership: string;
  optIn: string;
  submit: string;
  submitting: string;
  errorsHeading: string;
}

export const FINANCE_APPLICATION_FORM_TRANSLATIONS: FinanceApplicationFormTranslations = {
  labels: {
    name: 'First name',
    last_name: 'Last name',
    email: 'Email',
    phone: 'Mobile',
    postcode: 'Postcode',
    vehiclePriceBudget: 'Vehicle price budget (optional)',
    message: 'Message (optional)',
  },
  preferredDealership: 'Preferred dealership',
  chooseDealership: 'Choose a dealership',
  optIn: 'Keep me up to date with news and offers',
  submit: 'Apply for Finance',
  submitting: 'Sending',
  errorsHeading: FORM_ERRORS_HEADING,
};

const INPUTS: Record<
  FinanceTextField,
  { type?: string; autoComplete?: string; inputMode?: 'numeric' | 'tel' | 'email' | 'decimal' }
> = {
  name: { autoComplete: 'given-name' },
  last_name: { autoComplete: 'family-name' },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  phone: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  postcode: { autoComplete: 'postal-code', inputMode: 'numeric', maxLength: 4 } as never,
  vehiclePriceBudget: { inputMode: 'decimal' },
  message: {},
};

const OPTIONAL: readonly FinanceTextField[] = ['vehiclePriceBudget', 'message'];
const HIDDEN = ['car_id', 'car_type', 'vin'] as const;
/** Field order for the banner and for focus (site-wide §8). */
const ORDER = ['preferredDealership', ...FINANCE_TEXT_FIELDS] as const;

export interface DealershipOption {
  value: string;
  label: string;
}

export interface FinanceApplicationFormProps {
  /** What the fields start with: the link's parameters, the shopper's details, or what was typed. */
  values?: FinanceApplicationValues;
  /**
   * The site's dealerships; above one the preferred dealership select shows and is required
   * (site-wide §5); otherwise the parameter is kept as a hidden field.
   */
  dealerships?: readonly DealershipOption[];
  /** Field messages from the server (`{ [field]: message }`), shown until the next check. */
  fieldErrors?: Readonly<Record<string, string>>;
  /** The server's error, "An unexpected error occured." (site-wide §8). */
  formError?: string | null;
  /** Disables the button and shows its spinner (site-wide §4). */
  submitting?: boolean;
  /**
   * Called with the form once the values pass the schema; the page submits it (React Router's
   * `useSubmit`). Without it the form posts natively.
   */
  onValidSubmit?: (form: HTMLFormElement) => void;
  className?: string;
  classNames?: Partial<FinanceApplicationFormClassNames>;
  translations?: Partial<FinanceApplicationFormTranslations>;
}

function messagesOf(errors: FieldErrors): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, error] of Object.entries(errors)) {
    if (error && typeof error.message === 'string') out[name] = error.message;
  }
  return out;
}

/**
 * The finance application form (vehicle-stock §2 `#finance-form`; site-wide §4, §5, §8):
 * react-hook-form over `financeApplicationSchema` (the same schema the page's action checks),
 * the core contact fields, the preferred dealership on a multi-dealership site, the vehicle
 * price budget, an optional message and the opt-in, with car_id, car_type and vin carried as
 * hidden fields. Errors show under each field and in the banner headed "Please fix the following
 * errors:", focus goes to the first field in error, and the button is disabled with a spinner
 * while submitting. It posts natively before hydration.
 */
export function FinanceApplicationForm({
  values = {},
  dealerships = [],
  fieldErrors = {},
  formError = null,
  submitting = false,
  onValidSubmit,
  className,
  classNames,
  translations,
}: FinanceApplicationFormProps) {
  const t = {
    ...FINANCE_APPLICATION_FORM_TRANSLATIONS,
    ...translations,
    labels: { ...FINANCE_APPLICATION_FORM_TRANSLATIONS.labels, ...translations?.labels },
  };
  const prefix = useId();
  const fieldId = (name: string) => `${prefix}-${name}`;
  const chooseDealership = dealerships.length > 1;
  const schema = useMemo(
    () => financeApplicationSchema({ dealershipCount: dealerships.length }),
    [dealerships.length],
  );
  const {
    register,
    handleSubmit,
    formState: { errors, submitCount },
  } = useForm<FinanceApplicationValues>({
    // The schema's output (numbers, defaults) is for the server; the form keeps its text (raw).
    resolver: zodResolver(
      schema as unknown as z.ZodType<FinanceApplicationValues, FinanceApplicationValues>,
      undefined,
      { raw: true },
    ),
    defaultValues: { opt_in: false, ...values },
    // Focus goes to the first field in error in the order shown (below), not registration order.
    shouldFocusError: false,
  });
  const focusFirst = (names: readonly string[]) => {
    const first = ORDER.find((name) => names.includes(name));
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  const clientErrors = messagesOf(errors);
  // After a client check the client's messages win; before one, the server's show.
  const shown = submitCount > 0 ? clientErrors : { ...fieldErrors };
  const bannerErrors: ErrorBannerItem[] = ORDER.flatMap((name) =>
    shown[name] ? [{ message: shown[name], fieldId: fieldId(name) }] : [],
  );
  for (const [name, message] of Object.entries(shown)) {
    if (!(ORDER as readonly string[]).includes(name)) bannerErrors.push({ message });
  }

  // Server errors: focus the first field in error once they arrive (site-wide §8).
  const serverSignature = Object.keys(fieldErrors).join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus once per new set of server errors
  useEffect(() => {
    if (serverSignature) focusFirst(serverSignature.split(','));
  }, [serverSignature]);

  return (
    <form
      id={FINANCE_FORM_ANCHOR}
      method="post"
      noValidate
      aria-label="Finance application"
      className={cx('fc-finance-application', className, classNames?.root)}
      onSubmit={handleSubmit(
        (_data, event) => {
          const form = (event?.target ?? null) as HTMLFormElement | null;
          if (!form) return;
          if (onValidSubmit) onValidSubmit(form);
          else form.submit();
        },
        (invalid) => focusFirst(Object.keys(invalid)),
      )}
    >
      {bannerErrors.length > 0 ? (
        <ErrorBanner
          errors={bannerErrors}
          focusOnShow={false}
          translations={{ heading: t.errorsHeading }}
        />
      ) : null}
      {HIDDEN.map((name) => (
        <input key={name} type="hidden" defaultValue={values[name] ?? ''} {...register(name)} />
      ))}
      {/* site-wide §3 User: details saved from an earlier form fill this one. */}
      <SavedContactNotice />
      <div className={cx('fc-finance-application__fields', classNames?.fields)}>
        {chooseDealership ? (
          <FormField
            label={t.preferredDealership}
            required
            id={fieldId('preferredDealership')}
            error={shown.preferredDealership}
            className={classNames?.field}
          >
            {({ labelId: _labelId, ...control }) => (
              <select
                {...control}
                defaultValue={values.preferredDealership ?? ''}
                {...register('preferredDealership')}
                className="fc-finance-select"
              >
                <option value="">{t.chooseDealership}</option>
                {dealerships.map((dealership) => (
                  <option key={dealership.value} value={dealership.value}>
                    {dealership.label}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        ) : (
          <input
            type="hidden"
            defaultValue={values.preferredDealership ?? ''}
            {...register('preferredDealership')}
          />
        )}
        {FINANCE_TEXT_FIELDS.map((name) => (
          <TextField
            key={name}
            id={fieldId(name)}
            label={t.labels[name]}
            required={!OPTIONAL.includes(name)}
            multiline={name === 'message'}
            error={shown[name]}
            className={classNames?.field}
            {...INPUTS[name]}
            // Server-rendered values, so the form is filled before hydration and without scripts.
            defaultValue={values[name] ?? ''}
            {...register(name)}
          />
        ))}
      </div>
      <div className={cx('fc-checkbox', 'fc-finance-application__opt-in', classNames?.optIn)}>
        <input
          id={fieldId('opt_in')}
          type="checkbox"
          defaultChecked={values.opt_in ?? false}
          {...register('opt_in')}
        />
        <label htmlFor={fieldId('opt_in')}>{t.optIn}</label>
      </div>
      {formError && bannerErrors.length === 0 ? (
        <p role="alert" className={cx('fc-finance-application__error', classNames?.error)}>
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
    </form>
  );
}
