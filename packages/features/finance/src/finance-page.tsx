import { type Car, isApiClientError } from '@forecourt/api-client';
import { displayPrice } from '@forecourt/pricing';
import type { GatedType } from '@forecourt/site-config';
import {
  apiFor,
  canonicalUrl,
  pageMeta,
  pageUrl,
  requireSignIn,
  siteOf,
} from '@forecourt/site-shell';
import { Breadcrumbs, Image } from '@forecourt/ui-kit';
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
  useActionData,
  useLoaderData,
  useNavigation,
  useSubmit,
} from 'react-router';
import { budgetBasis, titleCase } from './budget-finder.ts';
import { loadBudgetFinderStock } from './budget-finder-loader.ts';
import {
  financeApplicationPrefill,
  financeApplicationPrice,
  submitFinanceApplication,
} from './finance-application.ts';
import { type FinanceViewCar, standaloneCalculator } from './finance-view.ts';
import { BudgetFinder } from './ui/BudgetFinder.tsx';
import { FinanceApplicationForm } from './ui/FinanceApplicationForm.tsx';
import { FinanceCalculator } from './ui/FinanceCalculator.tsx';
import { FinanceSteps } from './ui/FinanceSteps.tsx';
import { PriceRangeFinder } from './ui/PriceRangeFinder.tsx';

/** Which finance page: its heading, intro and sign-in type (site-wide §2). */
export interface FinancePageKind {
  heading: string;
  intro: string;
  /** Sign-in type: `finance`, or `car-finance` for the personalised page (site-wide §2). */
  gate: GatedType;
  /** Show the budget finder (site-wide §2 Screens). */
  budgetFinder: boolean;
  /**
   * Load the car named by `?car_id=` (an id or a slug) and start the application from it: the
   * personalised page (site-wide §2 /personalised/finance?car_id={id}).
   */
  loadsCar?: boolean;
}

/** The car a personalised application is for, as the page shows it. */
export interface FinanceCarSummary {
  title: string;
  priceText: string;
  image: string | null;
  href: string;
}

/** Shown above the plain form when `car_id` names no car this site shows. */
export const UNKNOWN_FINANCE_CAR_NOTE =
  'We could not find that vehicle, so this is our general finance application. Tell us which vehicle you are after in the message.';

/** The car's parameters for the form, as the finance application link sets them. */
function carParams(car: Car): URLSearchParams {
  const params = new URLSearchParams();
  if (car.dealership_slug) params.set('preferredDealership', car.dealership_slug);
  const price = financeApplicationPrice(car);
  if (price !== null) params.set('vehiclePriceBudget', String(price));
  params.set('car_id', String(car.id));
  if (car.car_type) params.set('car_type', car.car_type);
  if (car.vin) params.set('vin', car.vin);
  return params;
}

/**
 * The car of `?car_id=` on this site: the car, `'unknown'` when the API does not know it here (a
 * 404), or null when no car was named.
 */
async function financeCar(
  args: LoaderFunctionArgs,
  siteSlug: string,
  carId: string | null,
): Promise<Car | 'unknown' | null> {
  const key = carId?.trim();
  if (!key) return null;
  try {
    return await apiFor(args.request, args.context).car(key, { site: siteSlug });
  } catch (error) {
    if (isApiClientError(error) && (error.status === 404 || error.status === 400)) return 'unknown';
    throw error;
  }
}

/** The results page the budget finder leads to (site-wide §7 budget search). */
export const BUDGET_SEARCH_PATH = '/search';

/**
 * A finance page's loader (vehicle-stock §2, site-wide §2): the sign-in gate for its type (only
 * on sites whose config lists it), the form's starting values from the finance link's query
 * parameters and the signed-in shopper, the site's dealerships for the select, and the budget
 * finder's stock.
 */
export function financePageLoader(kind: FinancePageKind) {
  return async function loader(args: LoaderFunctionArgs) {
    const { request, context } = args;
    const site = siteOf(context);
    const user = await requireSignIn(args, kind.gate);
    const url = new URL(request.url);
    const path = url.pathname.replace(/\/+$/, '') || '/';
    const [stock, car] = await Promise.all([
      kind.budgetFinder ? loadBudgetFinderStock(request, context, site, new Date()) : null,
      kind.loadsCar ? financeCar(args, site.slug, url.searchParams.get('car_id')) : null,
    ]);
    // The car's own values win over the link's; an unknown car's parameters are dropped, so the
    // plain form does not send a car the site cannot take a lead for.
    const params = new URLSearchParams(url.searchParams);
    if (car === 'unknown') {
      for (const name of ['car_id', 'vin', 'car_type', 'vehiclePriceBudget']) params.delete(name);
    } else if (car) {
      for (const [name, value] of carParams(car)) params.set(name, value);
    }
    const carSummary: FinanceCarSummary | null =
      car && car !== 'unknown'
        ? {
            title:
              car.name?.trim() ||
              [car.year, car.make, car.model, car.badge].filter(Boolean).join(' ') ||
              car.slug,
            priceText: displayPrice(car, site).text,
            image: car.primary_image_url,
            href: car.path || `/cars/${car.slug}`,
          }
        : null;
    return {
      heading: kind.heading,
      intro: kind.intro,
      car: carSummary,
      carNote: car === 'unknown' ? UNKNOWN_FINANCE_CAR_NOTE : null,
      values: financeApplicationPrefill(params, user),
      dealerships: site.dealerships.map((dealership) => ({
        value: dealership.slug,
        label: dealership.name,
      })),
      // The stand-alone calculator on /finance (site-wide §9), on the site's finance basis.
      calculator:
        kind.budgetFinder && site.features.finance_calculator
          ? standaloneCalculator(
              site,
              car && car !== 'unknown' ? (car as unknown as FinanceViewCar) : null,
            )
          : null,
      budget: stock
        ? {
            bodies: stock.bodies,
            settings: {
              finance: budgetBasis(site.finance, site.finance_provider ?? null),
              searchPath: BUDGET_SEARCH_PATH,
              priceRange: stock.priceRange,
              vehicles: site.texts.vehicles,
            },
          }
        : null,
      breadcrumbs: [{ label: 'Home', href: '/' }, { label: kind.heading }],
      seo: {
        title: `${kind.heading} | ${site.name}`,
        description: `${kind.intro} ${site.name}.`,
        canonical: canonicalUrl(site.url, request.url, path),
      },
    };
  };
}

/**
 * A finance page's action (vehicle-stock §2, §7; site-wide §4, §8): the same gate, then the
 * application checked with the form's schema and sent as a finance lead; /success on a lead id,
 * otherwise the errors to show. Works as a plain form post and through `useSubmit`.
 */
export function financePageAction(kind: FinancePageKind) {
  return async function action(args: ActionFunctionArgs) {
    const { request, context } = args;
    const site = siteOf(context);
    await requireSignIn(args, kind.gate);
    const outcome = await submitFinanceApplication(await request.formData(), {
      api: apiFor(request, context),
      site,
      url: pageUrl(request.url),
      userAgent: request.headers.get('user-agent'),
    });
    if (outcome.ok) return redirect('/success');
    return data(outcome.failure, { status: outcome.status });
  };
}

type FinancePageLoader = ReturnType<typeof financePageLoader>;
type FinancePageAction = ReturnType<typeof financePageAction>;

export const financePageMeta: MetaFunction<FinancePageLoader> = ({ loaderData }) =>
  loaderData ? pageMeta(loaderData.seo) : [];

/**
 * A finance page: heading, the finance steps list, the application form (`#finance-form`) and,
 * on /finance, the budget finder.
 */
export function FinancePage() {
  const loaderData = useLoaderData<FinancePageLoader>();
  const failure = useActionData<FinancePageAction>();
  const navigation = useNavigation();
  const submit = useSubmit();
  return (
    <div className="page fc-finance-page">
      <Breadcrumbs items={loaderData.breadcrumbs} />
      <h1>{loaderData.heading}</h1>
      <p>{loaderData.intro}</p>
      {loaderData.car ? (
        <section className="fc-finance-page__car" aria-labelledby="finance-car-heading">
          <Image
            src={loaderData.car.image}
            alt=""
            width={240}
            height={160}
            className="fc-finance-page__car-image"
          />
          <div>
            <h2 id="finance-car-heading">
              <a href={loaderData.car.href}>{loaderData.car.title}</a>
            </h2>
            <p className="fc-finance-page__car-price">{loaderData.car.priceText}</p>
          </div>
        </section>
      ) : null}
      {loaderData.carNote ? (
        <p className="fc-finance-page__car-note" role="note">
          {loaderData.carNote}
        </p>
      ) : null}
      <div className="fc-finance-page__columns">
        <section aria-labelledby="finance-form-heading" className="fc-finance-page__form">
          <h2 id="finance-form-heading">Apply for finance</h2>
          <FinanceApplicationForm
            // A new failure (or new parameters) starts the form from what was sent.
            key={failure ? JSON.stringify(failure.values) : JSON.stringify(loaderData.values)}
            values={failure?.values ?? loaderData.values}
            dealerships={loaderData.dealerships}
            fieldErrors={failure?.fieldErrors ?? {}}
            formError={failure?.formError ?? null}
            submitting={navigation.state === 'submitting'}
            onValidSubmit={(form) => submit(form, { method: 'post' })}
          />
        </section>
        <FinanceSteps />
      </div>
      {loaderData.calculator ? (
        <FinanceCalculator settings={loaderData.calculator} headingLevel={2} />
      ) : null}
      {loaderData.budget ? (
        <>
          <BudgetFinder bodies={loaderData.budget.bodies} settings={loaderData.budget.settings} />
          <PriceRangeFinder
            searchPath={BUDGET_SEARCH_PATH}
            translations={{ button: `View ${titleCase(loaderData.budget.settings.vehicles)}` }}
          />
        </>
      ) : null}
    </div>
  );
}
