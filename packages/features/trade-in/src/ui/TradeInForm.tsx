import { formatCurrency } from '@forecourt/format';
import {
  CONDITION_QUESTIONS,
  PREFERRED_CONTACT_METHODS,
  REGO_STATES,
  TRADE_IN_MESSAGES,
  type TradeInCatalogueMake,
} from '@forecourt/lead-payloads';
import { SavedContactNotice } from '@forecourt/site-shell';
import { Button, ErrorBanner, FormField, TextField } from '@forecourt/ui-kit';
import type { ZodType } from '@forecourt/validation';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type ElementType,
  type FormEvent,
  type ReactNode,
  useEffect,
  useMemo,
  useRef,
} from 'react';
import { type FieldErrors, get, type UseFormRegister, useForm } from 'react-hook-form';
import {
  conditionField,
  expectsOnlineEstimate,
  STEP_FIELDS,
  STEP_TITLES,
  TRADE_IN_FIELDS,
  TRADE_IN_STEPS,
  type TradeInStep,
  type TradeInValues,
  tradeInStepSchema,
} from '../steps.ts';

/** The car being bought (`?car_id=`), shown beside the form. */
export interface TradeInCar {
  id: number;
  title: string;
  price: number | null;
  path: string;
}

/** The accepted-or-not online offer (vehicle-stock §3 offer_price, reducedPrice). */
export interface TradeInOffer {
  lead_id: string;
  offer_price: number;
  reducedPrice: number | null;
}

/** Where the form is: a step with its values and errors, or the offer. */
export interface TradeInState {
  step: TradeInStep | 'offer';
  values: TradeInValues;
  errors: Record<string, string>;
  /** A note above the step, e.g. the rego lookup's result. */
  notice?: string | null;
  /** A message for the whole form (the server's), shown in the error banner. */
  formError?: string | null;
  offer?: TradeInOffer | null;
  /** The submission key the form carried (kept across steps, so a resend is one lead). */
  submission?: string;
}

export interface TradeInFormProps {
  state: TradeInState;
  car: TradeInCar | null;
  /** Idempotency key of this submission, carried to the last step. */
  submission: string;
  /** True while a step is being sent: the button is disabled and spins. */
  submitting?: boolean;
  /** The clock (tests and stories fix it). */
  now?: Date;
  /** The makes and models the vehicle is chosen from (`GET /api/trade-in/catalogue`). */
  catalogue?: readonly TradeInCatalogueMake[] | null;
  /** The form element: React Router's `Form` in the route, a plain `form` elsewhere. */
  FormComponent?: ElementType;
  /** Called when the offer is accepted (analytics event 18, vehicle-stock §7). */
  onAccept?: () => void;
  /**
   * Sends a step react-hook-form passed, with the pressed button (its `intent`): the route
   * submits it with React Router's `submit`. Without it the form is submitted again as the
   * browser would.
   */
  onValidSubmit?: (target: HTMLButtonElement | HTMLFormElement) => void;
}

const fieldId = (name: string) => `trade-in-${name.replace(/\W+/g, '-')}`;

/** The fields to carry as hidden inputs on a step (everything it does not ask for). */
function carriedFields(step: TradeInState['step']): readonly string[] {
  const asked = step === 'offer' ? [] : STEP_FIELDS[step];
  return TRADE_IN_FIELDS.filter((field) => !asked.includes(field));
}

type FormValues = Record<string, unknown>;

/** The step's own fields from react-hook-form's errors, by form name (`adjustmentAnswers.x`). */
function stepErrors(step: TradeInState['step'], errors: FieldErrors<FormValues>) {
  if (step === 'offer') return {};
  const found: Record<string, string> = {};
  for (const name of STEP_FIELDS[step]) {
    const message = (get(errors, name) as { message?: unknown } | undefined)?.message;
    if (typeof message === 'string') found[name] = message;
  }
  return found;
}

/** The step's fields with their values, nested as react-hook-form holds dotted names. */
function stepDefaults(state: TradeInState): FormValues {
  const values: FormValues = {};
  if (state.step === 'offer') return values;
  for (const name of STEP_FIELDS[state.step]) {
    const value =
      name === 'PreferredContactMethod'
        ? state.values[name] || 'Phone'
        : (state.values[name] ?? '');
    const [head, tail] = name.split('.') as [string, string | undefined];
    if (tail === undefined) values[head] = value;
    else values[head] = { ...(values[head] as Record<string, string> | undefined), [tail]: value };
  }
  return values;
}

/**
 * The trade-in's multi-step car form (site-wide §2, §3): each step is a plain form post that
 * carries the earlier answers in hidden fields, so it works before (or without) scripts; once
 * hydrated, react-hook-form checks the step with the lead-payloads schema (`zodResolver` over
 * {@link tradeInStepSchema}, the one the server checks) before it is sent: errors show in the
 * banner and by each field, focus moves to the first error, and the button is disabled with a
 * spinner while the step is sent. A new state from the server starts the step afresh.
 */
export function TradeInForm(props: TradeInFormProps) {
  // Each answer from the server is a new step form (react-hook-form reads its values once).
  const version = useRef({ state: props.state, key: 0 });
  if (version.current.state !== props.state) {
    version.current = { state: props.state, key: version.current.key + 1 };
  }
  return <StepForm key={version.current.key} {...props} firstStep={version.current.key === 0} />;
}

function StepForm({
  state,
  car,
  submission,
  submitting = false,
  now,
  catalogue = null,
  FormComponent = 'form',
  onAccept,
  onValidSubmit,
  firstStep,
}: TradeInFormProps & { firstStep: boolean }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  /** Set once react-hook-form passed the step: the re-sent submit goes through untouched. */
  const passed = useRef(false);
  const nowTime = now?.getTime();
  const schema = useMemo(
    () =>
      state.step === 'offer'
        ? null
        : tradeInStepSchema(
            state.step,
            nowTime === undefined ? new Date() : new Date(nowTime),
            catalogue,
          ),
    [state.step, nowTime, catalogue],
  );
  const form = useForm<FormValues>({
    ...(schema ? { resolver: zodResolver(schema as ZodType<FormValues, FormValues>) } : {}),
    defaultValues: stepDefaults(state),
    shouldFocusError: true,
  });
  const clientErrors = stepErrors(state.step, form.formState.errors);
  const hasClientErrors = Object.keys(clientErrors).length > 0;
  const errors = hasClientErrors ? clientErrors : state.errors;
  const errorNames = Object.keys(errors);

  // A new state from the server: focus goes to its first error, else to the step's heading (not
  // on the first paint, nor for a first step without errors).
  useEffect(() => {
    if (firstStep && Object.keys(state.errors).length === 0) return;
    const first = Object.keys(state.errors)[0];
    const target = first ? document.getElementById(fieldId(first)) : headingRef.current;
    target?.focus();
  }, [state, firstStep]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (passed.current) {
      passed.current = false;
      return;
    }
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (state.step === 'offer') {
      onAccept?.();
      return;
    }
    if (submitter?.value === 'back') return;
    const formElement = event.currentTarget;
    // react-hook-form checks the step; a valid step is submitted again, as the browser would.
    event.preventDefault();
    void form.handleSubmit(() => {
      if (onValidSubmit) {
        onValidSubmit(submitter ?? formElement);
        return;
      }
      passed.current = true;
      if (submitter) formElement.requestSubmit(submitter);
      else formElement.requestSubmit();
    })(event);
  };

  const stepIndex =
    state.step === 'offer' ? TRADE_IN_STEPS.length : TRADE_IN_STEPS.indexOf(state.step);
  const bannerItems = [
    ...(state.formError && !hasClientErrors ? [{ message: state.formError }] : []),
    ...errorNames.map((name) => ({ message: errors[name] ?? '', fieldId: fieldId(name) })),
  ];
  const online = expectsOnlineEstimate(state.values, now);

  return (
    <div className="fc-trade-in">
      {car ? <CarBeingBought car={car} offer={state.offer ?? null} /> : null}
      <FormComponent method="post" noValidate onSubmit={onSubmit} className="fc-trade-in__form">
        {state.step === 'offer' ? (
          <p className="fc-trade-in__progress">Your offer</p>
        ) : (
          <p className="fc-trade-in__progress">
            Step {stepIndex + 1} of {TRADE_IN_STEPS.length}
          </p>
        )}
        <h2 ref={headingRef} tabIndex={-1} className="fc-trade-in__heading">
          {state.step === 'offer' ? 'Your trade-in offer' : STEP_TITLES[state.step]}
        </h2>
        <ErrorBanner errors={bannerItems} focusOnShow={false} />
        {state.notice ? (
          <p role="status" className="fc-trade-in__notice">
            {state.notice}
          </p>
        ) : null}
        <input type="hidden" name="step" value={state.step} />
        <input type="hidden" name="submission" value={state.submission ?? submission} />
        {car ? <input type="hidden" name="car_id" value={car.id} /> : null}
        {carriedFields(state.step).map((name) =>
          state.values[name] === undefined ? null : (
            <input key={name} type="hidden" name={name} value={state.values[name]} />
          ),
        )}
        <StepFields
          step={state.step}
          values={state.values}
          errors={errors}
          online={online}
          offer={state.offer ?? null}
          car={car}
          register={form.register}
          catalogue={catalogue}
          makeTyped={String(form.watch('make') ?? state.values.make ?? '')}
        />
        {/* The primary button comes first: Enter in a field submits with it, not with Back. */}
        <div className="fc-trade-in__actions">
          <Button
            type="submit"
            name="intent"
            value={state.step === 'offer' ? 'accept' : 'next'}
            loading={submitting}
            disabled={submitting}
          >
            {submitLabel(state.step, online)}
          </Button>
          {state.step !== 'rego' && state.step !== 'offer' ? (
            <Button
              type="submit"
              name="intent"
              value="back"
              variant="secondary"
              formNoValidate
              disabled={submitting}
            >
              Back
            </Button>
          ) : null}
        </div>
      </FormComponent>
    </div>
  );
}

function submitLabel(step: TradeInState['step'], online: boolean): string {
  if (step === 'offer') return 'Accept offer';
  if (step === 'rego') return 'Look up my vehicle';
  if (step === 'contact') return online ? 'Get my valuation' : 'Send enquiry';
  return 'Next';
}

function CarBeingBought({ car, offer }: { car: TradeInCar; offer: TradeInOffer | null }) {
  return (
    <aside className="fc-trade-in__car" aria-label="The car you are buying">
      <p>
        You are buying <a href={car.path}>{car.title}</a>
        {car.price !== null ? <> for {formatCurrency(car.price)}</> : null}.
      </p>
      {offer?.reducedPrice !== null && offer?.reducedPrice !== undefined ? (
        <p className="fc-trade-in__reduced" data-testid="reduced-price">
          With your trade-in: <strong>{formatCurrency(offer.reducedPrice)}</strong>
        </p>
      ) : null}
    </aside>
  );
}

interface StepFieldsProps {
  step: TradeInState['step'];
  values: TradeInValues;
  errors: Record<string, string>;
  online: boolean;
  offer: TradeInOffer | null;
  car: TradeInCar | null;
  register: UseFormRegister<FormValues>;
  catalogue: readonly TradeInCatalogueMake[] | null;
  /** The make as typed so far: the model list follows it. */
  makeTyped: string;
}

function StepFields({
  step,
  values,
  errors,
  online,
  offer,
  register,
  catalogue,
  makeTyped,
}: StepFieldsProps): ReactNode {
  const text = (
    name: string,
    label: string,
    extra: Partial<Parameters<typeof TextField>[0]> = {},
  ) => (
    <TextField
      key={name}
      id={fieldId(name)}
      label={label}
      defaultValue={values[name] ?? ''}
      error={errors[name]}
      {...extra}
      {...register(name)}
    />
  );
  switch (step) {
    case 'rego':
      return (
        <>
          {text('rego', 'Registration number', {
            required: true,
            autoComplete: 'off',
            autoCapitalize: 'characters',
            maxLength: 12,
          })}
          <FormField
            label="State registered in"
            required
            error={errors.regoState}
            id={fieldId('regoState')}
          >
            {({ labelId: _labelId, ...control }) => (
              <select
                {...control}
                className="fc-trade-in__select"
                defaultValue={values.regoState ?? ''}
                {...register('regoState')}
              >
                <option value="">Choose a state</option>
                {REGO_STATES.map((state) => (
                  <option key={state} value={state}>
                    {state}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </>
      );
    case 'vehicle':
      return (
        <>
          {text('year', 'Year built', { required: true, inputMode: 'numeric', maxLength: 4 })}
          {text('make', 'Make', {
            required: true,
            ...(catalogue ? { list: fieldId('make-list') } : {}),
          })}
          {text('model', 'Model', {
            required: true,
            ...(catalogue ? { list: fieldId('model-list') } : {}),
          })}
          {catalogue ? (
            // The catalogue as suggestions while typing; the step refuses anything not in it.
            <>
              <datalist id={fieldId('make-list')}>
                {catalogue.map((entry) => (
                  <option key={entry.make} value={entry.make} />
                ))}
              </datalist>
              <datalist id={fieldId('model-list')}>
                {(
                  catalogue.find(
                    (entry) => entry.make.toLowerCase() === makeTyped.trim().toLowerCase(),
                  )?.models ?? []
                ).map((model) => (
                  <option key={model} value={model} />
                ))}
              </datalist>
            </>
          ) : null}
          {text('badge', 'Badge or variant (optional)')}
        </>
      );
    case 'kms':
      return text('kms', 'Odometer (km)', {
        required: true,
        inputMode: 'numeric',
        help: 'The kilometres on the odometer, like 85000.',
      });
    case 'condition':
      return (
        <>
          {CONDITION_QUESTIONS.map((question) => (
            <Choice
              key={question.id}
              name={conditionField(question.id)}
              legend={question.label}
              options={['Yes', 'No']}
              value={values[conditionField(question.id)]}
              error={errors[conditionField(question.id)]}
              register={register}
            />
          ))}
        </>
      );
    case 'contact':
      return (
        <>
          {online ? null : (
            <p className="fc-trade-in__notice" data-testid="no-online-estimate">
              {TRADE_IN_MESSAGES.noOnlineEstimate}
            </p>
          )}
          {/* site-wide §3 User: details saved from an earlier form fill this step. */}
          <SavedContactNotice />
          {text('name', 'First Name', { required: true, autoComplete: 'given-name' })}
          {text('last_name', 'Last Name', { required: true, autoComplete: 'family-name' })}
          {text('email', 'Email', { required: true, type: 'email', autoComplete: 'email' })}
          {text('phone', 'Mobile Number', { required: true, type: 'tel', autoComplete: 'tel' })}
          {text('postcode', 'Postcode', {
            required: true,
            inputMode: 'numeric',
            maxLength: 4,
            autoComplete: 'postal-code',
          })}
          <Choice
            name="PreferredContactMethod"
            legend="How should we contact you?"
            options={PREFERRED_CONTACT_METHODS}
            value={values.PreferredContactMethod || 'Phone'}
            error={errors.PreferredContactMethod}
            register={register}
          />
          <Choice
            name="finance"
            legend="Do you need finance for your next car?"
            options={['Yes', 'No']}
            value={values.finance}
            error={errors.finance}
            register={register}
          />
        </>
      );
    case 'offer':
      return offer ? (
        <div className="fc-trade-in__offer">
          <p>
            We can offer{' '}
            <strong data-testid="offer-price">{formatCurrency(offer.offer_price)}</strong> for your{' '}
            {[values.year, values.make, values.model].filter(Boolean).join(' ')}, subject to an
            inspection.
          </p>
          <input type="hidden" name="lead_id" value={offer.lead_id} />
          <input type="hidden" name="offer_price" value={offer.offer_price} />
          <input type="hidden" name="reducedPrice" value={offer.reducedPrice ?? ''} />
        </div>
      ) : null;
  }
}

interface ChoiceProps {
  name: string;
  legend: string;
  options: readonly string[];
  value: string | undefined;
  error: string | undefined;
  register: UseFormRegister<FormValues>;
}

/** A native radio group in a fieldset: works without scripts, arrow keys move between options. */
function Choice({ name, legend, options, value, error, register }: ChoiceProps) {
  const id = fieldId(name);
  const errorId = `${id}-error`;
  return (
    <fieldset
      className={`fc-trade-in__choice${error ? ' fc-field--invalid' : ''}`}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="fc-field__label">{legend}</legend>
      <div className="fc-trade-in__options">
        {options.map((option, index) => (
          <label key={option} className="fc-trade-in__option">
            <input
              type="radio"
              {...register(name)}
              value={option}
              defaultChecked={value === option}
              id={index === 0 ? id : undefined}
              aria-invalid={error ? true : undefined}
            />
            {option}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="fc-field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
