import { type ApiClient, isApiClientError } from '@forecourt/api-client';
import {
  ANALYTICS_EVENT_IDS,
  ENQUIRY_SUBMIT_FAILED_MESSAGE,
  TRADE_IN_MESSAGES,
  type TradeInCatalogueMake,
} from '@forecourt/lead-payloads';
import {
  apiFor,
  canonicalUrl,
  configureAnalytics,
  pageMeta,
  requireSignIn,
  siteOf,
  trackEvent,
  useSite,
} from '@forecourt/site-shell';
import { stylesheetLinks } from '@forecourt/ui-kit/stylesheets';
import { useEffect, useMemo } from 'react';
import {
  type ActionFunctionArgs,
  data,
  Form,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
  useActionData,
  useLoaderData,
  useNavigation,
  useSubmit,
} from 'react-router';
import { TRADE_IN_FAQ } from '../faq.ts';
import {
  firstInvalidStep,
  initialTradeInValues,
  isStep,
  nextStep,
  previousStep,
  readValues,
  type TradeInValues,
  valuationRequest,
} from '../steps.ts';
import { TradeInFaq } from '../ui/TradeInFaq.tsx';
import { type TradeInCar, TradeInForm, type TradeInState } from '../ui/TradeInForm.tsx';

export const links: LinksFunction = () =>
  stylesheetLinks('@forecourt/ui-kit/styles.css', '@forecourt/trade-in/trade-in.css');

/** Messages of the page. */
export const TRADE_IN_PAGE_TEXT = {
  heading: 'Value your trade-in',
  intro:
    'Tell us about your vehicle and get an online offer in a few steps. Vehicles over 7 years old or with more than 100,000 km are valued by our team instead.',
  regoFound: (vehicle: string) => `We found your ${vehicle}. Please check the details.`,
} as const;

const notFound = () => data(null, { status: 404, statusText: 'Not Found' });

/** The car named by `?car_id=` on this site, or null (unknown, sold elsewhere, not a number). */
async function carBeingBought(
  api: ApiClient,
  site: string,
  carId: string | null,
): Promise<TradeInCar | null> {
  if (!carId || !/^[1-9]\d{0,8}$/.test(carId)) return null;
  try {
    const car = await api.car(carId, { site });
    const title = car.name?.trim() || [car.year, car.make, car.model].filter(Boolean).join(' ');
    return { id: car.id, title, price: car.price ?? null, path: car.path };
  } catch (error) {
    if (isApiClientError(error) && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

/**
 * `/trade-in`, `/sell-your-car`, `/sell-my-car` and `/cars/trade-in?car_id={id}` (site-wide §2,
 * vehicle-stock §2): only where the site values trade-ins, behind the sign-in gate on sites that
 * list trade-in.
 */
export async function loader(args: LoaderFunctionArgs) {
  const { request, context } = args;
  const site = siteOf(context);
  if (!site.features.trade_in) throw notFound();
  await requireSignIn(args, 'trade-in');
  const url = new URL(request.url);
  const car = await carBeingBought(
    apiFor(request, context),
    site.slug,
    url.searchParams.get('car_id'),
  );
  return {
    catalogue: await tradeInCatalogueOf(apiFor(request, context)),
    seo: {
      title: `Trade-In Valuation | ${site.name}`,
      description: `Get an online offer for your vehicle from ${site.name}.`,
      canonical: canonicalUrl(site.url, request.url, url.pathname),
    },
    car,
    // The rego field starts on the site's default state (site-wide §9).
    initialValues: initialTradeInValues(site),
    // The Idempotency-Key of this visit's valuation: a resent last step stores one lead.
    submission: globalThis.crypto.randomUUID(),
    faq: TRADE_IN_FAQ,
  };
}

/** The makes and models to choose from; null when the catalogue cannot be read (the server still checks). */
async function tradeInCatalogueOf(
  api: ReturnType<typeof apiFor>,
): Promise<TradeInCatalogueMake[] | null> {
  try {
    return await api.tradeIn.catalogue();
  } catch {
    return null;
  }
}

const SUBMISSION = /^[\w-]{8,100}$/;

/** Each step posts here; the answer is the next state, or a redirect to /success. */
export async function action(args: ActionFunctionArgs): Promise<TradeInState> {
  const { request, context } = args;
  const site = siteOf(context);
  if (!site.features.trade_in) throw notFound();
  await requireSignIn(args, 'trade-in');
  const form = await request.formData();
  const api = apiFor(request, context);
  const values = readValues(form);
  const intent = form.get('intent');
  const step = form.get('step');
  const carIdText = form.get('car_id');
  const carId =
    typeof carIdText === 'string' && /^[1-9]\d{0,8}$/.test(carIdText) ? Number(carIdText) : null;

  const submissionText = form.get('submission');
  const submission =
    typeof submissionText === 'string' && SUBMISSION.test(submissionText)
      ? submissionText
      : undefined;
  const state = await nextState();
  return submission ? { ...state, submission } : state;

  async function nextState(): Promise<TradeInState> {
    if (intent === 'accept') return acceptOffer(api, site.slug, form, values);
    if (!isStep(step)) return { step: 'rego', values, errors: {} };
    if (intent === 'back') return { step: previousStep(step) ?? 'rego', values, errors: {} };

    const now = new Date();
    const invalid = firstInvalidStep(step, values, now, await tradeInCatalogueOf(api));
    if (invalid) return { step: invalid.step, values, errors: invalid.errors };

    if (step === 'rego') return lookUpRego(api, site.slug, values);
    const next = nextStep(step);
    if (next) return { step: next, values, errors: {} };

    // The last step: the valuation stores the Trade-In lead (site-wide §4 multi-step lead).
    let answer: Awaited<ReturnType<ApiClient['tradeIn']['valuation']>>;
    try {
      answer = await api.tradeIn.valuation(
        {
          site: site.slug,
          ...valuationRequest(values),
          ...(carId !== null ? { car_id: carId } : {}),
          url: request.url,
        },
        submission ? { idempotencyKey: submission } : {},
      );
    } catch (error) {
      if (!isApiClientError(error)) throw error;
      return {
        step: 'contact',
        values,
        errors: error.fields ?? {},
        // site-wide §8: a failed submit alerts "An error occurred when submitting this form",
        // whatever the server said; its field messages still show by their fields.
        formError:
          error.fields && Object.keys(error.fields).length > 0
            ? null
            : ENQUIRY_SUBMIT_FAILED_MESSAGE,
      };
    }
    if (site.features.trade_in_valuation_miscellaneous) {
      // vehicle-stock §7: logs success or failure only.
      await api
        .miscellaneous({
          site: site.slug,
          column_name: 'valuation',
          lead_id: answer.lead_id,
          ...(carId !== null ? { car_id: carId } : {}),
          ...answer.valuation,
        })
        .catch((error: unknown) => console.warn('miscellaneous valuation not recorded', error));
    }
    // No online estimate (over 7 years or 100,000 km): the lead is an enquiry (site-wide §9).
    if (!answer.valuation.online_estimate) throw redirect('/success');
    return {
      step: 'offer',
      values,
      errors: {},
      offer: {
        lead_id: answer.lead_id,
        offer_price: answer.valuation.offer_price,
        reducedPrice: answer.reducedPrice,
      },
    };
  }
}

async function lookUpRego(
  api: ApiClient,
  site: string,
  values: TradeInValues,
): Promise<TradeInState> {
  try {
    const found = await api.tradeIn.regoLookup({
      site,
      rego: values.rego ?? '',
      regoState: values.regoState ?? '',
    });
    if (!found.found) {
      return { step: 'vehicle', values, errors: {}, notice: TRADE_IN_MESSAGES.regoNotFound };
    }
    const { year, make, model, badge } = found.vehicle;
    return {
      step: 'vehicle',
      values: {
        ...values,
        year: values.year || String(year),
        make: values.make || make,
        model: values.model || model,
        badge: values.badge || badge || '',
      },
      errors: {},
      notice: TRADE_IN_PAGE_TEXT.regoFound([year, make, model].join(' ')),
    };
  } catch (error) {
    if (!isApiClientError(error)) throw error;
    if (error.fields && Object.keys(error.fields).length > 0) {
      return { step: 'rego', values, errors: error.fields };
    }
    return { step: 'vehicle', values, errors: {}, notice: TRADE_IN_MESSAGES.regoNotFound };
  }
}

async function acceptOffer(
  api: ApiClient,
  site: string,
  form: FormData,
  values: TradeInValues,
): Promise<TradeInState> {
  const leadId = form.get('lead_id');
  const offerPrice = Number(form.get('offer_price'));
  const reduced = form.get('reducedPrice');
  const offer = {
    lead_id: typeof leadId === 'string' ? leadId : '',
    offer_price: Number.isFinite(offerPrice) ? offerPrice : 0,
    reducedPrice: typeof reduced === 'string' && reduced !== '' ? Number(reduced) : null,
  };
  try {
    await api.tradeIn.acceptOffer({ site, lead_id: offer.lead_id });
  } catch (error) {
    if (!isApiClientError(error)) throw error;
    // site-wide §8: the same alert when accepting the offer fails.
    return { step: 'offer', values, errors: {}, formError: ENQUIRY_SUBMIT_FAILED_MESSAGE, offer };
  }
  throw redirect('/success');
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) =>
  loaderData ? pageMeta(loaderData.seo) : [];

/** The trade-in page: intro, the car being bought, the steps, and the FAQ. */
export default function TradeInPage() {
  const { car, submission, faq, catalogue, initialValues } = useLoaderData<typeof loader>();
  // Before any post: the first step (one object per visit, so the form's effects see no change).
  const firstStep = useMemo<TradeInState>(
    () => ({ step: 'rego', values: initialValues, errors: {} }),
    [initialValues],
  );
  const actionState = useActionData<typeof action>();
  const navigation = useNavigation();
  const submit = useSubmit();
  const site = useSite();
  // Events name the site (event 18 on acceptance, vehicle-stock §7).
  useEffect(() => configureAnalytics({ site: site.slug }), [site.slug]);
  const state: TradeInState = actionState ?? firstStep;
  return (
    <div className="page narrow fc-trade-in-page">
      <h1>{TRADE_IN_PAGE_TEXT.heading}</h1>
      <p>{TRADE_IN_PAGE_TEXT.intro}</p>
      <TradeInForm
        state={state}
        car={car}
        catalogue={catalogue}
        submission={submission}
        submitting={navigation.state === 'submitting'}
        FormComponent={Form}
        onValidSubmit={(target) => submit(target, { method: 'post' })}
        onAccept={() =>
          trackEvent(ANALYTICS_EVENT_IDS.OFFER_ACCEPTED, car ? { car_id: car.id } : {})
        }
      />
      <TradeInFaq items={faq} />
    </div>
  );
}
