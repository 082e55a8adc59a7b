import { SIGN_IN_TYPES } from '@forecourt/site-config';
import { safeRedirectPath } from './safe-redirect.ts';

/** The `type` values `/sign-in` knows: site-wide §2's sign-in types and the watchlist (vehicle-stock §2). */
export const SIGN_IN_PAGE_TYPES = [...SIGN_IN_TYPES, 'watchlist'] as const;

export type SignInPageType = (typeof SIGN_IN_PAGE_TYPES)[number];

/** The page's parameters, read safely from `/sign-in?type=…&redirect=…&back=…`. */
export interface SignInPageParams {
  type: SignInPageType;
  /** Where a signed-in shopper goes: a same-site path only. */
  redirect: string;
  /** Where Back goes: a same-site path only. */
  back: string;
  /** The watchlist needs a mobile number (vehicle-stock §6), so its form asks for one only. */
  mobileOnly: boolean;
  heading: string;
  intro: string;
}

const INTROS: Partial<Record<SignInPageType, { heading: string; intro: string }>> = {
  watchlist: {
    heading: 'Sign in to save this car',
    intro:
      'Enter your mobile number and we will text you a 6-digit code. Cars you save are kept in My Garage, on any device.',
  },
  'my-garage': {
    heading: 'Sign in to My Garage',
    intro:
      'Enter your mobile number or email address and we will send you a 6-digit code. No password needed.',
  },
};

const DEFAULT_INTRO = {
  heading: 'Sign in to continue',
  intro:
    'Enter your mobile number or email address and we will send you a 6-digit code. No password needed.',
};

/**
 * Reads `/sign-in`'s query (site-wide §2): an unknown type counts as `my-garage`; `redirect` and
 * `back` keep same-site paths only ({@link safeRedirectPath}), defaulting to `/my-garage` for
 * the garage and `/` otherwise.
 */
export function signInPageParams(search: URLSearchParams): SignInPageParams {
  const given = search.get('type');
  const type: SignInPageType = (SIGN_IN_PAGE_TYPES as readonly string[]).includes(given ?? '')
    ? (given as SignInPageType)
    : 'my-garage';
  const text = INTROS[type] ?? DEFAULT_INTRO;
  return {
    type,
    redirect: safeRedirectPath(search.get('redirect'), type === 'my-garage' ? '/my-garage' : '/'),
    back: safeRedirectPath(search.get('back'), '/'),
    mobileOnly: type === 'watchlist',
    ...text,
  };
}
