/**
 * A shopper's saved contact details as the lead forms' tests store them (site-wide §3 User:
 * name, last name, email, phone and postcode kept locally).
 */
export const SAVED_CONTACT_DETAILS = {
  name: 'Ann',
  last_name: 'Lee',
  email: 'ann@example.com',
  phone: '0412 345 678',
  postcode: '4000',
} as const;
