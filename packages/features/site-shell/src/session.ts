import type { User } from '@forecourt/api-client';
import { type GatedType, isSignedIn, requiresSignIn, signInRedirect } from '@forecourt/site-config';
import { type RouterContextProvider, redirect } from 'react-router';
import { apiFor } from './api-client.ts';
import { siteOf } from './site-context.tsx';

/** What a loader or action passes: its request and the router context. */
export interface SessionArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

/**
 * The platform API client for this request acting as the shopper: the browser's cookie (the
 * httpOnly session, site-wide §3 User) goes with each call.
 */
export function shopperApi({ request, context }: SessionArgs) {
  const cookie = request.headers.get('cookie');
  return apiFor(request, context, cookie ? { cookie } : undefined);
}

/** The signed-in shopper of this request, or `null` (signed in = a user id is present, §6). */
export async function signedInUser(args: SessionArgs): Promise<User | null> {
  if (!args.request.headers.get('cookie')) return null;
  const user = await shopperApi(args).auth.me();
  return isSignedIn(user) ? user : null;
}

/** The path and query of a URL: where a shopper comes back to after signing in. */
export function pathOf(url: string | URL): string {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

/**
 * Sign-in gating (site-wide §2): on a page of `type`, a shopper who is not signed in on a site
 * that gates it is sent to `/sign-in?type=…&redirect={this page}&back={back}`. Returns the user
 * (or `null` when the page is not gated and nobody is signed in).
 */
export async function requireSignIn(
  args: SessionArgs,
  type: GatedType,
  options: { back?: string | null; redirectTo?: string | null } = {},
): Promise<User | null> {
  const user = await signedInUser(args);
  if (user || !requiresSignIn(type, siteOf(args.context))) return user;
  const target = signInRedirect({
    type,
    redirect: options.redirectTo === undefined ? pathOf(args.request.url) : options.redirectTo,
    back: options.back ?? '/',
  });
  // Checkout waits for the car slug (site-wide §2): without a redirect target there is no gate yet.
  if (target === null) return null;
  throw redirect(target);
}
