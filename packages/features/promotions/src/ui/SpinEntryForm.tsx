import { type SpinEntryInput, spinEntrySchema } from '@forecourt/lead-payloads';
import { SavedContactNotice } from '@forecourt/site-shell';
import { Button, ErrorBanner, TextField } from '@forecourt/ui-kit';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { SPIN_COPY } from '../copy.ts';

export interface SpinEntryFormProps {
  promotionId: string;
  /** A signed-in shopper spins with the verified contact of the account: no fields. */
  signedIn: boolean;
  defaultValues?: Partial<Record<keyof SpinEntryInput, string>>;
  serverError?: string | null;
  serverFields?: Readonly<Record<string, string>>;
  /** True while the server draws: the button is disabled and shows a spinner. */
  submitting?: boolean;
  onValid?: (form: HTMLFormElement) => void;
}

const FIELDS: {
  name: keyof SpinEntryInput;
  label: string;
  autoComplete: string;
  type: string;
  required: boolean;
}[] = [
  { name: 'name', label: SPIN_COPY.name, autoComplete: 'given-name', type: 'text', required: true },
  { name: 'email', label: SPIN_COPY.email, autoComplete: 'email', type: 'email', required: false },
  { name: 'phone', label: SPIN_COPY.phone, autoComplete: 'tel', type: 'tel', required: false },
];

/**
 * The spin button, with the entry fields where the site lets shoppers spin without signing in
 * (site-wide §2): a first name and an email or mobile number, checked with the shared
 * `spinEntrySchema`. A plain POST form; with scripts, errors are listed and focused.
 */
export function SpinEntryForm({
  promotionId,
  signedIn,
  defaultValues,
  serverError,
  serverFields = {},
  submitting = false,
  onValid,
}: SpinEntryFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitted },
  } = useForm<Partial<Record<keyof SpinEntryInput, string>>>({
    resolver: signedIn ? undefined : (zodResolver(spinEntrySchema) as never),
    defaultValues,
    shouldFocusError: true,
  });
  const messageOf = (name: keyof SpinEntryInput) =>
    (errors[name]?.message as string | undefined) ?? serverFields[name];
  const banner = [
    ...(serverError ? [{ message: serverError }] : []),
    ...(signedIn
      ? []
      : FIELDS.flatMap((spec) => {
          const message = messageOf(spec.name);
          return message ? [{ message, fieldId: `spin-${spec.name}` }] : [];
        })),
  ];
  const clientErrors = Object.keys(errors).length > 0;
  return (
    <form
      ref={formRef}
      method="post"
      noValidate
      className="fc-pay-form"
      aria-label={SPIN_COPY.spin}
      onSubmit={
        onValid
          ? handleSubmit(() => {
              if (formRef.current) onValid(formRef.current);
            })
          : undefined
      }
    >
      {banner.length > 0 ? (
        <ErrorBanner errors={banner} focusOnShow={!(isSubmitted && clientErrors)} />
      ) : null}
      <input type="hidden" name="promotion_id" value={promotionId} />
      {signedIn ? null : (
        <fieldset className="fc-pay-fieldset">
          <legend>{SPIN_COPY.entryLegend}</legend>
          <p>{SPIN_COPY.entryHelp}</p>
          {/* site-wide §3 User: details saved from an earlier form fill this one. */}
          <SavedContactNotice />
          {FIELDS.map((spec) => (
            <TextField
              key={spec.name}
              id={`spin-${spec.name}`}
              label={spec.label}
              required={spec.required}
              type={spec.type}
              autoComplete={spec.autoComplete}
              error={messageOf(spec.name)}
              defaultValue={defaultValues?.[spec.name]}
              {...register(spec.name)}
            />
          ))}
        </fieldset>
      )}
      <Button type="submit" variant="primary" size="lg" loading={submitting} fullWidth>
        {submitting ? SPIN_COPY.spinning : SPIN_COPY.spin}
      </Button>
    </form>
  );
}
