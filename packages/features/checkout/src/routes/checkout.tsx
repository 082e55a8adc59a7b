import { type ApiClient, type Car, isApiClientError } from '@forecourt/api-client';
import {
  fieldErrors,
  type ReserveFormInput,
  reserveContactSchema,
  reserveFormSchema,
} from '@forecourt/lead-payloads';
import { canonicalUrl, pageMeta, requireSignIn, shopperApi, siteOf } from '@forecourt/site-shell';
import { isInStock } from '@forecourt/stock-eligibility';
import { TextField } from '@forecourt/ui-kit';
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
import { depositText, holdUntilText, RESERVE_COPY } from '../reserve-copy.ts';
import { CardChallenge } from '../ui/CardChallenge.tsx';
import { ReserveConfirmation } from '../ui/ReserveConfirmation.tsx';
import { ReserveForm } from '../ui/ReserveForm.tsx';
import { StripeCardForm } from '../ui/StripeCardForm.tsx';

export const links: LinksFunction = () =>
  stylesheetLinks('@forecourt/ui-kit/styles.css', '@forecourt/checkout/checkout.css');

/** Fields the form posts; card number and CVC are never sent back to the page. */
const FORM_FIELDS = [
  'name',
  'last_name',
  'email',
  'phone',
  'card_name',
  'card_number',
  'card_expiry',
  'card_cvc',
] as const satisfies readonly (keyof ReserveFormInput)[];

async function siteCar(api: ApiClient, slug: string, site: string): Promise<Car> {
  try {
    return await api.car(slug, { site });
  } catch (error) {
    if (isApiClientError(error) && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

/** vehicle-stock §5: reserve only an in-stock, unreserved car with a price. */
const reservable = (car: Car) =>
  isInStock(car as { status: 'in_stock' }) && car.reserved !== true && (car.price ?? 0) > 0;

/**
 * The site's reserve page path (site-wide §2): `/cars/{slug}/checkout`, or
 * `/cars/{slug}/buy-online` on the variant whose config says so.
 */
const pagePath = (slug: string, buyOnlinePath: boolean) =>
  `/cars/${encodeURIComponent(slug)}/${buyOnlinePath ? 'buy-online' : 'checkout'}`;

function gate(args: LoaderFunctionArgs | ActionFunctionArgs) {
  const site = siteOf(args.context);
  // Reserve online only where the site enables it (vehicle-stock §6 feature switches).
  if (!site.features.reserve_online) throw data(null, { status: 404, statusText: 'Not Found' });
  const slug = args.params.slug ?? '';
  const variant = site.features.reserve_at_buy_online_path;
  const atBuyOnline = new URL(args.request.url).pathname
    .replace(/\.data$/, '')
    .endsWith('/buy-online');
  if (atBuyOnline && !variant) throw data(null, { status: 404, statusText: 'Not Found' });
  if (!atBuyOnline && variant && args.request.method === 'GET') {
    // The variant's page lives at /buy-online: old /checkout links land there.
    const url = new URL(args.request.url);
    throw redirect(`${pagePath(slug, true)}${url.search}`, 301);
  }
  return { site, slug, here: pagePath(slug, variant) };
}

export async function loader(args: LoaderFunctionArgs) {
  const { site, slug, here } = gate(args);
  // site-wide §2: checkout is gated on some sites; the slug is known, so the redirect is too.
  const user = await requireSignIn(args, 'checkout', { back: `/cars/${slug}` });
  const api = shopperApi(args);
  const [car, config] = await Promise.all([
    siteCar(api, slug, site.slug),
    api.checkout.config(site.slug),
  ]);
  const reservationId = new URL(args.request.url).searchParams.get('reservation');
  let reservation = null;
  if (reservationId) {
    try {
      reservation = await api.checkout.reservation(reservationId);
    } catch (error) {
      if (!isApiClientError(error) || error.status !== 404) throw error;
    }
  }
  if (reservation && reservation.car_id !== car.id) reservation = null;
  return {
    seo: {
      title: `Reserve ${car.name} | ${site.name}`,
      description: RESERVE_COPY.hold(depositText(config.deposit_cents), config.hold_hours),
      canonical: canonicalUrl(
        site.url,
        args.request.url,
        pagePath(car.slug, here.endsWith('/buy-online')),
      ),
      noindex: true,
    },
    car: {
      id: car.id,
      name: String(car.name ?? car.slug),
      path: car.path,
      price: car.price,
      reservable: reservable(car),
    },
    depositCents: config.deposit_cents,
    holdHours: config.hold_hours,
    method: config.method,
    // Stripe's publishable key only (never a secret): the card form loads Stripe with it.
    publishableKey: config.publishable_key,
    reservation,
    // A fresh key per page load: one attempt, however often its button is pressed.
    idempotencyKey: globalThis.crypto.randomUUID(),
    defaults: {
      name: user?.name ?? '',
      last_name: user?.last_name ?? '',
      email: user?.email ?? '',
      phone: user?.phone ?? '',
    },
  };
}

export type CheckoutActionResult = {
  error: string | null;
  fields: Record<string, string>;
  values: Partial<ReserveFormInput>;
};

/**
 * Pays the deposit through the platform API (which validates with the same schema and holds the
 * car), or answers the card check; on success it redirects to the reservation's state.
 */
export async function action(args: ActionFunctionArgs): Promise<CheckoutActionResult> {
  const { site, slug, here } = gate(args);
  await requireSignIn(args, 'checkout', { back: `/cars/${slug}` });
  const api = shopperApi(args);
  // The page's own path (a client-side submit posts to `….data`, which must not leak into the URL).
  const form = await args.request.formData();
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.slice(0, 200) : '';
  };
  if (text('intent') === 'challenge') {
    const id = text('reservation');
    try {
      await api.checkout.answerChallenge(id, text('approved') === 'yes');
    } catch (error) {
      if (!isApiClientError(error)) throw error;
      if (error.status !== 402) return { error: error.message, fields: {}, values: {} };
    }
    throw redirect(`${here}?reservation=${encodeURIComponent(id)}`);
  }
  if (text('intent') === 'reserve-stripe') {
    // Stripe: the browser created the PaymentMethod; contact comes with it.
    const car = await siteCar(api, slug, site.slug);
    const contact = reserveContactSchema.safeParse({
      name: text('name'),
      last_name: text('last_name'),
      email: text('email'),
      phone: text('phone'),
    });
    if (!contact.success) return { error: null, fields: fieldErrors(contact.error), values: {} };
    try {
      const reservation = await api.checkout.reserve(
        {
          site: site.slug,
          car_id: car.id,
          ...contact.data,
          payment: { kind: 'stripe', payment_method_id: text('payment_method_id') },
        },
        text('idempotency_key') || globalThis.crypto.randomUUID(),
      );
      throw redirect(`${here}?reservation=${encodeURIComponent(reservation.id)}`);
    } catch (error) {
      if (!isApiClientError(error)) throw error;
      return { error: error.message, fields: error.fields ?? {}, values: contact.data };
    }
  }
  const raw = Object.fromEntries(FORM_FIELDS.map((name) => [name, text(name)]));
  const values = {
    name: raw.name,
    last_name: raw.last_name,
    email: raw.email,
    phone: raw.phone,
    card_name: raw.card_name,
    card_expiry: raw.card_expiry,
  };
  const parsed = reserveFormSchema.safeParse(raw);
  if (!parsed.success) return { error: null, fields: fieldErrors(parsed.error), values };
  const car = await siteCar(api, slug, site.slug);
  const { card_name, card_number, card_expiry, card_cvc, ...contact } = parsed.data;
  let reservationId: string;
  try {
    const reservation = await api.checkout.reserve(
      {
        site: site.slug,
        car_id: car.id,
        ...contact,
        payment: { kind: 'test_card', card_name, card_number, card_expiry, card_cvc },
      },
      text('idempotency_key') || globalThis.crypto.randomUUID(),
    );
    reservationId = reservation.id;
  } catch (error) {
    if (!isApiClientError(error)) throw error;
    return { error: error.message, fields: error.fields ?? {}, values };
  }
  throw redirect(`${here}?reservation=${encodeURIComponent(reservationId)}`);
}

const CONTACT_FIELDS = [
  { name: 'name', label: 'First name', autoComplete: 'given-name', type: 'text' },
  { name: 'last_name', label: 'Last name', autoComplete: 'family-name', type: 'text' },
  { name: 'email', label: 'Email', autoComplete: 'email', type: 'email' },
  { name: 'phone', label: 'Mobile number', autoComplete: 'tel', type: 'tel' },
] as const;

export const meta: MetaFunction<typeof loader> = ({ loaderData }) =>
  loaderData ? pageMeta(loaderData.seo) : [];

/**
 * `/cars/{slug}/checkout`: reserve a car online (vehicle-stock §2, §9): the deposit, the 48-hour
 * hold and the refund promise, the test card form (the embedded provider), the card check when
 * the card asks for one, a decline's message, and the confirmation once the car is held.
 */
export default function Checkout() {
  const {
    car,
    depositCents,
    holdHours,
    method,
    publishableKey,
    reservation,
    idempotencyKey,
    defaults,
  } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const submit = useSubmit();
  const posting = navigation.state === 'submitting' ? navigation.formData : undefined;
  const deposit = depositText(depositCents);
  const held = reservation?.status === 'held';
  let body: React.ReactNode;
  if (held && reservation) {
    body = (
      <ReserveConfirmation
        carName={car.name}
        carHref={car.path}
        until={holdUntilText(reservation.expires_at)}
        deposit={deposit}
        reservationId={reservation.id}
      />
    );
  } else if (reservation?.status === 'pending' && reservation.challenge && method !== 'stripe') {
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
  } else if (!car.reservable) {
    body = (
      <section aria-labelledby="reserve-unavailable-heading">
        <h2 id="reserve-unavailable-heading">{RESERVE_COPY.unavailableHeading}</h2>
        <p>{RESERVE_COPY.unavailableText}</p>
        <p>
          <a href={car.path}>{RESERVE_COPY.backToCar}</a>
        </p>
      </section>
    );
  } else if (method === 'stripe') {
    // Stripe Elements, loaded lazily with the publishable key.
    const failure =
      result?.error ?? (reservation?.status === 'failed' ? reservation.failure : null);
    body = (
      <StripeCardForm
        key={idempotencyKey}
        publishableKey={publishableKey}
        deposit={deposit}
        depositCents={depositCents}
        idempotencyKey={idempotencyKey}
        challenge={
          reservation?.status === 'pending' && reservation.client_secret
            ? { reservationId: reservation.id, clientSecret: reservation.client_secret }
            : null
        }
        serverError={failure ? `${RESERVE_COPY.declinedHeading}: ${failure}` : null}
        submitting={posting?.get('intent') === 'reserve-stripe'}
      >
        <fieldset className="fc-checkout-fieldset">
          <legend>{RESERVE_COPY.contactLegend}</legend>
          {CONTACT_FIELDS.map((field) => (
            <TextField
              key={field.name}
              id={`reserve-${field.name}`}
              name={field.name}
              label={field.label}
              type={field.type}
              autoComplete={field.autoComplete}
              required
              defaultValue={String({ ...defaults, ...result?.values }[field.name] ?? '')}
              error={result?.fields[field.name]}
            />
          ))}
        </fieldset>
      </StripeCardForm>
    );
  } else {
    const failure =
      result?.error ?? (reservation?.status === 'failed' ? reservation.failure : null);
    body = (
      <ReserveForm
        key={idempotencyKey}
        deposit={deposit}
        idempotencyKey={idempotencyKey}
        defaultValues={{ ...defaults, ...result?.values }}
        serverError={failure ? `${RESERVE_COPY.declinedHeading}: ${failure}` : null}
        serverFields={result?.fields}
        submitting={posting?.get('intent') === 'reserve'}
        onValid={(form) => submit(form, { method: 'post' })}
      />
    );
  }
  return (
    <div className="page fc-checkout-page">
      <h1>{RESERVE_COPY.heading}</h1>
      <div className="fc-checkout-summary">
        <p>
          <a href={car.path}>{car.name}</a>
        </p>
      </div>
      {held ? null : (
        <ul className="fc-checkout-points">
          <li>{RESERVE_COPY.hold(deposit, holdHours)}</li>
          <li>{RESERVE_COPY.refundable}</li>
        </ul>
      )}
      {body}
    </div>
  );
}
