import { buyOnlineStepSchema, CONDITION_QUESTIONS, REGO_STATES } from '@forecourt/lead-payloads';
import { SavedContactNotice } from '@forecourt/site-shell';
import { Button, ErrorBanner, TextField } from '@forecourt/ui-kit';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { BUY_ONLINE_COPY } from '../buy-online-copy.ts';

/** The journey's steps that are forms of their own. */
export type JourneyFormStep = 'contact' | 'trade_in' | 'payment' | 'delivery';

export interface JourneyStepFormProps {
  step: JourneyFormStep;
  /** The step's saved values (a reload resumes with them) or the values just posted. */
  defaultValues?: Record<string, unknown>;
  /** The server's answer: a message for the banner and field messages (`adjustmentAnswers.x`). */
  serverError?: string | null;
  serverFields?: Readonly<Record<string, string>>;
  /** True while the step is saving: the button is disabled and shows a spinner. */
  submitting?: boolean;
  /** Called once the fields pass the shared schema (the route posts the form). */
  onValid?: (form: HTMLFormElement) => void;
}

const CONTACT_FIELDS = [
  { name: 'name', label: 'First name', autoComplete: 'given-name' },
  { name: 'last_name', label: 'Last name', autoComplete: 'family-name' },
  { name: 'email', label: 'Email', autoComplete: 'email', type: 'email' },
  { name: 'phone', label: 'Mobile number', autoComplete: 'tel', type: 'tel' },
] as const;

const VEHICLE_FIELDS = [
  { name: 'rego', label: 'Registration (rego)' },
  { name: 'year', label: 'Year', inputMode: 'numeric' },
  { name: 'make', label: 'Make' },
  { name: 'model', label: 'Model' },
  { name: 'kms', label: 'Odometer (km)', inputMode: 'numeric' },
] as const;

function errorAt(errors: FieldErrors, path: string): string | undefined {
  let node: unknown = errors;
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  const message = (node as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}

const idOf = (name: string) => `journey-${name.replaceAll('.', '-')}`;

/**
 * One step of buy online (`/checkout-journey`): contact, trade-in (skip, or the
 * car's rego, details and condition, valued on the server), finance or cash, delivery (postcode)
 * or pick-up. A plain POST form, so it works before scripts load; with scripts it checks the
 * shared lead-payloads schema first, moves focus to the first wrong field and shows a spinner.
 * Choices are native radio buttons in a fieldset, so they work without JavaScript.
 */
export function JourneyStepForm({
  step,
  defaultValues,
  serverError,
  serverFields = {},
  submitting = false,
  onValid,
}: JourneyStepFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitted },
  } = useForm<Record<string, unknown>>({
    resolver: zodResolver(buyOnlineStepSchema(step) as never) as unknown as Resolver<
      Record<string, unknown>
    >,
    defaultValues,
    shouldFocusError: true,
  });
  const messageOf = (name: string) => errorAt(errors, name) ?? serverFields[name];
  const names: string[] = [];
  const text = (spec: {
    name: string;
    label: string;
    autoComplete?: string;
    type?: string;
    inputMode?: 'numeric';
  }) => {
    names.push(spec.name);
    return (
      <TextField
        key={spec.name}
        id={idOf(spec.name)}
        label={spec.label}
        required
        type={spec.type ?? 'text'}
        autoComplete={spec.autoComplete ?? 'off'}
        inputMode={spec.inputMode}
        error={messageOf(spec.name)}
        {...register(spec.name)}
      />
    );
  };
  const choice = (name: string, legend: string, options: readonly [string, string][]) => {
    names.push(name);
    const message = messageOf(name);
    const errorId = `${idOf(name)}-error`;
    return (
      <fieldset
        className="fc-checkout-fieldset fc-journey-choice"
        aria-describedby={message ? errorId : undefined}
      >
        <legend>{legend}</legend>
        {options.map(([value, label], index) => (
          <label key={value} className="fc-journey-radio">
            <input
              type="radio"
              value={value}
              id={index === 0 ? idOf(name) : undefined}
              aria-invalid={message ? true : undefined}
              {...register(name)}
            />{' '}
            {label}
          </label>
        ))}
        {message ? (
          <p id={errorId} className="fc-journey-error">
            {message}
          </p>
        ) : null}
      </fieldset>
    );
  };

  let body: React.ReactNode;
  if (step === 'contact') {
    body = (
      <fieldset className="fc-checkout-fieldset">
        <legend>{BUY_ONLINE_COPY.steps.contact}</legend>
        {/* site-wide §3 User: details saved from an earlier form fill this one. */}
        <SavedContactNotice />
        {CONTACT_FIELDS.map(text)}
      </fieldset>
    );
  } else if (step === 'trade_in') {
    body = (
      <>
        {choice('trade_in', BUY_ONLINE_COPY.tradeInLegend, [
          ['skip', BUY_ONLINE_COPY.tradeInSkip],
          ['value', BUY_ONLINE_COPY.tradeInValue],
        ])}
        <fieldset className="fc-checkout-fieldset">
          <legend>{BUY_ONLINE_COPY.tradeInDetails}</legend>
          {text(VEHICLE_FIELDS[0])}
          <label className="fc-journey-select" htmlFor={idOf('regoState')}>
            State
            <select id={idOf('regoState')} {...register('regoState')}>
              {REGO_STATES.map((state) => (
                <option key={state} value={state}>
                  {state}
                </option>
              ))}
            </select>
          </label>
          {VEHICLE_FIELDS.slice(1).map(text)}
        </fieldset>
        <div className="fc-journey-conditions">
          {CONDITION_QUESTIONS.map((question) =>
            choice(`adjustmentAnswers.${question.id}`, question.label, [
              ['Yes', 'Yes'],
              ['No', 'No'],
            ]),
          )}
        </div>
      </>
    );
  } else if (step === 'payment') {
    body = choice('payment', BUY_ONLINE_COPY.paymentLegend, [
      ['cash', BUY_ONLINE_COPY.paymentCash],
      ['finance', BUY_ONLINE_COPY.paymentFinance],
    ]);
  } else {
    body = (
      <>
        {choice('delivery', BUY_ONLINE_COPY.deliveryLegend, [
          ['pickup', BUY_ONLINE_COPY.deliveryPickup],
          ['delivery', BUY_ONLINE_COPY.deliveryDelivery],
        ])}
        {text({ name: 'postcode', label: BUY_ONLINE_COPY.postcodeLabel, inputMode: 'numeric' })}
      </>
    );
  }
  const banner = [
    ...(serverError ? [{ message: serverError }] : []),
    ...names.flatMap((name) => {
      const message = messageOf(name);
      return message ? [{ message, fieldId: idOf(name) }] : [];
    }),
  ];
  const clientErrors = Object.keys(errors).length > 0;
  return (
    <form
      ref={formRef}
      method="post"
      noValidate
      className="fc-checkout-form"
      aria-label={BUY_ONLINE_COPY.steps[step]}
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
      <input type="hidden" name="intent" value={step} />
      {body}
      <Button type="submit" variant="primary" size="lg" loading={submitting} fullWidth>
        {BUY_ONLINE_COPY.continue}
      </Button>
    </form>
  );
}
