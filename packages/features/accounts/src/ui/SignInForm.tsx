import { signInCodeFormSchema, signInDestinationFormSchema } from '@forecourt/lead-payloads';
import { Button, ErrorBanner, type ErrorBannerItem, TextField } from '@forecourt/ui-kit';
import { zodResolver } from '@hookform/resolvers/zod';
import { type FormEvent, type ReactNode, useEffect, useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';

/** The two steps of `/sign-in`: where to send the code, then the code. */
export type SignInStep = 'destination' | 'code';

/** The form's intents, posted as `intent` to the page's action. */
export const SIGN_IN_INTENTS = { requestCode: 'request-code', verifyCode: 'verify-code' } as const;

export interface SignInFormTranslations {
  destinationLabel: string;
  mobileLabel: string;
  destinationHelp: string;
  mobileHelp: string;
  sendCode: string;
  codeLabel: string;
  codeHelp: string;
  verify: string;
  resend: string;
  changeDestination: string;
  back: string;
}

export const SIGN_IN_FORM_TRANSLATIONS: SignInFormTranslations = {
  destinationLabel: 'Mobile number or email address',
  mobileLabel: 'Mobile number',
  destinationHelp: 'For example 0412 345 678 or name@example.com.',
  mobileHelp: 'An Australian mobile number, for example 0412 345 678.',
  sendCode: 'Send my code',
  codeLabel: '6-digit code',
  codeHelp: 'The code is valid for 10 minutes.',
  verify: 'Sign in',
  resend: 'Send a new code',
  changeDestination: 'Use a different mobile number or email',
  back: 'Back',
};

export interface SignInFormProps {
  step: SignInStep;
  /** The mobile number or email: the field's value on the first step, a hidden field on the second. */
  destination: string;
  /** Only a mobile number is accepted (the watchlist, vehicle-stock §6). */
  mobileOnly: boolean;
  /** Field messages from the server (the API's `fields`). */
  fieldErrors?: { destination?: string | undefined; code?: string | undefined };
  /** A message for the whole form (too many codes, code not sent), shown in the banner. */
  formError?: string | null;
  /** A polite note above the code field, e.g. where the code went. */
  notice?: string | null;
  /** The intent being posted: its button is disabled and shows a spinner (site-wide §4). */
  submitting?: string | null;
  /** Back (site-wide §2 `back`). */
  backHref: string;
  /** The first step's address, for the change link on the second. */
  changeHref: string;
  /**
   * Called with the form once the fields are valid (after hydration): the connected page posts
   * it with React Router's `submit`. Without it (no JavaScript) the browser posts the form.
   */
  onValidSubmit?: (form: HTMLFormElement) => void;
  renderLink?: (props: { href: string; children: ReactNode; className?: string }) => ReactNode;
  translations?: Partial<SignInFormTranslations>;
}

const defaultLink = ({
  href,
  children,
  className,
}: {
  href: string;
  children: ReactNode;
  className?: string;
}) => (
  <a href={href} className={className}>
    {children}
  </a>
);

/**
 * The sign-in form (site-wide §2 `/sign-in`): a mobile number or email address, then the
 * 6-digit code. It is a plain `<form method="post">` that works without JavaScript; once
 * hydrated, react-hook-form checks it with the shared zod schemas first, the banner lists the
 * errors (site-wide §8) and focus goes to the first wrong field.
 */
export function SignInForm({
  step,
  destination,
  mobileOnly,
  fieldErrors = {},
  formError = null,
  notice = null,
  submitting = null,
  backHref,
  changeHref,
  onValidSubmit,
  renderLink = defaultLink,
  translations,
}: SignInFormProps) {
  const t = { ...SIGN_IN_FORM_TRANSLATIONS, ...translations };
  return step === 'destination' ? (
    <DestinationStep
      destination={destination}
      mobileOnly={mobileOnly}
      serverError={fieldErrors.destination}
      formError={formError}
      submitting={submitting}
      backHref={backHref}
      onValidSubmit={onValidSubmit}
      renderLink={renderLink}
      t={t}
    />
  ) : (
    <CodeStep
      destination={destination}
      serverError={fieldErrors.code}
      formError={formError}
      notice={notice}
      submitting={submitting}
      backHref={backHref}
      changeHref={changeHref}
      onValidSubmit={onValidSubmit}
      renderLink={renderLink}
      t={t}
    />
  );
}

interface StepProps {
  formError: string | null;
  submitting: string | null;
  backHref: string;
  onValidSubmit: ((form: HTMLFormElement) => void) | undefined;
  renderLink: NonNullable<SignInFormProps['renderLink']>;
  t: SignInFormTranslations;
}

function bannerItems(
  fieldError: string | undefined,
  fieldId: string,
  formError: string | null,
): ErrorBannerItem[] {
  return [
    ...(formError ? [{ message: formError }] : []),
    ...(fieldError ? [{ message: fieldError, fieldId }] : []),
  ];
}

/** Runs react-hook-form's check, then hands the form over (or lets the browser post it). */
function useEnhancedSubmit(
  handleSubmit: (onValid: () => void) => (event?: FormEvent) => Promise<void>,
  onValidSubmit: ((form: HTMLFormElement) => void) | undefined,
) {
  return (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    if (!onValidSubmit) {
      event.preventDefault();
      return handleSubmit(() => {})(event);
    }
    return handleSubmit(() => onValidSubmit(form))(event);
  };
}

function DestinationStep({
  destination,
  mobileOnly,
  serverError,
  formError,
  submitting,
  backHref,
  onValidSubmit,
  renderLink,
  t,
}: StepProps & { destination: string; mobileOnly: boolean; serverError: string | undefined }) {
  const fieldId = `${useId()}destination`;
  const schema = useMemo(() => signInDestinationFormSchema({ mobileOnly }), [mobileOnly]);
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { destination },
    shouldFocusError: true,
  });
  const clientError = form.formState.errors.destination?.message;
  const error = clientError ?? serverError;
  useEffect(() => {
    if (serverError) form.setFocus('destination');
  }, [serverError, form]);
  const onSubmit = useEnhancedSubmit(form.handleSubmit, onValidSubmit);
  return (
    <form method="post" noValidate className="sign-in-form" onSubmit={onSubmit}>
      <ErrorBanner errors={bannerItems(error, fieldId, formError)} focusOnShow={!error} />
      <input type="hidden" name="intent" value={SIGN_IN_INTENTS.requestCode} />
      <TextField
        id={fieldId}
        label={mobileOnly ? t.mobileLabel : t.destinationLabel}
        help={mobileOnly ? t.mobileHelp : t.destinationHelp}
        error={error}
        required
        type={mobileOnly ? 'tel' : 'text'}
        inputMode={mobileOnly ? 'tel' : 'email'}
        autoComplete={mobileOnly ? 'tel' : 'username'}
        {...form.register('destination')}
      />
      <div className="sign-in-form__actions">
        <Button
          type="submit"
          variant="primary"
          loading={submitting === SIGN_IN_INTENTS.requestCode}
        >
          {t.sendCode}
        </Button>
        {renderLink({ href: backHref, children: t.back, className: 'sign-in-form__back' })}
      </div>
    </form>
  );
}

function CodeStep({
  destination,
  serverError,
  formError,
  notice,
  submitting,
  backHref,
  changeHref,
  onValidSubmit,
  renderLink,
  t,
}: StepProps & {
  destination: string;
  serverError: string | undefined;
  notice: string | null;
  changeHref: string;
}) {
  const fieldId = `${useId()}code`;
  const form = useForm({
    resolver: zodResolver(signInCodeFormSchema),
    defaultValues: { code: '' },
    shouldFocusError: true,
  });
  const clientError = form.formState.errors.code?.message;
  const error = clientError ?? serverError;
  useEffect(() => {
    // The code field takes focus when the step shows, and again after a wrong code.
    form.setFocus('code');
  }, [form]);
  useEffect(() => {
    if (serverError) form.setFocus('code');
  }, [serverError, form]);
  const onSubmit = useEnhancedSubmit(form.handleSubmit, onValidSubmit);
  const busy = submitting !== null;
  return (
    <div className="sign-in-form">
      {notice ? (
        <p className="sign-in-form__notice" role="status">
          {notice}
        </p>
      ) : null}
      <form method="post" noValidate onSubmit={onSubmit}>
        <ErrorBanner errors={bannerItems(error, fieldId, formError)} focusOnShow={!error} />
        <input type="hidden" name="intent" value={SIGN_IN_INTENTS.verifyCode} />
        <input type="hidden" name="destination" value={destination} />
        <TextField
          id={fieldId}
          label={t.codeLabel}
          help={t.codeHelp}
          error={error}
          required
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          {...form.register('code')}
        />
        <div className="sign-in-form__actions">
          <Button
            type="submit"
            variant="primary"
            loading={submitting === SIGN_IN_INTENTS.verifyCode}
            disabled={busy}
          >
            {t.verify}
          </Button>
          {renderLink({ href: backHref, children: t.back, className: 'sign-in-form__back' })}
        </div>
      </form>
      <form
        method="post"
        className="sign-in-form__resend"
        onSubmit={(event) => {
          if (!onValidSubmit) return;
          event.preventDefault();
          onValidSubmit(event.currentTarget);
        }}
      >
        <input type="hidden" name="intent" value={SIGN_IN_INTENTS.requestCode} />
        <input type="hidden" name="step" value="code" />
        <input type="hidden" name="destination" value={destination} />
        <Button
          type="submit"
          variant="secondary"
          size="sm"
          loading={submitting === SIGN_IN_INTENTS.requestCode}
          disabled={busy}
        >
          {t.resend}
        </Button>
        {renderLink({
          href: changeHref,
          children: t.changeDestination,
          className: 'sign-in-form__change',
        })}
      </form>
    </div>
  );
}
