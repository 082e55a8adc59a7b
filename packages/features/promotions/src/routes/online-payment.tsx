import { isApiClientError, type OnlinePayment } from '@forecourt/api-client';
import {
  fieldErrors,
  formatCents,
  onlinePaymentDetailsSchema,
  onlinePaymentFormSchema,
} from '@forecourt/lead-payloads';
import { canonicalUrl, pageMeta, requireSignIn, shopperApi, siteOf } from '@forecourt/site-shell';
import { stylesheetLinks } from '@forecourt/ui-kit/stylesheets';
import {
  type ActionFunctionArgs,
  data,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
  useActionData,
  useLoaderData,
  useNavigation,
  useSubmit,
} from 'react-router';
import { longDateTime, PAYMENT_COPY } from '../copy.ts';
import { OnlinePaymentForm, type OnlinePaymentFormValues } from '../ui/OnlinePaymentForm.tsx';
import { PaymentChallenge } from '../ui/PaymentChallenge.tsx';
import { PaymentReceipt } from '../ui/PaymentReceipt.tsx';
import { StripePaymentCheck } from '../ui/StripePaymentCheck.tsx';

export const links: LinksFunction = () =>
  stylesheetLinks('@forecourt/ui-kit/styles.css', '@forecourt/promotions/promotions.css');

const PATH = '/online-payment';

/** Fields the form posts back into the form after an error (never the card number or CVC). */
const KEPT_FIELDS = ['dealership_id', 'purpose', 'reference', 'amount', 'card_name', 'card_expiry'];

function gate(args: LoaderFunctionArgs | ActionFunctionArgs) {
  const site = siteOf(args.context);
  // The page exists only where the site takes payments online (features.online_payment).
  if (!site.features.online_payment) throw data(null, { status: 404, statusText: 'Not Found' });
  return site;
}

function paymentOptions(site: ReturnType<typeof siteOf>) {
  return {
    maxAmountCents: Math.round(site.online_payment.max_amount * 100),
    dealershipIds: site.dealerships.map((dealership) => dealership.id),
  };
}

function schemaFor(site: ReturnType<typeof siteOf>) {
  return onlinePaymentFormSchema(paymentOptions(site));
}

function detailsSchemaFor(site: ReturnType<typeof siteOf>) {
  return onlinePaymentDetailsSchema(paymentOptions(site));
}

export async function loader(args: LoaderFunctionArgs) {
  const site = gate(args);
  // site-wide §2: online-payment always requires sign-in.
  const user = await requireSignIn(args, 'online-payment', { back: '/' });
  const api = shopperApi(args);
  const config = await api.checkout.config(site.slug);
  const paymentId = new URL(args.request.url).searchParams.get('payment');
  let payment: OnlinePayment | null = null;
  if (paymentId) {
    try {
      payment = await api.onlinePayments.get(paymentId);
    } catch (error) {
      if (!isApiClientError(error) || error.status !== 404) throw error;
    }
  }
  const maxAmountCents = Math.round(site.online_payment.max_amount * 100);
  return {
    seo: {
      title: `${PAYMENT_COPY.heading} | ${site.name}`,
      description: PAYMENT_COPY.intro(site.name),
      canonical: canonicalUrl(site.url, args.request.url, PATH),
      noindex: true,
    },
    dealerName: site.name,
    dealerships: site.dealerships.map(({ id, name }) => ({ id, name })),
    maxAmountCents,
    maxAmountText: formatCents(maxAmountCents),
    method: config.method,
    // Stripe's publishable key (the one key a page may see) when the site takes cards by Stripe.
    stripeKey: config.method === 'stripe' ? config.publishable_key : null,
    payment,
    // A fresh key per page load: one payment, however often its button is pressed.
    idempotencyKey: globalThis.crypto.randomUUID(),
    defaults: {
      card_name: [user?.name, user?.last_name].filter(Boolean).join(' '),
    } satisfies OnlinePaymentFormValues,
  };
}

export type OnlinePaymentActionResult = {
  error: string | null;
  fields: Record<string, string>;
  values: OnlinePaymentFormValues;
};

/**
 * Pays through the platform API (which validates with the same schema, charges the provider
 * once per key and hands the dealer a lead), or answers the card check; on success it redirects
 * to the payment's receipt (`?payment={id}`).
 */
export async function action(args: ActionFunctionArgs): Promise<OnlinePaymentActionResult> {
  const site = gate(args);
  await requireSignIn(args, 'online-payment', { back: '/' });
  const api = shopperApi(args);
  const form = await args.request.formData();
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.slice(0, 200) : '';
  };
  if (text('intent') === 'challenge') {
    const id = text('payment');
    try {
      await api.onlinePayments.answerChallenge(id, text('approved') === 'yes');
    } catch (error) {
      if (!isApiClientError(error)) throw error;
      if (error.status !== 402) return { error: error.message, fields: {}, values: {} };
    }
    throw redirect(`${PATH}?payment=${encodeURIComponent(id)}`);
  }
  const raw = Object.fromEntries(
    [...KEPT_FIELDS, 'card_number', 'card_cvc'].map((name) => [name, text(name)]),
  );
  const values = Object.fromEntries(KEPT_FIELDS.map((name) => [name, raw[name]]));
  // Stripe's Payment Element made a PaymentMethod in the browser: the card never reaches us.
  const paymentMethodId = text('payment_method_id');
  // The same schema as the form and the API: field messages without a round trip to the API.
  const parsed = (paymentMethodId ? detailsSchemaFor(site) : schemaFor(site)).safeParse(raw);
  if (!parsed.success) return { error: null, fields: fieldErrors(parsed.error), values };
  let paymentId: string;
  try {
    const payment = await api.onlinePayments.pay(
      {
        site: site.slug,
        ...(raw.dealership_id ? { dealership_id: raw.dealership_id } : {}),
        purpose: raw.purpose ?? '',
        reference: raw.reference ?? '',
        amount: raw.amount ?? '',
        payment: paymentMethodId
          ? { kind: 'stripe', payment_method_id: paymentMethodId }
          : {
              kind: 'test_card',
              card_name: raw.card_name ?? '',
              card_number: raw.card_number ?? '',
              card_expiry: raw.card_expiry ?? '',
              card_cvc: raw.card_cvc ?? '',
            },
      },
      text('idempotency_key') || globalThis.crypto.randomUUID(),
    );
    paymentId = payment.id;
  } catch (error) {
    if (!isApiClientError(error)) throw error;
    return { error: error.message, fields: { ...error.fields }, values };
  }
  throw redirect(`${PATH}?payment=${encodeURIComponent(paymentId)}`);
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) =>
  loaderData ? pageMeta(loaderData.seo) : [];

/**
 * `/online-payment` (site-wide §2; always signed in): the shopper pays the dealership an amount
 * with a reference — the form, the card check when the card asks for one, a decline's message,
 * and the receipt once paid.
 */
export default function OnlinePaymentPage() {
  const {
    dealerName,
    dealerships,
    maxAmountCents,
    maxAmountText,
    method,
    stripeKey,
    payment,
    idempotencyKey,
    defaults,
  } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const submit = useSubmit();
  const posting = navigation.state === 'submitting' ? navigation.formData : undefined;
  let body: React.ReactNode;
  if (payment?.status === 'paid' && payment.payment_id) {
    const payee = dealerships.find((dealership) => dealership.id === payment.dealership_id);
    body = (
      <PaymentReceipt
        dealer={payee?.name ?? dealerName}
        amount={formatCents(payment.amount_cents)}
        purpose={payment.purpose_label}
        reference={payment.reference}
        date={longDateTime(payment.paid_at ?? payment.created_at)}
        paymentId={payment.payment_id}
        anotherHref={PATH}
      />
    );
  } else if (payment?.status === 'pending' && payment.challenge && payment.client_secret) {
    // Stripe: the bank's check runs in Stripe.js on this page, then the server is told.
    body = (
      <StripePaymentCheck
        paymentId={payment.id}
        clientSecret={payment.client_secret}
        publishableKey={stripeKey}
      />
    );
  } else if (payment?.status === 'pending' && payment.challenge) {
    body = (
      <PaymentChallenge
        paymentId={payment.id}
        amount={formatCents(payment.amount_cents)}
        submitting={
          posting?.get('intent') === 'challenge'
            ? posting.get('approved') === 'yes'
              ? 'yes'
              : 'no'
            : null
        }
      />
    );
  } else if (method !== 'test_card' && !stripeKey) {
    body = <p role="note">{PAYMENT_COPY.stripeUnavailable}</p>;
  } else {
    const failure = result?.error ?? (payment?.status === 'failed' ? payment.failure : null);
    body = (
      <OnlinePaymentForm
        key={idempotencyKey}
        dealerships={dealerships}
        maxAmountCents={maxAmountCents}
        maxAmountText={maxAmountText}
        idempotencyKey={idempotencyKey}
        defaultValues={{ ...defaults, ...result?.values }}
        serverError={failure ? `${PAYMENT_COPY.declinedHeading}: ${failure}` : null}
        serverFields={result?.fields}
        submitting={posting?.get('intent') === 'pay'}
        onValid={(form) => submit(form, { method: 'post' })}
        stripeKey={method === 'stripe' ? stripeKey : null}
      />
    );
  }
  return (
    <div className="page fc-promo-page">
      <h1>{PAYMENT_COPY.heading}</h1>
      {payment?.status === 'paid' ? null : <p>{PAYMENT_COPY.intro(dealerName)}</p>}
      {body}
    </div>
  );
}
