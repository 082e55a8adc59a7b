import { GENERAL_ENQUIRY_CATEGORIES } from '@forecourt/lead-payloads';
import { type PublicSiteConfig, visibleLocations } from '@forecourt/site-config';
import type { ContentFormInput } from './content-lead.ts';
import type { ContentPageForm } from './content-pages.ts';
import type { DealershipOption } from './content-view.ts';

/** The general enquiry of /contact and /contact-us (site-wide §2, §5; event 22 on /success). */
export const CONTACT_ENQUIRY_FORM: ContentPageForm = {
  kind: 'general',
  category: 'General Enquiry',
  heading: 'Send us an enquiry',
  submit: 'Send Enquiry',
};

/** The tick-box services of the contact form, sent as additional_services (site-wide §5). */
export const CONTACT_ENQUIRY_SERVICES = ['Finance', 'Trade-in valuation', 'Servicing'] as const;

/** Where the general enquiry goes after it is accepted: /success with its kind (event 22). */
export const CONTACT_ENQUIRY_SUCCESS_PATH = '/success?lead=general_enquiry';

/** What the contact page's general enquiry form shows. */
export interface ContactEnquiryView {
  heading: string;
  submit: string;
  /** The category select: always shown on the general enquiry form (site-wide §5). */
  categories: { value: string; label: string }[];
  /** The location select: shown when the site lists more than one location. */
  locations: { value: string; label: string }[] | null;
  /** The preferred dealership select: above one dealership (site-wide §5). */
  dealerships: DealershipOption[];
  services: readonly string[];
  termsRequired: boolean;
  messageOptional: boolean;
}

/** The contact page's general enquiry for a site (site-wide §5 Enquiry form rules). */
export function contactEnquiryView(
  site: Pick<PublicSiteConfig, 'locations' | 'location_order' | 'dealerships' | 'features'>,
): ContactEnquiryView {
  const listed = visibleLocations(site);
  return {
    heading: CONTACT_ENQUIRY_FORM.heading,
    submit: CONTACT_ENQUIRY_FORM.submit,
    categories: GENERAL_ENQUIRY_CATEGORIES.map((category) => ({
      value: category,
      label: category,
    })),
    locations:
      listed.length > 1
        ? listed.map((location) => ({ value: location.name, label: location.name }))
        : null,
    dealerships:
      site.dealerships.length > 1
        ? site.dealerships.map((dealership) => ({ value: dealership.slug, label: dealership.name }))
        : [],
    services: CONTACT_ENQUIRY_SERVICES,
    termsRequired: site.features.terms_required,
    messageOptional: site.features.message_optional,
  };
}

/** What the contact form shows again after a failed submit. */
export interface ContactEnquiryFailure {
  values: ContentFormInput;
  fieldErrors: Record<string, string>;
  formError: string;
}
