import type { z } from '@forecourt/validation';

/** One problem in a site config: where (`locations[0].address.lat`) and what. */
export interface SiteConfigIssue {
  path: string;
  message: string;
}

/**
 * Thrown by `resolveSiteConfig` for an invalid site config. The message names the site and
 * lists every issue with its path, e.g.
 * `Invalid site config "acme": template: expected one of classic | group | oem`.
 * Issues never quote the offending values, so a misplaced secret is not printed.
 */
export class SiteConfigError extends Error {
  override readonly name = 'SiteConfigError';
  /** The site's slug when the input had a string one, else `null`. */
  readonly slug: string | null;
  readonly issues: readonly SiteConfigIssue[];

  constructor(slug: string | null, issues: readonly SiteConfigIssue[]) {
    super(siteConfigErrorMessage(slug, issues));
    this.slug = slug;
    this.issues = issues;
  }
}

function siteConfigErrorMessage(slug: string | null, issues: readonly SiteConfigIssue[]): string {
  const head = slug ? `Invalid site config "${slug}"` : 'Invalid site config (no slug)';
  const lines = issues.map((issue) => `${issue.path}: ${issue.message}`);
  if (lines.length === 1) return `${head}: ${lines[0]}`;
  return `${head}: ${lines.length} issues\n${lines.map((line) => `  - ${line}`).join('\n')}`;
}

/** `['locations', 0, 'address', 'lat']` → `locations[0].address.lat`; the root is `(root)`. */
export function formatIssuePath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const segment of path) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else out += out === '' ? String(segment) : `.${String(segment)}`;
  }
  return out === '' ? '(root)' : out;
}

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

const TYPE_NAMES: Record<string, string> = { int: 'integer' };

function plural(count: number | bigint, one: string): string {
  return `${count} ${one}${count === 1 || count === 1n ? '' : 's'}`;
}

/**
 * A readable message for one zod issue, from its code and limits only (never its input).
 * Zod must have been run with `reportInput: true` so a missing field reads `required`.
 */
export function issueMessage(issue: z.core.$ZodIssue): string {
  const missing = 'input' in issue && issue.input === undefined;
  switch (issue.code) {
    case 'invalid_value': {
      const expected = issue.values.map(String).join(' | ');
      const text =
        issue.values.length === 1 ? `expected ${expected}` : `expected one of ${expected}`;
      return missing ? `required (${text})` : text;
    }
    case 'invalid_type': {
      if (missing) return 'required';
      const expected = TYPE_NAMES[issue.expected] ?? issue.expected;
      return `expected ${expected}, received ${kindOf(issue.input)}`;
    }
    case 'unrecognized_keys': {
      const keys = issue.keys.map((key) => `"${key}"`).join(', ');
      return `unknown key${issue.keys.length === 1 ? '' : 's'} ${keys}`;
    }
    case 'too_small': {
      const { minimum, inclusive, origin } = issue;
      if (origin === 'string') {
        return minimum === 1
          ? 'must not be empty'
          : `must be at least ${plural(minimum, 'character')}`;
      }
      if (origin === 'array') return `must have at least ${plural(minimum, 'item')}`;
      return `must be ${inclusive ? '>=' : '>'} ${minimum}`;
    }
    case 'too_big': {
      const { maximum, inclusive, origin } = issue;
      if (origin === 'string') return `must be at most ${plural(maximum, 'character')}`;
      if (origin === 'array') return `must have at most ${plural(maximum, 'item')}`;
      return `must be ${inclusive ? '<=' : '<'} ${maximum}`;
    }
    default:
      return issue.message;
  }
}

/** Zod issues as site config issues: a path string and a readable message each. */
export function toSiteConfigIssues(issues: readonly z.core.$ZodIssue[]): SiteConfigIssue[] {
  return issues.map((issue) => ({
    path: formatIssuePath(issue.path),
    message: issueMessage(issue),
  }));
}
