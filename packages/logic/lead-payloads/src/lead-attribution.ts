import { buildLeadAttributes, type LeadAttributes } from './lead-attributes.ts';

/**
 * The first-party session cookie the browser keeps this visit's lead_attributes in
 * (vehicle-stock §3 Lead payload): a cookie, so that the route action that sends a lead reads it
 * from the form post's request, whichever form (and with or without scripts on that page).
 */
export const LEAD_ATTRIBUTION_COOKIE = 'forecourt_lead_attribution';

/** The pages kept: the last 20 visited, so the cookie stays small. */
export const VISITED_PAGES_LIMIT = 20;

/** Campaign parameters linked to the lead: utm_*, and the ad networks' click ids. */
const CAMPAIGN_PARAM = /^(utm_[a-z_]+|gclid|gbraid|wbraid|dclid|fbclid|msclkid|ttclid)$/i;

/** Whether a query parameter is a campaign parameter linked to leads (vehicle-stock §3). */
export function isLinkedQueryParam(name: string): boolean {
  return CAMPAIGN_PARAM.test(name);
}

const EMPTY: LeadAttributes = { visited_pages: [], linked_query_params: {} };

/**
 * The attribution after one page view: the page's path appended (a reload of the same page is
 * not counted twice), only the last {@link VISITED_PAGES_LIMIT} kept, and the page's campaign
 * parameters added; a parameter keeps the value it first arrived with (the landing campaign).
 */
export function recordLeadVisit(
  previous: LeadAttributes | null | undefined,
  visit: { path: string; search?: string },
): LeadAttributes {
  const before = previous ?? EMPTY;
  const path = visit.path.trim();
  const pages =
    path === '' || before.visited_pages.at(-1) === path
      ? [...before.visited_pages]
      : [...before.visited_pages, path];
  const linked = { ...before.linked_query_params };
  for (const [key, value] of new URLSearchParams(visit.search ?? '')) {
    if (isLinkedQueryParam(key) && value !== '' && !(key in linked))
      linked[key] = value.slice(0, 200);
  }
  return { visited_pages: pages.slice(-VISITED_PAGES_LIMIT), linked_query_params: linked };
}

/** The cookie value for {@link LEAD_ATTRIBUTION_COOKIE}. */
export function encodeLeadAttribution(attributes: LeadAttributes): string {
  return encodeURIComponent(JSON.stringify(attributes));
}

/**
 * This visit's lead_attributes read from a Cookie header (or `document.cookie`); empty lists
 * when the cookie is missing or not valid.
 */
export function readLeadAttribution(cookieHeader: string | null | undefined): LeadAttributes {
  for (const part of (cookieHeader ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== LEAD_ATTRIBUTION_COOKIE) continue;
    try {
      const parsed = asLeadAttributes(JSON.parse(decodeURIComponent(part.slice(at + 1).trim())));
      if (parsed)
        return buildLeadAttributes({
          visitedPages: parsed.visited_pages.slice(-VISITED_PAGES_LIMIT),
          queryParams: parsed.linked_query_params,
        });
    } catch {
      // A damaged cookie counts as no attribution.
    }
  }
  return { visited_pages: [], linked_query_params: {} };
}

/**
 * `value` as lead_attributes when it has their shape (the shape of `leadAttributesSchema`:
 * string pages, string parameter values, either list missing counts as empty), else null.
 * Checked by hand rather than with the schema: this runs in the browser on every page, where a
 * zod object schema would add the validator library to every page's scripts and its eval probe
 * would be reported under the sites' Content-Security-Policy.
 */
export function asLeadAttributes(value: unknown): LeadAttributes | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { visited_pages: pages = [], linked_query_params: params = {} } = value as Record<
    string,
    unknown
  >;
  if (!Array.isArray(pages) || !pages.every((page) => typeof page === 'string')) return null;
  if (typeof params !== 'object' || params === null || Array.isArray(params)) return null;
  const entries = Object.entries(params);
  if (!entries.every(([, param]) => typeof param === 'string')) return null;
  return { visited_pages: [...pages], linked_query_params: Object.fromEntries(entries) };
}

/**
 * The payload with this visit's lead_attributes where the form sent none (vehicle-stock §3):
 * attributes the payload already carries win.
 */
export function withLeadAttribution<T extends Record<string, unknown>>(
  payload: T,
  attribution: LeadAttributes,
): T & { lead_attributes: LeadAttributes } {
  const own = asLeadAttributes(payload.lead_attributes ?? {}) ?? EMPTY;
  return {
    ...payload,
    lead_attributes: {
      visited_pages: own.visited_pages.length > 0 ? own.visited_pages : attribution.visited_pages,
      linked_query_params:
        Object.keys(own.linked_query_params).length > 0
          ? own.linked_query_params
          : attribution.linked_query_params,
    },
  };
}
