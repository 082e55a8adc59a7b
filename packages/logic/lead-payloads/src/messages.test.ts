import { describe, expect, it } from 'vitest';
import {
  DELIVERY_NOT_SERVICEABLE_MESSAGE,
  DELIVERY_POSTCODE_REQUIRED_MESSAGE,
  ENQUIRY_SUBMIT_FAILED_MESSAGE,
  FIELD_MESSAGES,
  FORM_ERRORS_HEADING,
  LEAD_SUBMISSION_FAILED_MESSAGE,
  POSTCODE_MESSAGE,
  TERMS_MESSAGE,
} from './messages.ts';

describe('messages', () => {
  it('quotes the postcode format message exactly (site-wide §5, §8)', () => {
    expect(POSTCODE_MESSAGE).toBe('Invalid postcode. Please enter a 4-digit number.');
  });
  it('quotes the terms message exactly (site-wide §5, §8)', () => {
    expect(TERMS_MESSAGE).toBe('You must agree to the terms of use before submitting the form.');
  });
  it('quotes the delivery postcode required message exactly (vehicle-stock §5)', () => {
    expect(DELIVERY_POSTCODE_REQUIRED_MESSAGE).toBe('Please enter a postcode.');
  });
  it('quotes the delivery not-serviceable message exactly (vehicle-stock §5, §8)', () => {
    expect(DELIVERY_NOT_SERVICEABLE_MESSAGE).toBe(
      "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.",
    );
  });
  it('quotes the lead failure fallback with the spec spelling "occured" (vehicle-stock §8)', () => {
    expect(LEAD_SUBMISSION_FAILED_MESSAGE).toBe('An unexpected error occured.');
  });
  it('quotes the enquiry submit failure alert exactly (site-wide §8)', () => {
    expect(ENQUIRY_SUBMIT_FAILED_MESSAGE).toBe('An error occurred when submitting this form');
  });
  it('quotes the form error banner heading exactly (site-wide §8)', () => {
    expect(FORM_ERRORS_HEADING).toBe('Please fix the following errors:');
  });
  it('writes every field message as a full sentence for shoppers (site-wide §5)', () => {
    for (const message of Object.values(FIELD_MESSAGES)) {
      expect(message).toMatch(/^[A-Z].*\.$/);
    }
  });
});
