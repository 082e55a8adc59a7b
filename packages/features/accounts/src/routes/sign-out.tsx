import { type ActionFunctionArgs, redirect } from 'react-router';
import { safeRedirectPath } from '../safe-redirect.ts';
import { sessionApi } from '../session-api.ts';

/** The sign-out form's field: where to go afterwards (a same-site path, `/` by default). */
export const SIGN_OUT_REDIRECT_FIELD = 'redirect';

/**
 * `POST /sign-out`: ends the session through the API (which deletes it and clears the httpOnly
 * cookie), passes the cleared cookie on and goes to the form's `redirect` — a same-site path
 * only. A plain form post, so it works without JavaScript.
 */
export async function action(args: ActionFunctionArgs) {
  const form = await args.request.formData();
  const { api, cookieHeaders } = sessionApi(args);
  await api.auth.signOut();
  return redirect(safeRedirectPath(String(form.get(SIGN_OUT_REDIRECT_FIELD) ?? ''), '/'), {
    headers: cookieHeaders(),
  });
}

/** A GET of `/sign-out` (a typed or followed link) changes nothing: it goes home. */
export function loader() {
  return redirect('/');
}
