import { isApiClientError, type LeadSubmission } from '@forecourt/api-client';
import { ENQUIRY_SUBMIT_FAILED_MESSAGE, FORM_ERRORS_HEADING } from '@forecourt/lead-payloads';
import { apiFor, pageUrl, siteOf } from '@forecourt/site-shell';
import { type ActionFunctionArgs, data, redirect } from 'react-router';
import {
  CONTACT_ENQUIRY_FORM,
  CONTACT_ENQUIRY_SUCCESS_PATH,
  type ContactEnquiryFailure,
  contactEnquiryView,
} from './contact-enquiry.ts';
import { contentFormInput, contentLead } from './content-lead.ts';

/**
 * Sends the contact page's general enquiry (site-wide §5): validated with the enquiry rules for
 * the form as shown (category required, location required when shown, preferred dealership above
 * one dealership, comments unless relaxed, terms where required; opt_in as ticked, off by default), check-marked
 * services collected into additional_services, then `POST /api/leads` and /success (event 22);
 * otherwise the field messages with a 400 (or the platform's status).
 */
export async function submitContactEnquiry({ request, context }: ActionFunctionArgs) {
  const site = siteOf(context);
  const view = contactEnquiryView(site);
  const values = contentFormInput(await request.formData());
  const lead = contentLead(values, CONTACT_ENQUIRY_FORM, {
    site: site.slug,
    dealershipCount: site.dealerships.length,
    termsRequired: view.termsRequired,
    messageOptional: view.messageOptional,
    showCategory: true,
    showLocation: view.locations !== null,
    url: pageUrl(request.url),
    userAgent: request.headers.get('user-agent'),
  });
  if (!lead.ok) {
    return data<ContactEnquiryFailure>(
      { values, fieldErrors: lead.fields, formError: FORM_ERRORS_HEADING },
      { status: 400 },
    );
  }
  try {
    await apiFor(request, context).submitLead(lead.payload as unknown as LeadSubmission);
  } catch (error) {
    if (!isApiClientError(error)) throw error;
    return data<ContactEnquiryFailure>(
      {
        values,
        fieldErrors: { ...error.fields },
        // site-wide §8: a failed enquiry alerts "An error occurred when submitting this form",
        // whatever the server said; its field messages still show by their fields.
        formError: ENQUIRY_SUBMIT_FAILED_MESSAGE,
      },
      { status: error.status >= 400 && error.status < 600 ? error.status : 502 },
    );
  }
  return redirect(CONTACT_ENQUIRY_SUCCESS_PATH);
}
