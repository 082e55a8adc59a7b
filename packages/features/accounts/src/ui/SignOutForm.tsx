import { Button } from '@forecourt/ui-kit';

/** The sign-out route's path; its form field `redirect` says where to go afterwards. */
export const SIGN_OUT_PATH = '/sign-out';

/** Sign out (a plain form post, so it works without JavaScript). */
export function SignOutForm({
  redirectTo = '/',
  label = 'Sign out',
  className,
}: {
  redirectTo?: string;
  label?: string;
  className?: string;
}) {
  return (
    <form
      method="post"
      action={SIGN_OUT_PATH}
      className={['sign-out-form', className].filter(Boolean).join(' ')}
    >
      <input type="hidden" name="redirect" value={redirectTo} />
      <Button type="submit" variant="ghost" size="sm">
        {label}
      </Button>
    </form>
  );
}
