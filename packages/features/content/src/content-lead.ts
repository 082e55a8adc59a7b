import {
  buildLeadPayload,
  CHECK_MARKER,
  enquiryFormSchema,
  fieldErrors,
  type LeadPayloadDraft,
} from '@forecourt/lead-payloads';
import { enquiryInput } from '@forecourt/vdp';
import type { ContentPageForm } from './content-pages.ts';

/** What the shopper typed on a content page's form (strings as posted, tick boxes as booleans). */
export type ContentFormInput = Record<string, string | boolean>;

/**
 * The form's values from a submitted form: the enquiry form's fields and tick boxes (vdp's
 * `enquiryInput`), plus the preferred dealership on multi-dealership sites.
 */
export function contentFormInput(form: FormData): ContentFormInput {
  const input: ContentFormInput = {};
  for (const [name, value] of Object.entries(enquiryInput(form))) {
    if (value !== undefined) input[name] = value;
  }
  for (const name of ['dealership_slug', 'category', 'location'] as const) {
    const value = form.get(name);
    if (typeof value === 'string') input[name] = value;
  }
  // Tick-box options marked `{name}_check` (site-wide §5: collected into additional_services);
  // radio helper keys are not read, so they never reach the lead.
  for (const [name, value] of form) {
    if (name.endsWith(CHECK_MARKER) && typeof value === 'string')
      input[name] = value === 'on' || value === 'true';
  }
  return input;
}

/** Around the form: the site's enquiry rules, its slug and the page. */
export interface ContentLeadContext {
  site: string;
  dealershipCount: number;
  termsRequired: boolean;
  messageOptional: boolean;
  /** The category select is shown (the general enquiry form): required, and sent as chosen. */
  showCategory?: boolean;
  /** The location select is shown: required (site-wide §5). */
  showLocation?: boolean;
  url?: string;
  userAgent?: string | null;
}

/** A valid content-page lead, or the field messages to show. */
export type ContentLeadResult =
  | { ok: true; payload: LeadPayloadDraft & { site: string } }
  | { ok: false; fields: Record<string, string> };

/**
 * A content page's lead (site-wide §5): the enquiry form's rules (comments required unless
 * relaxed, the preferred dealership above one dealership, terms where required, opt_in off by
 * default); the careers form is sent as General Enquiry / Career Enquiry, the others as a general
 * enquiry in the page's category (and subcategory, e.g. Test Drive on /book-test-drive).
 */
export function contentLead(
  input: ContentFormInput,
  form: ContentPageForm,
  context: ContentLeadContext,
): ContentLeadResult {
  const parsed = enquiryFormSchema({
    message_optional: context.messageOptional,
    terms_required: context.termsRequired,
    dealershipCount: context.dealershipCount,
    showCategory: context.showCategory === true,
    showLocation: context.showLocation === true,
  }).safeParse(input);
  if (!parsed.success) return { ok: false, fields: fieldErrors(parsed.error) };
  const payload = buildLeadPayload(
    form.kind === 'careers'
      ? parsed.data
      : {
          ...parsed.data,
          // The shopper's category when the select is shown, else the page's (site-wide §5).
          category: context.showCategory ? parsed.data.category : form.category,
          ...(form.subcategory ? { subcategory: form.subcategory } : {}),
        },
    {
      kind: form.kind === 'careers' ? 'careers' : 'general_enquiry',
      site: { slug: context.site },
      ...(context.url ? { url: context.url } : {}),
      ...(context.userAgent ? { user_agent: context.userAgent } : {}),
    },
  );
  return { ok: true, payload: { ...payload, site: context.site } };
}
