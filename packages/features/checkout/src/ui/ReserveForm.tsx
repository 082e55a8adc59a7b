import {
  CARD_AUTOCOMPLETE,
  formatCardExpiry,
  formatCardNumber,
  type ReserveFormInput,
  reserveFormSchema,
} from '@forecourt/lead-payloads';
import { SavedContactNotice } from '@forecourt/site-shell';
import { Button, ErrorBanner, TextField } from '@forecourt/ui-kit';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ChangeEvent, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { RESERVE_COPY } from '../reserve-copy.ts';

export interface ReserveFormProps {
  /** `$200`: shown on the button (vehicle-stock §9 "Reserve button text may show the amount"). */
  deposit: string;
  /** This attempt's Idempotency-Key: a double-click or a resend charges once. */
  idempotencyKey: string;
  defaultValues?: Partial<ReserveFormInput>;
  /** The server's answer: a message for the banner (a decline) and field messages. */
  serverError?: string | null;
  serverFields?: Readonly<Record<string, string>>;
  /** True while the form is submitting: the button is disabled and shows a spinner. */
  submitting?: boolean;
  /** Called with the form once the fields pass the shared schema (the route posts it). */
  onValid?: (form: HTMLFormElement) => void;
}

const FIELDS: {
  name: keyof ReserveFormInput;
  label: string;
  autoComplete: string;
  type?: string;
  inputMode?: 'numeric' | 'email' | 'tel';
}[] = [
  { name: 'name', label: 'First name', autoComplete: 'given-name' },
  { name: 'last_name', label: 'Last name', autoComplete: 'family-name' },
  { name: 'email', label: 'Email', autoComplete: 'email', type: 'email', inputMode: 'email' },
  { name: 'phone', label: 'Mobile number', autoComplete: 'tel', type: 'tel', inputMode: 'tel' },
];

const CARD_FIELDS: typeof FIELDS = [
  { name: 'card_name', label: 'Name on card', autoComplete: CARD_AUTOCOMPLETE.card_name },
  {
    name: 'card_number',
    label: 'Card number',
    autoComplete: CARD_AUTOCOMPLETE.card_number,
    inputMode: 'numeric',
  },
  {
    name: 'card_expiry',
    label: 'Expiry (MM/YY)',
    autoComplete: CARD_AUTOCOMPLETE.card_expiry,
    inputMode: 'numeric',
  },
  {
    name: 'card_cvc',
    label: 'Security code (CVC)',
    autoComplete: CARD_AUTOCOMPLETE.card_cvc,
    inputMode: 'numeric',
  },
];

/** Fields reformatted as typed: the number grouped as printed, the expiry as MM/YY from digits. */
const AS_TYPED: Partial<Record<keyof ReserveFormInput, (value: string) => string>> = {
  card_number: formatCardNumber,
  card_expiry: formatCardExpiry,
};

/**
 * The reserve form: contact fields and the embedded provider's test card,
 * checked with the shared `reserveFormSchema` (the server checks the same). A plain POST form,
 * so it works before scripts load; with scripts, the first wrong field takes focus and the
 * button shows a spinner while the payment runs. The card fields carry their autofill tokens
 * (cc-number, cc-exp, cc-csc, cc-name) and a numeric keypad; the number groups itself and the
 * expiry becomes MM/YY as digits are typed.
 */
export function ReserveForm({
  deposit,
  idempotencyKey,
  defaultValues,
  serverError,
  serverFields = {},
  submitting = false,
  onValid,
}: ReserveFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitted },
  } = useForm<ReserveFormInput>({
    resolver: zodResolver(reserveFormSchema),
    defaultValues,
    shouldFocusError: true,
  });
  const messageOf = (name: keyof ReserveFormInput) =>
    (errors[name]?.message as string | undefined) ??
    serverFields[name] ??
    serverFields[`payment.${name}`];
  const clientErrors = Object.keys(errors).length > 0;
  const banner = [
    ...(serverError ? [{ message: serverError }] : []),
    ...[...FIELDS, ...CARD_FIELDS].flatMap((spec) => {
      const message = messageOf(spec.name);
      return message ? [{ message, fieldId: `reserve-${spec.name}` }] : [];
    }),
  ];
  const field = (spec: (typeof FIELDS)[number]) => {
    const registered = register(spec.name);
    const format = AS_TYPED[spec.name];
    return (
      <TextField
        key={spec.name}
        id={`reserve-${spec.name}`}
        label={spec.label}
        required
        type={spec.type ?? 'text'}
        autoComplete={spec.autoComplete}
        inputMode={spec.inputMode}
        error={messageOf(spec.name)}
        {...registered}
        onChange={
          format
            ? (event: ChangeEvent<HTMLInputElement>) => {
                event.target.value = format(event.target.value);
                return registered.onChange(event);
              }
            : registered.onChange
        }
      />
    );
  };
  return (
    <form
      ref={formRef}
      method="post"
      noValidate
      className="fc-checkout-form"
      aria-label={RESERVE_COPY.heading}
      onSubmit={
        onValid
          ? handleSubmit(() => {
              if (formRef.current) onValid(formRef.current);
            })
          : undefined
      }
    >
      {banner.length > 0 ? (
        // Focus goes to the first wrong field after a check here; to the banner after the server's answer.
        <ErrorBanner errors={banner} focusOnShow={!(isSubmitted && clientErrors)} />
      ) : null}
      <input type="hidden" name="intent" value="reserve" />
      <input type="hidden" name="idempotency_key" value={idempotencyKey} />
      <fieldset className="fc-checkout-fieldset">
        <legend>{RESERVE_COPY.contactLegend}</legend>
        {/* site-wide §3 User: details saved from an earlier form fill this one. */}
        <SavedContactNotice />
        {FIELDS.map(field)}
      </fieldset>
      <fieldset className="fc-checkout-fieldset">
        <legend>{RESERVE_COPY.cardLegend}</legend>
        <p className="fc-checkout-test-notice">{RESERVE_COPY.testNotice}</p>
        {CARD_FIELDS.map(field)}
      </fieldset>
      <Button type="submit" variant="primary" size="lg" loading={submitting} fullWidth>
        {RESERVE_COPY.button(deposit)}
      </Button>
    </form>
  );
}
