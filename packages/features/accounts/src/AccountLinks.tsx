import { useSite } from '@forecourt/site-shell';
import { Link, useLocation } from 'react-router';
import { safeRedirectPath } from './safe-redirect.ts';
import { SignOutForm } from './ui/SignOutForm.tsx';
import { useWatchlist } from './useWatchlist.ts';

/** The header's account texts. */
export const ACCOUNT_LINK_TEXT = { signIn: 'Sign in', myGarage: 'My Garage', signOut: 'Sign out' };

/**
 * The header's account entry (site-wide §2 my-garage, sign-in): "Sign in" — a link to
 * `/sign-in?type=my-garage` that returns to this page — and, once the browser has learnt the
 * shopper is signed in, "My Garage" and a Sign out form instead. The server renders "Sign in"
 * for everyone (pages stay the same for every visitor); a signed-in shopper following it
 * without JavaScript is sent straight on to My Garage by the sign-in page. Shown where the
 * site's `garage_enabled` is on.
 */
export function AccountLinks({ className = 'site-header__account' }: { className?: string }) {
  const site = useSite();
  const location = useLocation();
  const status = useWatchlist((state) => state.status);
  if (!site.garage_enabled) return null;
  const here = safeRedirectPath(`${location.pathname}${location.search}`);
  if (status === 'ready' || status === 'no-phone') {
    return (
      <span className={className}>
        <Link to="/my-garage">{ACCOUNT_LINK_TEXT.myGarage}</Link>
        <SignOutForm redirectTo={here} label={ACCOUNT_LINK_TEXT.signOut} />
      </span>
    );
  }
  const signIn = `/sign-in?${new URLSearchParams({ type: 'my-garage', redirect: '/my-garage', back: here })}`;
  return (
    <span className={className}>
      <Link to={signIn}>{ACCOUNT_LINK_TEXT.signIn}</Link>
    </span>
  );
}
