import { isApiClientError, type User } from '@forecourt/api-client';
import {
  canonicalUrl,
  pageMeta,
  type SessionArgs,
  shopperApi,
  signedInUser,
  siteOf,
  useSite,
} from '@forecourt/site-shell';
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
} from 'react-router';
import { safeRedirectPath } from '../safe-redirect.ts';
import { savedCars } from '../saved-cars.ts';
import { SavedCarsList, savedCarsTexts } from '../ui/SavedCarsList.tsx';
import { WATCHLIST_FORM_FIELDS } from '../ui/WatchlistButton.tsx';
import {
  WATCHLIST_PATH,
  WATCHLIST_RETURN_PARAM,
  WATCHLIST_SAVE_PARAM,
  watchlistSignInHref,
} from '../watchlist-links.ts';
import { WATCHLIST_FAILED_TEXT } from '../watchlist-store.ts';

// The kit's styles; the account styles come with every page (the header's entry uses them).
export const links: LinksFunction = () => stylesheetLinks('@forecourt/ui-kit/styles.css');

/** A signed-in shopper with a mobile number: the one who may use the server watchlist (§6). */
function canUseWatchlist(user: User | null): user is User & { phone: string } {
  return user !== null && Boolean(user.phone);
}

/** The failure's message (vehicle-stock §8: the watchlist call's message is shown). */
function failureText(error: unknown): string {
  if (!isApiClientError(error)) throw error;
  return error.message || WATCHLIST_FAILED_TEXT;
}

/** Saves or removes a car for the signed-in shopper; the failure's message, or null. */
async function change(args: SessionArgs, intent: 'save' | 'remove', carId: number) {
  const api = shopperApi(args);
  try {
    if (intent === 'save') await api.watchlist.save({ car_id: carId });
    else await api.watchlist.remove({ car_id: carId });
    return null;
  } catch (error) {
    return failureText(error);
  }
}

function carIdOf(value: unknown): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * `/watchlist` (vehicle-stock §2 "a watchlist page exists"): the signed-in shopper's saved cars
 * at this site, live. With `?save={id}&return={path}` it is where sign-in (type watchlist)
 * sends the shopper on to: it saves the car they pressed Save on, then returns them to `return`
 * (vehicle-stock §4 "Without a signed-in user phone number, Save redirects to sign-in"). Both
 * need a signed-in shopper with a mobile number; anyone else goes to sign-in first.
 */
export async function loader(args: LoaderFunctionArgs) {
  const { request, context } = args;
  const site = siteOf(context);
  const url = new URL(request.url);
  const user = await signedInUser(args);
  const saveId = carIdOf(url.searchParams.get(WATCHLIST_SAVE_PARAM));
  const returnTo = safeRedirectPath(url.searchParams.get(WATCHLIST_RETURN_PARAM), WATCHLIST_PATH);
  const seo = {
    title: `My saved ${site.texts.vehicles} | ${site.name}`,
    description: `The ${site.texts.vehicles} you have saved at ${site.name}.`,
    canonical: canonicalUrl(site.url, request.url, WATCHLIST_PATH),
    noindex: true,
  };

  if (saveId !== null) {
    if (!canUseWatchlist(user)) throw redirect(watchlistSignInHref(saveId, returnTo));
    // Saving twice is harmless (the API's save is idempotent), so this GET may be followed again.
    const failure = await change(args, 'save', saveId);
    if (failure === null) throw redirect(returnTo);
    return data({ kind: 'failed' as const, message: failure, returnTo, seo }, 409);
  }

  if (!canUseWatchlist(user)) {
    throw redirect(
      `/sign-in?${new URLSearchParams({ type: 'watchlist', redirect: WATCHLIST_PATH, back: '/' })}`,
    );
  }
  const list = await shopperApi(args).watchlist.list({ site: site.slug });
  return { kind: 'list' as const, cars: savedCars(list.cars, site), seo };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) =>
  loaderData ? pageMeta(loaderData.seo) : [];

/**
 * The Save to My Garage and Remove forms' post (no JavaScript, or before hydration): saves or
 * removes the car and goes back to the form's `return` path; a shopper who cannot use the
 * watchlist yet goes to sign-in (type watchlist) and on to the save. A failure stays here with
 * the server's message.
 */
export async function action(args: ActionFunctionArgs) {
  const form = await args.request.formData();
  const carId = carIdOf(form.get(WATCHLIST_FORM_FIELDS.carId));
  const intent = form.get(WATCHLIST_FORM_FIELDS.intent) === 'remove' ? 'remove' : 'save';
  const returnTo = safeRedirectPath(String(form.get(WATCHLIST_FORM_FIELDS.returnTo) ?? ''), '/');
  if (carId === null) return data({ error: WATCHLIST_FAILED_TEXT, returnTo }, 400);
  if (!canUseWatchlist(await signedInUser(args))) {
    return redirect(watchlistSignInHref(carId, returnTo));
  }
  const failure = await change(args, intent, carId);
  if (failure === null) return redirect(returnTo);
  return data({ error: failure, returnTo }, 409);
}

const renderLink = ({ href, children }: { href: string; children: ReactNode }) => (
  <Link to={href}>{children}</Link>
);

/** The watchlist page, or the save that could not be made (a sold car, an unknown car). */
export default function WatchlistPage() {
  const page = useLoaderData<typeof loader>();
  // The dealer's own vehicle word: "My saved caravans" (texts.vehicles, site-wide §1).
  const vehicles = useSite().texts.vehicles;
  const result = useActionData<typeof action>();
  const failure =
    page.kind === 'failed'
      ? page
      : result
        ? { message: result.error, returnTo: result.returnTo }
        : null;
  return (
    <div className="page narrow watchlist-page">
      <h1>My saved {vehicles}</h1>
      {failure ? (
        <div className="watchlist-page__failure" role="alert">
          <p>{failure.message}</p>
          <p>
            <Link to={failure.returnTo}>Go back</Link>
          </p>
        </div>
      ) : null}
      {page.kind === 'list' ? (
        <SavedCarsList
          cars={page.cars}
          action={WATCHLIST_PATH}
          returnTo={WATCHLIST_PATH}
          renderLink={renderLink}
          translations={savedCarsTexts(vehicles)}
          emptyAction={
            <p>
              <Link className="button" to="/search">
                Browse our stock
              </Link>
            </p>
          }
        />
      ) : null}
    </div>
  );
}
