import { isApiClientError } from '@forecourt/api-client';
import {
  SIGN_IN_MESSAGES,
  signInCodeFormSchema,
  signInDestinationBody,
  signInDestinationFormSchema,
} from '@forecourt/lead-payloads';
import { canonicalUrl, pageMeta, signedInUser, siteOf } from '@forecourt/site-shell';
import { stylesheetLinks } from '@forecourt/ui-kit/stylesheets';
import type { ReactNode } from 'react';
import {
  type ActionFunctionArgs,
  data,
  Link,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
  useActionData,
  useLoaderData,
  useNavigation,
  useSubmit,
} from 'react-router';
import { sessionApi } from '../session-api.ts';
import { signInPageParams } from '../sign-in-page.ts';
import { SIGN_IN_INTENTS, SignInForm, type SignInStep } from '../ui/SignInForm.tsx';

// The kit's styles; the account styles come with every page (the header's entry uses them).
export const links: LinksFunction = () => stylesheetLinks('@forecourt/ui-kit/styles.css');

/** Shown when the API could not be reached or answered without a message. */
export const SIGN_IN_UNEXPECTED_ERROR = 'Something went wrong. Please try again.';

/** Shown above the code field once a code is on its way. */
export function codeSentNotice(destination: string): string {
  return destination.includes('@')
    ? `We have emailed a 6-digit code to ${destination.trim()}.`
    : `We have texted a 6-digit code to ${destination.trim()}.`;
}

/**
 * `/sign-in?type=…&redirect=…&back=…` (site-wide §2). A signed-in shopper goes straight on to
 * `redirect` — except on the watchlist's page without a mobile number on the account, where the
 * form adds one (vehicle-stock §6: the server watchlist needs a phone number).
 */
export async function loader(args: LoaderFunctionArgs) {
  const { request, context } = args;
  const site = siteOf(context);
  const params = signInPageParams(new URL(request.url).searchParams);
  const user = await signedInUser(args);
  if (user && !(params.mobileOnly && !user.phone)) throw redirect(params.redirect);
  return {
    ...params,
    /** A signed-in shopper adding a mobile number: the code links it to the account. */
    addingMobile: user !== null,
    seo: {
      title: `Sign in | ${site.name}`,
      description: `Sign in to ${site.name} with a one-time code.`,
      canonical: canonicalUrl(site.url, request.url, '/sign-in'),
      noindex: true,
    },
  };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) =>
  loaderData ? pageMeta(loaderData.seo) : [];

/** What the action answers when the page stays: the step to show and its messages. */
export interface SignInActionData {
  step: SignInStep;
  destination: string;
  fieldErrors: { destination?: string; code?: string };
  formError: string | null;
  notice: string | null;
}

function answer(values: Partial<SignInActionData> & { destination: string }, status = 200) {
  return data<SignInActionData>(
    {
      step: 'destination',
      fieldErrors: {},
      formError: null,
      notice: null,
      ...values,
    },
    { status },
  );
}

/** An API failure as the form's messages: its field message, or the banner's. */
function apiFailure(error: unknown, field: 'destination' | 'code') {
  if (!isApiClientError(error)) throw error;
  const fields = error.fields ?? {};
  const fieldMessage = fields.code ?? fields.phone ?? fields.email;
  if (fieldMessage && error.status === 400) {
    return { fieldErrors: { [field]: fieldMessage }, status: 400 };
  }
  return {
    fieldErrors: {},
    formError: error.status === 0 || !error.message ? SIGN_IN_UNEXPECTED_ERROR : error.message,
    status: error.status || 503,
  };
}

/**
 * The form's two intents, each a plain form post (site-wide §2): `request-code` checks the
 * mobile or email and asks the API for a code; `verify-code` checks the code, passes the API's
 * session cookie on and sends the shopper to the page's (same-site) `redirect`. The API's
 * messages (wrong, expired or burnt code, too many codes) come back to the form.
 */
export async function action(args: ActionFunctionArgs) {
  const { request } = args;
  const params = signInPageParams(new URL(request.url).searchParams);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const destination = String(form.get('destination') ?? '').trim();
  const checked = signInDestinationFormSchema({ mobileOnly: params.mobileOnly }).safeParse({
    destination,
  });
  const body = signInDestinationBody(destination, { mobileOnly: params.mobileOnly });
  if (!checked.success || !body) {
    return answer(
      {
        destination,
        fieldErrors: {
          destination: checked.error?.issues[0]?.message ?? SIGN_IN_MESSAGES.destinationInvalid,
        },
      },
      400,
    );
  }
  const { api, cookieHeaders } = sessionApi(args);

  if (intent === SIGN_IN_INTENTS.verifyCode) {
    const code = signInCodeFormSchema.safeParse({ code: String(form.get('code') ?? '') });
    if (!code.success) {
      return answer(
        { step: 'code', destination, fieldErrors: { code: SIGN_IN_MESSAGES.codeFormat } },
        400,
      );
    }
    const linking = params.mobileOnly && (await signedInUser(args)) !== null;
    try {
      await api.auth.verifyCode({
        ...body,
        code: code.data.code,
        ...(linking ? { link: true } : {}),
      });
    } catch (error) {
      const { status, ...messages } = apiFailure(error, 'code');
      return answer({ step: 'code', destination, ...messages }, status);
    }
    return redirect(params.redirect, { headers: cookieHeaders() });
  }

  try {
    await api.auth.requestCode(body);
  } catch (error) {
    const { status, ...messages } = apiFailure(error, 'destination');
    // A second request from the code step stays on the code step.
    const step: SignInStep = form.get('step') === 'code' ? 'code' : 'destination';
    return answer({ step, destination, ...messages }, status);
  }
  return answer({ step: 'code', destination, notice: codeSentNotice(destination) });
}

const renderLink = ({
  href,
  children,
  className,
}: {
  href: string;
  children: ReactNode;
  className?: string;
}) => (
  <Link to={href} className={className}>
    {children}
  </Link>
);

/** The sign-in page: its heading, why the shopper is asked, and the two-step form. */
export default function SignIn() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const submit = useSubmit();
  const submitting =
    navigation.state === 'submitting' ? String(navigation.formData?.get('intent') ?? '') : null;
  const step = result?.step ?? 'destination';
  const changeHref = `/sign-in?${new URLSearchParams({
    type: page.type,
    redirect: page.redirect,
    back: page.back,
  }).toString()}`;
  return (
    <div className="page narrow sign-in-page">
      <h1>{page.addingMobile ? 'Add your mobile number' : page.heading}</h1>
      <p className="sign-in-page__intro">
        {page.addingMobile
          ? 'The watchlist uses your mobile number. Enter it and we will text you a 6-digit code to confirm it.'
          : page.intro}
      </p>
      <SignInForm
        // A new step (or a new code sent) starts a fresh form.
        key={`${step}:${result?.notice ?? ''}`}
        step={step}
        destination={result?.destination ?? ''}
        mobileOnly={page.mobileOnly}
        fieldErrors={result?.fieldErrors ?? {}}
        formError={result?.formError ?? null}
        notice={result?.notice ?? null}
        submitting={submitting}
        backHref={page.back}
        changeHref={changeHref}
        onValidSubmit={(form) => submit(form, { method: 'post' })}
        renderLink={renderLink}
      />
    </div>
  );
}
