import {
  CARD_AUTOCOMPLETE,
  dollarsToCents,
  formatCardExpiry,
  formatCardNumber,
  ONLINE_PAYMENT_PURPOSES,
  type OnlinePaymentFormInput,
  onlinePaymentDetailsSchema,
  onlinePaymentFormSchema,
} from '@forecourt/lead-payloads';
import { StripeElementMount, useStripePaymentElement } from '@forecourt/site-shell/stripe';
import { Button, ErrorBanner, FormField, TextField } from '@forecourt/ui-kit';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ChangeEvent, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { PAYMENT_COPY } from '../copy.ts';

/** The form's text fields as typed (strings: the server reads a posted form). */
export type OnlinePaymentFormValues = Partial<Record<keyof OnlinePaymentFormInput, string>>;

export interface OnlinePaymentFormProps {
  /** The site's dealerships; a select shows only when there is more than one. */
  dealerships: readonly { id: number; name: string }[];
  /** The site's per-payment maximum in cents (`online_payment.max_amount`). */
  maxAmountCents: number;
  /** `$10,000.00`, for the amount's help text. */
  maxAmountText: string;
  /** This attempt's Idempotency-Key: a double click or a resend pays once. */
  idempotencyKey: string;
  defaultValues?: OnlinePaymentFormValues;
  /** The server's answer: a message for the banner (a decline) and field messages. */
  serverError?: string | null;
  serverFields?: Readonly<Record<string, string>>;
  /** True while the payment runs: the button is disabled and shows a spinner. */
  submitting?: boolean;
  /** Called with the form once it passes the shared schema (the route posts it). */
  onValid?: (form: HTMLFormElement) => void;
  /**
   * The site takes cards through Stripe: its publishable key. The Payment Element replaces the
   * test card's fields, and the form posts the PaymentMethod's id (`payment_method_id`).
   */
  stripeKey?: string | null;
}

type FieldName = keyof OnlinePaymentFormInput;

/** Fields reformatted as typed: the number grouped as printed, the expiry as MM/YY from digits. */
const AS_TYPED: Partial<Record<FieldName, (value: string) => string>> = {
  card_number: formatCardNumber,
  card_expiry: formatCardExpiry,
};

const CARD_FIELDS: {
  name: keyof typeof CARD_AUTOCOMPLETE;
  label: string;
  inputMode?: 'numeric';
}[] = [
  { name: 'card_name', label: 'Name on card' },
  { name: 'card_number', label: 'Card number', inputMode: 'numeric' },
  { name: 'card_expiry', label: 'Expiry (MM/YY)', inputMode: 'numeric' },
  { name: 'card_cvc', label: 'Security code (CVC)', inputMode: 'numeric' },
];

const fieldId = (name: string) => `pay-${name}`;

/**
 * The online payment form (site-wide §2 /online-payment): what for, the reference, the amount,
 * the dealership (when the site has several) and the embedded provider's test card, checked with
 * the shared `onlinePaymentFormSchema` (the server checks the same). A plain POST form that works
 * before scripts load; with scripts, the error banner lists the wrong fields, the first takes
 * focus and the button shows a spinner while the payment runs.
 */
export function OnlinePaymentForm({
  dealerships,
  maxAmountCents,
  maxAmountText,
  idempotencyKey,
  defaultValues,
  serverError,
  serverFields = {},
  submitting = false,
  onValid,
  stripeKey = null,
}: OnlinePaymentFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const methodRef = useRef<HTMLInputElement>(null);
  const [stripeError, setStripeError] = useState<string | null>(null);
  // Keyed by the ids' content, so a new array with the same dealerships keeps the schema.
  const idsKey = dealerships.map((dealership) => dealership.id).join(',');
  const schema = useMemo(() => {
    const options = {
      maxAmountCents,
      dealershipIds: idsKey === '' ? [] : idsKey.split(',').map(Number),
    };
    // With Stripe the card is Stripe's own element: the form checks the details only.
    return stripeKey ? onlinePaymentDetailsSchema(options) : onlinePaymentFormSchema(options);
  }, [maxAmountCents, idsKey, stripeKey]);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitted },
  } = useForm<OnlinePaymentFormValues>({
    resolver: zodResolver(schema) as never,
    defaultValues,
    shouldFocusError: true,
  });
  const stripe = useStripePaymentElement({
    publishableKey: stripeKey,
    amountCents: dollarsToCents(watch('amount') ?? '') ?? 0,
  });
  const chooseDealership = dealerships.length > 1;
  // Registered here, in page order, so react-hook-form focuses the first wrong field (the selects
  // render inside FormField, which would otherwise register them after the text fields).
  const dealershipField = chooseDealership ? register('dealership_id') : null;
  const purposeField = register('purpose');
  const messageOf = (name: FieldName) =>
    (errors[name]?.message as string | undefined) ??
    serverFields[name] ??
    serverFields[`payment.${name}`];
  const order: FieldName[] = [
    ...(chooseDealership ? (['dealership_id'] as const) : []),
    'purpose',
    'reference',
    'amount',
    ...(stripeKey ? [] : CARD_FIELDS.map((field) => field.name)),
  ];
  const banner = [
    ...(serverError ? [{ message: serverError }] : []),
    ...(stripeError ? [{ message: stripeError }] : []),
    ...order.flatMap((name) => {
      const message = messageOf(name);
      return message ? [{ message, fieldId: fieldId(name) }] : [];
    }),
  ];
  const clientErrors = Object.keys(errors).length > 0;
  return (
    <form
      ref={formRef}
      method="post"
      noValidate
      className="fc-pay-form"
      aria-label={PAYMENT_COPY.heading}
      onSubmit={
        onValid
          ? handleSubmit(async () => {
              if (!formRef.current) return;
              if (stripeKey) {
                setStripeError(null);
                const created = await stripe.createPaymentMethod();
                if ('error' in created) return setStripeError(created.error);
                if (methodRef.current) methodRef.current.value = created.id;
              }
              onValid(formRef.current);
            })
          : undefined
      }
    >
      {banner.length > 0 ? (
        <ErrorBanner errors={banner} focusOnShow={!(isSubmitted && clientErrors)} />
      ) : null}
      <input type="hidden" name="intent" value="pay" />
      <input type="hidden" name="idempotency_key" value={idempotencyKey} />
      {stripeKey ? (
        <input ref={methodRef} type="hidden" name="payment_method_id" defaultValue="" />
      ) : null}
      <fieldset className="fc-pay-fieldset">
        <legend>{PAYMENT_COPY.detailsLegend}</legend>
        {chooseDealership ? (
          <FormField
            label={PAYMENT_COPY.dealership}
            required
            id={fieldId('dealership_id')}
            error={messageOf('dealership_id')}
          >
            {({ labelId: _labelId, ...control }) => (
              <select
                {...control}
                className="fc-pay-select"
                defaultValue={defaultValues?.dealership_id ?? ''}
                {...dealershipField}
              >
                <option value="">{PAYMENT_COPY.chooseDealership}</option>
                {dealerships.map((dealership) => (
                  <option key={dealership.id} value={String(dealership.id)}>
                    {dealership.name}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        ) : null}
        <FormField
          label={PAYMENT_COPY.purpose}
          required
          id={fieldId('purpose')}
          error={messageOf('purpose')}
        >
          {({ labelId: _labelId, ...control }) => (
            <select
              {...control}
              className="fc-pay-select"
              defaultValue={defaultValues?.purpose ?? ''}
              {...purposeField}
            >
              <option value="">{PAYMENT_COPY.choosePurpose}</option>
              {Object.entries(ONLINE_PAYMENT_PURPOSES).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <TextField
          id={fieldId('reference')}
          label={PAYMENT_COPY.reference}
          help={PAYMENT_COPY.referenceHelp}
          required
          autoComplete="off"
          error={messageOf('reference')}
          // Server-rendered values too: the form works (and keeps its values) without scripts.
          defaultValue={defaultValues?.reference}
          {...register('reference')}
        />
        <TextField
          id={fieldId('amount')}
          label={PAYMENT_COPY.amount}
          help={PAYMENT_COPY.amountHelp(maxAmountText)}
          required
          inputMode="decimal"
          autoComplete="off"
          error={messageOf('amount')}
          defaultValue={defaultValues?.amount}
          {...register('amount')}
        />
      </fieldset>
      {stripeKey ? (
        <StripeElementMount
          element={stripe}
          publishableKey={stripeKey}
          className="fc-pay-fieldset"
        />
      ) : (
        <fieldset className="fc-pay-fieldset">
          <legend>{PAYMENT_COPY.cardLegend}</legend>
          <p className="fc-pay-test-notice">{PAYMENT_COPY.testNotice}</p>
          {CARD_FIELDS.map((spec) => {
            const registered = register(spec.name);
            const format = AS_TYPED[spec.name];
            return (
              <TextField
                key={spec.name}
                id={fieldId(spec.name)}
                label={spec.label}
                required
                autoComplete={CARD_AUTOCOMPLETE[spec.name]}
                inputMode={spec.inputMode}
                error={messageOf(spec.name)}
                defaultValue={defaultValues?.[spec.name]}
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
          })}
        </fieldset>
      )}
      <Button
        type="submit"
        variant="primary"
        size="lg"
        loading={submitting}
        disabled={stripeKey ? stripe.state !== 'ready' : false}
        fullWidth
      >
        {PAYMENT_COPY.button}
      </Button>
    </form>
  );
}
