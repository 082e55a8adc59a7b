import { FORM_ERRORS_HEADING } from './messages.ts';

/** Key of errors about the whole payload rather than one field (react-hook-form's `root`). */
export const ROOT_ERROR_KEY = 'root';

/** The parts of a ZodError this package reads (any zod 4 error fits). */
export interface IssueList {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}

/**
 * `{ [fieldPath]: message }` from a validation error, the first message per field; nested paths
 * are joined with dots (`lead_attributes.visited_pages.0`), payload-level issues go under
 * `root`. The server's 400 `fields` and the form's error banner both use it (site-wide §8).
 */
export function fieldErrors(error: IssueList): Record<string, string> {
  const fields = new Map<string, string>();
  for (const issue of error.issues) {
    const key = issue.path.length === 0 ? ROOT_ERROR_KEY : issue.path.map(String).join('.');
    if (!fields.has(key)) fields.set(key, issue.message);
  }
  return Object.fromEntries(fields);
}

/**
 * The server's 400 body for an invalid lead: `error` is the banner heading
 * "Please fix the following errors:" and `fields` the {@link fieldErrors} (site-wide §8).
 */
export function validationErrorBody(error: IssueList): {
  error: string;
  fields: Record<string, string>;
} {
  return { error: FORM_ERRORS_HEADING, fields: fieldErrors(error) };
}

/**
 * The form error banner (test id `error-warning`): heading "Please fix the following errors:"
 * and the distinct messages in field order, or null when there is nothing to show (site-wide §8).
 */
export function errorBanner(
  fields: Readonly<Record<string, string>>,
): { heading: string; messages: string[] } | null {
  const messages = [...new Set(Object.values(fields))];
  return messages.length === 0 ? null : { heading: FORM_ERRORS_HEADING, messages };
}
