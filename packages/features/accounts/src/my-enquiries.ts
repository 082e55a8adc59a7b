import type { MyLead, MyLeadStatus } from '@forecourt/api-client';
import { formatDate } from '@forecourt/format';

/** One of the shopper's own enquiries as My Garage lists it. */
export interface MyEnquiry {
  id: string;
  /** What was asked for, e.g. `Test drive`. */
  kind: string;
  car: { title: string; href: string } | null;
  /** `05 March 2026`, Brisbane time (site-wide §9). */
  date: string;
  status: MyLeadStatus;
  statusText: string;
}

/** Each lead kind in the shopper's words; an unknown kind shows its category. */
export const MY_ENQUIRY_KIND_LABELS: Readonly<Record<string, string>> = {
  general_enquiry: 'General enquiry',
  careers: 'Career enquiry',
  car_enquiry: 'Car enquiry',
  find_me_something_similar: 'Find me something similar',
  test_drive: 'Test drive',
  request_photos: 'Photo request',
  trade_in: 'Trade-in valuation',
  finance: 'Finance application',
  valuation_adjustment: 'Trade-in valuation',
  rego_lookup: 'Rego lookup',
  offer_acceptance: 'Trade-in offer',
  phone_reveal: 'Phone number request',
  reservation: 'Reservation',
};

/** Where an enquiry stands, in the shopper's words. */
export const MY_ENQUIRY_STATUS_TEXT: Readonly<Record<MyLeadStatus, string>> = {
  received: 'Received',
  sent: 'Sent to the dealership',
  offer_accepted: 'Offer accepted',
};

/** The API's leads (newest first) as My Garage shows them. */
export function myEnquiries(leads: readonly MyLead[]): MyEnquiry[] {
  return leads.map((lead) => ({
    id: lead.id,
    kind: MY_ENQUIRY_KIND_LABELS[lead.kind] ?? lead.category,
    car: lead.car ? { title: lead.car.name?.trim() || lead.car.slug, href: lead.car.path } : null,
    date: formatDate(lead.created_at) ?? '',
    status: lead.status,
    statusText: MY_ENQUIRY_STATUS_TEXT[lead.status] ?? MY_ENQUIRY_STATUS_TEXT.received,
  }));
}
