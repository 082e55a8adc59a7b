import { config } from 'zod';

/**
 * Validation in the browser without compiled validators. zod compiles object schemas with
 * `new Function` after probing whether eval is allowed; under the sites' Content-Security-Policy
 * (`security-headers.ts` in server/api: no 'unsafe-eval') that probe is itself reported as a CSP violation on every
 * page that validates a cookie or a form. The server keeps the compiled (faster) validators.
 */
export function configureBrowserValidation(): void {
  if (typeof document !== 'undefined') config({ jitless: true });
}
