/**
 * Sign-in types (site-wide §2 Sign-in gating): trade-in, checkout, finance, spin-to-win,
 * online-payment, car-finance, my-garage.
 */
export const SIGN_IN_TYPES = [
  'trade-in',
  'checkout',
  'finance',
  'spin-to-win',
  'online-payment',
  'car-finance',
  'my-garage',
] as const;

/** A sign-in type (site-wide §2). */
export type SignInType = (typeof SIGN_IN_TYPES)[number];

/**
 * The my-garage family (site-wide §2 routes): the generic /my-garage plus the dealer-branded
 * garages /mymotorama, /mybigboxcars, /myblinkr and /myservco. All of them sign in with the
 * `my-garage` type.
 */
export const MY_GARAGE_FAMILY = [
  'my-garage',
  'mymotorama',
  'mybigboxcars',
  'myblinkr',
  'myservco',
] as const;

/** A page of the my-garage family (site-wide §2). */
export type MyGarageRoute = (typeof MY_GARAGE_FAMILY)[number];

/**
 * The dealer-branded aliases of My Garage (site-wide §2 routes): each is served only on a site
 * whose config lists it in `garage_aliases`.
 */
export const MY_GARAGE_ALIASES = ['mymotorama', 'mybigboxcars', 'myblinkr', 'myservco'] as const;

/** A dealer-branded My Garage path, without its slash (site-wide §2). */
export type MyGarageAlias = (typeof MY_GARAGE_ALIASES)[number];

/** Does this site serve My Garage at `/{alias}`? Only when its config names the alias. */
export function servesGarageAlias(
  site: { garage_aliases: readonly string[] },
  alias: string,
): alias is MyGarageAlias {
  return (
    (MY_GARAGE_ALIASES as readonly string[]).includes(alias) && site.garage_aliases.includes(alias)
  );
}

/**
 * Types that always require sign-in, whatever the site says (site-wide §2: "online-payment and
 * the my-garage family always require sign-in"). Saving to the watchlist also always needs a
 * signed-in user (vehicle-stock §2 `/sign-in?type=watchlist`, §4).
 */
export const ALWAYS_SIGN_IN_TYPES: readonly string[] = [
  'online-payment',
  ...MY_GARAGE_FAMILY,
  'watchlist',
];

/** What can be gated: a sign-in type, a my-garage family page, or the watchlist (site-wide §2). */
export type GatedType = SignInType | MyGarageRoute | 'watchlist';

/** The site options the gate reads. `PLATFORM_DEFAULTS.sign_in.required_types` is `[]`. */
export interface SignInSite {
  sign_in: { required_types: readonly SignInType[] };
}

/**
 * Does this type need a signed-in visitor on this site? online-payment, the my-garage family and
 * the watchlist always do; checkout, finance, spin-to-win, trade-in (and car-finance, which the
 * spec lists as a type but in neither group) only when the site lists them in
 * `sign_in.required_types` (site-wide §2).
 */
export function requiresSignIn(type: GatedType, site: SignInSite): boolean {
  if (ALWAYS_SIGN_IN_TYPES.includes(type)) return true;
  return (site.sign_in.required_types as readonly string[]).includes(type);
}

/** Signed-in means a user id is present (site-wide §3 User, §6). */
export function isSignedIn(user: { id?: string | number | null } | null | undefined): boolean {
  if (user?.id === undefined || user.id === null) return false;
  return String(user.id).trim() !== '';
}

/** Where the visitor goes after signing in (`redirect`) or on going back (`back`). */
export interface SignInRedirectParams {
  type: GatedType;
  redirect?: string | null;
  back?: string | null;
}

/**
 * `/sign-in?type={type}&redirect={path}&back={path}`, each value URL-encoded (site-wide §2).
 * Pages of the my-garage family use the `my-garage` type. Empty targets are left out. For
 * checkout the redirect waits until the car slug is known: without a redirect it returns `null`
 * (site-wide §2 "the redirect waits until the car slug is known").
 */
export function signInRedirect({ type, redirect, back }: SignInRedirectParams): string | null {
  if (type === 'checkout' && !redirect) return null;
  const signInType = (MY_GARAGE_FAMILY as readonly string[]).includes(type) ? 'my-garage' : type;
  const params: [string, string][] = [['type', signInType]];
  if (redirect) params.push(['redirect', redirect]);
  if (back) params.push(['back', back]);
  const query = params
    .map(([key, value]) => `${key}=${encodeURIComponent(wellFormed(value))}`)
    .join('&');
  return `/sign-in?${query}`;
}

/**
 * The text with any unpaired UTF-16 surrogate replaced by U+FFFD, as a browser would encode it:
 * `encodeURIComponent` throws on an unpaired surrogate (found by the property tests).
 */
function wellFormed(text: string): string {
  return text.replace(
    /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
    '\uFFFD',
  );
}
