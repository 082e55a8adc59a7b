import { FIELD_MESSAGES, FORM_ERRORS_HEADING, TERMS_MESSAGE } from '@forecourt/lead-payloads';
import { describe, expect, it } from 'vitest';
import { enquiryInput, enquiryLead } from './enquiry-submission.ts';
import { apiCar, testSite } from './test/api-car.ts';
import { enquiryCar } from './vehicle-detail.ts';

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
}

const valid = {
  name: 'Sam',
  last_name: 'Lee',
  email: 'sam@example.com',
  phone: '0412 345 678',
  postcode: '4000',
  message: 'Is it available?',
  opt_in: 'on',
};

describe('enquiryLead', () => {
  it('reads the text fields and the opt-in tick box from the form', () => {
    expect(enquiryInput(form({ name: 'Sam' }))).toEqual({ name: 'Sam', opt_in: false });
    expect(enquiryInput(form(valid)).opt_in).toBe(true);
  });

  it('builds a Car Enquiry lead with site, car_id and the contact fields', () => {
    const car = apiCar({ id: 77 });
    const result = enquiryLead(enquiryInput(form(valid)), { car: enquiryCar(car), site: testSite });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.payload).toMatchObject({
      site: 'sunshine-used-cars',
      category: 'Car Enquiry',
      car_id: 77,
      name: 'Sam',
      last_name: 'Lee',
      email: 'sam@example.com',
      postcode: '4000',
      message: 'Is it available?',
      opt_in: true,
      source: 'Website',
    });
    expect(result.payload.subcategory).toBeUndefined();
  });

  it('asks for something similar for a sold car (vehicle-stock §4)', () => {
    const car = apiCar({ status: 'sold' });
    const result = enquiryLead(enquiryInput(form(valid)), { car: enquiryCar(car), site: testSite });
    expect(result.ok && result.payload.subcategory).toBe('Find me something similar');
  });

  it('returns the field messages of lead-payloads for missing fields (site-wide §5)', () => {
    const result = enquiryLead(enquiryInput(form({ email: 'nope' })), {
      car: enquiryCar(apiCar()),
      site: testSite,
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fields.name).toBe(FIELD_MESSAGES.nameRequired);
    expect(result.fields.email).toBe(FIELD_MESSAGES.emailInvalid);
    expect(result.fields.message).toBe(FIELD_MESSAGES.messageRequired);
    expect(FORM_ERRORS_HEADING).toBe('Please fix the following errors:');
  });

  it("answers a multi-dealership site's preferred dealership with the car's own (site-wide §5)", () => {
    const car = apiCar({ dealership_slug: 'metro-kia' });
    const result = enquiryLead(enquiryInput(form(valid)), {
      car: enquiryCar(car),
      site: testSite,
      options: { dealershipCount: 10 },
    });
    expect(result.ok).toBe(true);
    expect(result.ok && result.payload.dealership_slug).toBe('metro-kia');
  });

  it('asks for the terms agreement where the site requires it (site-wide §5, §8)', () => {
    const context = {
      car: enquiryCar(apiCar()),
      site: testSite,
      options: { terms_required: true },
    };
    const unticked = enquiryLead(enquiryInput(form(valid)), context);
    expect(unticked.ok ? null : unticked.fields.terms_agreed).toBe(TERMS_MESSAGE);
    const ticked = enquiryLead(enquiryInput(form({ ...valid, terms_agreed: 'on' })), context);
    expect(ticked.ok).toBe(true);
  });
});
