import {
  type ApiClient,
  type Car,
  isApiClientError,
  type OrderDraft,
  type OrderOwner,
  type ReserveRequest,
} from '@forecourt/api-client';
import { formatCurrency } from '@forecourt/format';
import { fieldErrors, reserveFormSchema } from '@forecourt/lead-payloads';
import {
  canonicalUrl,
  pageMeta,
  readCookie,
  requireSignIn,
  shopperApi,
  signedInUser,
  siteOf,
} from '@forecourt/site-shell';
import { Button } from '@forecourt/ui-kit';
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
import { BUY_ONLINE_COPY } from '../buy-online-copy.ts';
import { financeText } from '../finance-choice.ts';
import { depositText, RESERVE_COPY } from '../reserve-copy.ts';
import { CardChallenge } from '../ui/CardChallenge.tsx';
import { type JourneyFormStep, JourneyStepForm } from '../ui/JourneyStepForm.tsx';
import { ReserveForm } from '../ui/ReserveForm.tsx';
import { StripeCardForm } from '../ui/StripeCardForm.tsx';

export const links: LinksFunction = () =>
  stylesheetLinks('@forecourt/ui-kit/styles.css', '@forecourt/checkout/checkout.css');

/** The journey's anonymous id (when the site does not gate checkout): an httpOnly cookie. */
export const JOURNEY_COOKIE = 'fc_journey';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const STEPS = ['contact', 'trade_in', 'payment', 'delivery', 'summary', 'deposit'] as const;
type Step = (typeof STEPS)[number];
const FORM_STEPS: readonly string[] = ['contact', 'trade_in', 'payment', 'delivery'];

function journeyCookie(request: Request): string | null {
  const value = readCookie(request.headers.get('cookie'), JOURNEY_COOKIE);
  return value && UUID.test(value) ? value : null;
}

async function siteCar(api: ApiClient, carId: string, site: string): Promise<Car> {
  try {
    return await api.car(carId, { site });
  } catch (error) {
    if (isApiClientError(error) && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

/** Site, car, the shopper (sign-in gate) and the journey's owner (user, else the cookie's id). */
async function journey(args: LoaderFunctionArgs | ActionFunctionArgs) {
  const site = siteOf(args.context);
  // Buy online only where the site enables it (vehicle-stock §2, §6 feature switches).
  if (!site.features.online_purchase) throw data(null, { status: 404, statusText: 'Not Found' });
  const url = new URL(args.request.url);
  const carParam = url.searchParams.get('car_id')?.trim() ?? '';
  if (!carParam) throw data(null, { status: 404, statusText: 'Not Found' });
  const api = shopperApi(args);
  const car = await siteCar(api, carParam, site.slug);
  // site-wide §2: checkout is gated on some sites; the car is known, so the redirect is too.
  const here = `/checkout-journey?car_id=${encodeURIComponent(carParam)}`;
  const user =
    (await requireSignIn(args, 'checkout', { back: car.path, redirectTo: here })) ??
    (await signedInUser(args));
  const anon = user ? null : journeyCookie(args.request);
  const owner: OrderOwner = { site: site.slug, car_id: car.id, anon: anon ?? undefined };
  return { site, api, car, user, anon, owner, here, url };
}

export async function loader(args: LoaderFunctionArgs) {
  const { site, api, car, user, anon, owner, here, url } = await journey(args);
  if (!user && !anon) {
    // A journey is saved server-side under an anonymous id: set it once, then come back.
    if (url.searchParams.has('fresh')) throw data(BUY_ONLINE_COPY.cookiesNeeded, { status: 400 });
    throw redirect(`${here}&fresh=1`, {
      headers: {
        'set-cookie': `${JOURNEY_COOKIE}=${globalThis.crypto.randomUUID()}; Path=/; HttpOnly; SameSite=Lax; Max-Age=2592000${url.protocol === 'https:' ? '; Secure' : ''}`,
      },
    });
  }
  const [order, config] = await Promise.all([
    api.orders.draft(owner),
    api.checkout.config(site.slug),
  ]);
  const reservationId = url.searchParams.get('reservation');
  let reservation = null;
  if (reservationId && order.next_step === 'deposit') {
    try {
      reservation = await api.checkout.reservation(reservationId);
    } catch (error) {
      if (!isApiClientError(error) || error.status !== 404) throw error;
    }
    if (reservation && reservation.car_id !== car.id) reservation = null;
  }
  // The shown step: the one asked for when it was reached, else where the journey stands (resume).
  const reached = order.next_step === 'complete' ? STEPS.length : STEPS.indexOf(order.next_step);
  const asked = url.searchParams.get('step') as Step | null;
  const step: Step | 'complete' =
    order.next_step === 'complete'
      ? 'complete'
      : asked && STEPS.includes(asked) && STEPS.indexOf(asked) <= reached && asked !== 'deposit'
        ? asked
        : order.next_step;
  const buyable = car.status === 'in_stock' && car.reserved !== true && (car.price ?? 0) > 0;
  return {
    seo: {
      title: `Buy ${car.name} online | ${site.name}`,
      description: BUY_ONLINE_COPY.heading,
      canonical: canonicalUrl(site.url, args.request.url, here),
      noindex: true,
    },
    car: { id: car.id, name: String(car.name ?? car.slug), path: car.path, price: car.price },
    here,
    step,
    order,
    // After our own deposit the car reads reserved: the journey still finishes.
    buyable: buyable || (reservation?.status === 'held' && step === 'deposit'),
    depositCents: config.deposit_cents,
    holdHours: config.hold_hours,
    method: config.method,
    publishableKey: config.publishable_key,
    reservation,
    idempotencyKey: globalThis.crypto.randomUUID(),
  };
}

export type JourneyActionResult = {
  step: string;
  error: string | null;
  fields: Record<string, string>;
  values: Record<string, unknown>;
};

/** Reads a step's form: dotted names (`adjustmentAnswers.x`) become nested values. */
function formValues(form: FormData): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, raw] of form) {
    if (typeof raw !== 'string' || name === 'intent' || name === 'idempotency_key') continue;
    const value = raw.slice(0, 200);
    const [head, tail] = name.split('.', 2) as [string, string | undefined];
    if (tail) {
      const nested = (values[head] ?? {}) as Record<string, string>;
      nested[tail] = value;
      values[head] = nested;
    } else values[head] = value;
  }
  return values;
}

/**
 * Saves a step through the platform API (which validates it with the same schema and answers
 * field messages), or pays the deposit through the reserve flow (the car is held exactly as
 * on the reserve page) and completes the order; each success redirects to the journey's URL,
 * which resumes at the next step.
 */
export async function action(args: ActionFunctionArgs): Promise<JourneyActionResult> {
  const { api, car, user, anon, owner, here } = await journey(args);
  if (!user && !anon) throw redirect(here);
  const form = await args.request.formData();
  const intent = String(form.get('intent') ?? '');
  const values = formValues(form);
  const fail = (error: unknown): JourneyActionResult => {
    if (!isApiClientError(error) || error.status >= 500) throw error;
    return {
      step: intent,
      error: error.fields && Object.keys(error.fields).length > 0 ? null : error.message,
      fields: error.fields ?? {},
      values,
    };
  };
  if (FORM_STEPS.includes(intent) || intent === 'summary') {
    try {
      await api.orders.saveStep(owner, intent as JourneyFormStep | 'summary', values);
    } catch (error) {
      return fail(error);
    }
    throw redirect(here);
  }
  const finish = async (reservationId: string) => {
    const reservation = await api.checkout.reservation(reservationId);
    if (reservation.status === 'held') await api.orders.complete(owner, reservation.id);
    throw redirect(`${here}&reservation=${encodeURIComponent(reservationId)}`);
  };
  if (intent === 'challenge') {
    const id = String(form.get('reservation') ?? '');
    try {
      await api.checkout.answerChallenge(id, form.get('approved') === 'yes');
    } catch (error) {
      if (!isApiClientError(error)) throw error;
      if (error.status !== 402) return fail(error);
    }
    return finish(id);
  }
  const reserveWith = async (
    contact: { name: string; last_name: string; email: string; phone: string },
    payment: ReserveRequest['payment'],
  ): Promise<JourneyActionResult> => {
    let reservationId: string;
    try {
      const reservation = await api.checkout.reserve(
        { site: owner.site, car_id: car.id, ...contact, payment },
        String(form.get('idempotency_key') ?? '') || globalThis.crypto.randomUUID(),
      );
      reservationId = reservation.id;
    } catch (error) {
      const failed = isApiClientError(error)
        ? (error.body as { reservation?: { id?: string } } | undefined)?.reservation?.id
        : undefined;
      if (failed) throw redirect(`${here}&reservation=${encodeURIComponent(failed)}`);
      const { card_number: _n, card_cvc: _c, ...kept } = values;
      return { ...fail(error), step: 'deposit', values: kept };
    }
    return finish(reservationId);
  };
  if (intent === 'reserve-stripe') {
    // Stripe: the browser made the PaymentMethod; the contact is the journey's.
    const order = await api.orders.draft(owner);
    const contact = order.data.contact;
    const id = String(form.get('payment_method_id') ?? '');
    if (!contact) throw redirect(here);
    return reserveWith(contact, { kind: 'stripe', payment_method_id: id });
  }
  if (intent !== 'reserve') throw data(null, { status: 400 });
  // The deposit: the reserve form's contact and card, checked with the shared schema.
  const parsed = reserveFormSchema.safeParse(values);
  if (!parsed.success) {
    const { card_number: _n, card_cvc: _c, ...kept } = values;
    return { step: 'deposit', error: null, fields: fieldErrors(parsed.error), values: kept };
  }
  const { card_name, card_number, card_expiry, card_cvc, ...contact } = parsed.data;
  return reserveWith(contact, { kind: 'test_card', card_name, card_number, card_expiry, card_cvc });
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) =>
  loaderData ? pageMeta(loaderData.seo) : [];

const money = (dollars: number) => formatCurrency(dollars);

function SavedChoices({ order, here }: { order: OrderDraft; here: string }) {
  const { data: saved } = order;
  const rows: [Step, string][] = [];
  if (saved.contact) {
    rows.push([
      'contact',
      `${saved.contact.name} ${saved.contact.last_name}, ${saved.contact.email}`,
    ]);
  }
  if (saved.trade_in) {
    rows.push([
      'trade_in',
      saved.trade_in.trade_in === 'skip'
        ? BUY_ONLINE_COPY.tradeInSkip
        : saved.trade_in.online_estimate
          ? BUY_ONLINE_COPY.tradeInOffer(money(saved.trade_in.offer_price))
          : BUY_ONLINE_COPY.tradeInNoEstimate,
    ]);
  }
  if (saved.payment) {
    rows.push([
      'payment',
      saved.payment.payment === 'cash' ? BUY_ONLINE_COPY.paymentCash : financeText(saved.payment),
    ]);
  }
  if (saved.delivery) {
    rows.push([
      'delivery',
      saved.delivery.delivery === 'pickup'
        ? BUY_ONLINE_COPY.pickupAt(saved.delivery.location ?? 'the dealership')
        : BUY_ONLINE_COPY.deliveryTo(saved.delivery.name, money(saved.delivery.price)),
    ]);
  }
  if (rows.length === 0) return null;
  return (
    <dl className="fc-journey-saved">
      {rows.map(([step, text]) => (
        <div key={step}>
          <dt>{BUY_ONLINE_COPY.steps[step]}</dt>
          <dd>
            {text}{' '}
            {order.completed ? null : (
              <a href={`${here}&step=${step}`}>
                {BUY_ONLINE_COPY.edit}
                <span className="fc-visually-hidden"> {BUY_ONLINE_COPY.steps[step]}</span>
              </a>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function SummaryTable({ order }: { order: OrderDraft }) {
  const rows = Object.entries(BUY_ONLINE_COPY.summaryRows) as [
    keyof typeof BUY_ONLINE_COPY.summaryRows,
    string,
  ][];
  return (
    <table className="fc-journey-summary">
      <caption>{BUY_ONLINE_COPY.steps.summary}</caption>
      <tbody>
        {rows.map(([key, label]) => (
          <tr key={key}>
            <th scope="row">{label}</th>
            <td>
              {key === 'trade_in_offer' && order.summary[key] > 0 ? '−' : ''}
              {money(order.summary[key])}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * `/checkout-journey?car_id={slug or id}`: buy a car online (vehicle-stock §2, site-wide §2; issue
 * 14 point 5). Contact, trade-in (optional), finance or cash, delivery or pick-up, summary and the
 * deposit, each a plain form saved on the server as the shopper goes, so a reload resumes at the
 * next step; the deposit holds the car (the reserve flow) and the dealer receives the order.
 */
export default function CheckoutJourney() {
  const loaded = useLoaderData<typeof loader>();
  const { car, here, step, order, reservation, idempotencyKey } = loaded;
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const submit = useSubmit();
  const posting = navigation.state === 'submitting' ? navigation.formData : undefined;
  const deposit = depositText(loaded.depositCents);
  const own = result && result.step === step ? result : null;
  const position = step === 'complete' ? STEPS.length : STEPS.indexOf(step);
  let body: React.ReactNode;
  if (step === 'complete') {
    body = (
      <section aria-labelledby="journey-complete-heading" className="fc-checkout-confirmation">
        <h2 id="journey-complete-heading" tabIndex={-1}>
          {BUY_ONLINE_COPY.completeHeading}
        </h2>
        <p>{BUY_ONLINE_COPY.completeText(car.name)}</p>
        <SummaryTable order={order} />
        <p>
          <a href={car.path}>{RESERVE_COPY.backToCar}</a>
        </p>
      </section>
    );
  } else if (!loaded.buyable) {
    body = (
      <p role="note">
        {BUY_ONLINE_COPY.unavailable} <a href={car.path}>{RESERVE_COPY.backToCar}</a>
      </p>
    );
  } else if (step === 'summary') {
    body = (
      <form method="post" className="fc-checkout-form" aria-label={BUY_ONLINE_COPY.steps.summary}>
        <SummaryTable order={order} />
        {own?.error ? <p role="alert">{own.error}</p> : null}
        <input type="hidden" name="intent" value="summary" />
        <Button
          type="submit"
          variant="primary"
          size="lg"
          fullWidth
          loading={posting?.get('intent') === 'summary'}
        >
          {BUY_ONLINE_COPY.summaryConfirm}
        </Button>
      </form>
    );
  } else if (step === 'deposit') {
    if (loaded.method === 'stripe') {
      const failure = own?.error ?? (reservation?.status === 'failed' ? reservation.failure : null);
      body = (
        <>
          <p>{BUY_ONLINE_COPY.depositIntro(deposit, loaded.holdHours)}</p>
          <StripeCardForm
            key={idempotencyKey}
            publishableKey={loaded.publishableKey}
            deposit={deposit}
            depositCents={loaded.depositCents}
            idempotencyKey={idempotencyKey}
            challenge={
              reservation?.status === 'pending' && reservation.client_secret
                ? { reservationId: reservation.id, clientSecret: reservation.client_secret }
                : null
            }
            serverError={failure ? `${RESERVE_COPY.declinedHeading}: ${failure}` : null}
            submitting={posting?.get('intent') === 'reserve-stripe'}
          />
        </>
      );
    } else if (reservation?.status === 'pending' && reservation.challenge) {
      body = (
        <CardChallenge
          reservationId={reservation.id}
          deposit={deposit}
          submitting={
            posting?.get('intent') === 'challenge'
              ? posting.get('approved') === 'yes'
                ? 'yes'
                : 'no'
              : null
          }
        />
      );
    } else {
      const failure = own?.error ?? (reservation?.status === 'failed' ? reservation.failure : null);
      body = (
        <>
          <p>{BUY_ONLINE_COPY.depositIntro(deposit, loaded.holdHours)}</p>
          <ReserveForm
            key={idempotencyKey}
            deposit={deposit}
            idempotencyKey={idempotencyKey}
            defaultValues={{ ...order.data.contact, ...(own?.values ?? {}) }}
            serverError={failure ? `${RESERVE_COPY.declinedHeading}: ${failure}` : null}
            serverFields={own?.fields}
            submitting={posting?.get('intent') === 'reserve'}
            onValid={(form) => submit(form, { method: 'post' })}
          />
        </>
      );
    }
  } else {
    const saved = order.data[step] as Record<string, unknown> | undefined;
    body = (
      <JourneyStepForm
        key={step}
        step={step}
        defaultValues={own?.values ?? saved}
        serverError={own?.error ?? null}
        serverFields={own?.fields}
        submitting={posting?.get('intent') === step}
        onValid={(form) => submit(form, { method: 'post' })}
      />
    );
  }
  return (
    <div className="page fc-checkout-page fc-journey-page">
      <h1>{BUY_ONLINE_COPY.heading}</h1>
      <p className="fc-checkout-summary">
        <a href={car.path}>{car.name}</a>
        {car.price ? ` ${money(car.price)}` : null}
      </p>
      <nav aria-label={BUY_ONLINE_COPY.stepsLabel}>
        <ol className="fc-journey-steps">
          {STEPS.map((name, index) => (
            <li
              key={name}
              aria-current={name === step ? 'step' : undefined}
              data-done={index < position ? 'true' : undefined}
            >
              {BUY_ONLINE_COPY.steps[name]}
            </li>
          ))}
        </ol>
      </nav>
      {step === 'complete' ? null : (
        <h2 className="fc-journey-step-heading">
          {BUY_ONLINE_COPY.stepOf(position + 1, STEPS.length)}: {BUY_ONLINE_COPY.steps[step]}
        </h2>
      )}
      {body}
      {step === 'complete' ? null : <SavedChoices order={order} here={here} />}
    </div>
  );
}
