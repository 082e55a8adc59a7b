import { describe, expect, it } from 'vitest';
import {
  enquiryFormOptions,
  enquiryFormSchema,
  requestPhotosFormSchema,
  testDriveFormSchema,
} from './enquiry-form.ts';
import { fieldErrors } from './field-errors.ts';
import { FIELD_MESSAGES, POSTCODE_MESSAGE, TERMS_MESSAGE } from './messages.ts';

const contact = {
  name: 'Jo',
  last_name: 'Citizen',
  email: 'jo@example.com',
  phone: '0412 345 678',
  postcode: '4000',
};
const filled = { ...contact, message: 'Do you have this in blue?' };

function errorsOf(schema: ReturnType<typeof enquiryFormSchema>, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? {} : fieldErrors(result.error);
}

describe('enquiryFormSchema', () => {
  it('accepts the core contact fields and comments with no switches (site-wide §5)', () => {
    expect(enquiryFormSchema().parse(filled)).toMatchObject({ ...filled, phone: '0412345678' });
  });

  it('builds the rules once per option set and keeps each set its own rules (site-wide §5)', () => {
    const relaxed = enquiryFormSchema({ message_optional: true, dealershipCount: 1 });
    const strict = enquiryFormSchema({ terms_required: true, dealershipCount: 3 });
    expect(enquiryFormSchema({ message_optional: true, dealershipCount: 1 })).toBe(relaxed);
    expect(enquiryFormSchema({ terms_required: true, dealershipCount: 2 })).toBe(strict);
    expect(relaxed.safeParse(contact).success).toBe(true);
    const refused = strict.safeParse(filled);
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.path[0]).sort()).toEqual([
      'dealership_slug',
      'terms_agreed',
    ]);
    expect(enquiryFormSchema({}).safeParse(contact).success).toBe(false);
  });

  it('requires the core contact fields (site-wide §5)', () => {
    expect(errorsOf(enquiryFormSchema(), { message: 'Hi' })).toEqual({
      name: FIELD_MESSAGES.nameRequired,
      last_name: FIELD_MESSAGES.lastNameRequired,
      email: FIELD_MESSAGES.emailRequired,
      phone: FIELD_MESSAGES.phoneRequired,
      postcode: POSTCODE_MESSAGE,
    });
  });

  it('requires comments unless the site sets message_optional (site-wide §5)', () => {
    expect(errorsOf(enquiryFormSchema(), contact)).toEqual({
      message: FIELD_MESSAGES.messageRequired,
    });
    expect(errorsOf(enquiryFormSchema(), { ...contact, message: '   ' })).toEqual({
      message: FIELD_MESSAGES.messageRequired,
    });
    expect(errorsOf(enquiryFormSchema({ message_optional: false }), contact)).toEqual({
      message: FIELD_MESSAGES.messageRequired,
    });
    expect(errorsOf(enquiryFormSchema({ message_optional: true }), contact)).toEqual({});
    expect(
      errorsOf(enquiryFormSchema({ message_optional: true }), { ...contact, message: '' }),
    ).toEqual({});
  });

  it('requires the category select only when shown (site-wide §5)', () => {
    const shown = enquiryFormSchema({ showCategory: true });
    expect(errorsOf(shown, filled)).toEqual({ category: FIELD_MESSAGES.categoryRequired });
    expect(errorsOf(shown, { ...filled, category: '' })).toEqual({
      category: FIELD_MESSAGES.categoryRequired,
    });
    expect(errorsOf(shown, { ...filled, category: 'Spam' })).toEqual({
      category: FIELD_MESSAGES.categoryRequired,
    });
    expect(errorsOf(shown, { ...filled, category: 'Service Enquiry' })).toEqual({});
    expect(errorsOf(enquiryFormSchema({ showCategory: false }), filled)).toEqual({});
  });

  it('requires the location select only when shown (site-wide §5)', () => {
    const shown = enquiryFormSchema({ showLocation: true });
    expect(errorsOf(shown, filled)).toEqual({ location: FIELD_MESSAGES.locationRequired });
    expect(errorsOf(shown, { ...filled, location: ' ' })).toEqual({
      location: FIELD_MESSAGES.locationRequired,
    });
    expect(errorsOf(shown, { ...filled, location: 'brisbane' })).toEqual({});
    expect(errorsOf(enquiryFormSchema({ showLocation: false }), filled)).toEqual({});
  });

  it('requires the preferred dealership only with more than one dealership (site-wide §5)', () => {
    const required = { dealership_slug: FIELD_MESSAGES.preferredDealershipRequired };
    expect(errorsOf(enquiryFormSchema({ dealershipCount: 0 }), filled)).toEqual({});
    expect(errorsOf(enquiryFormSchema({ dealershipCount: 1 }), filled)).toEqual({});
    expect(errorsOf(enquiryFormSchema({ dealershipCount: 2 }), filled)).toEqual(required);
    expect(
      errorsOf(enquiryFormSchema({ dealershipCount: 2 }), { ...filled, dealership_slug: 'north' }),
    ).toEqual({});
  });

  it('keeps Rego optional (site-wide §5)', () => {
    const schema = enquiryFormSchema();
    expect(errorsOf(schema, { ...filled, Rego: '' })).toEqual({});
    expect(schema.parse({ ...filled, Rego: 'abc 123' }).Rego).toBe('ABC123');
    expect(errorsOf(schema, { ...filled, Rego: 'ABCDEFGHIJ' })).toEqual({
      Rego: FIELD_MESSAGES.regoInvalid,
    });
  });

  it('keeps opt_in optional, unticked by default (consent is never assumed)', () => {
    expect(enquiryFormSchema().parse(filled).opt_in).toBe(false);
    expect(enquiryFormSchema().parse({ ...filled, opt_in: true }).opt_in).toBe(true);
  });

  it('defaults PreferredContactMethod to Phone (site-wide §3)', () => {
    expect(enquiryFormSchema().parse(filled).PreferredContactMethod).toBe('Phone');
    expect(
      enquiryFormSchema().parse({ ...filled, PreferredContactMethod: 'Email' })
        .PreferredContactMethod,
    ).toBe('Email');
  });

  it('requires the terms tick with the spec message when terms_required (site-wide §5, §8)', () => {
    const schema = enquiryFormSchema({ terms_required: true });
    expect(errorsOf(schema, filled)).toEqual({ terms_agreed: TERMS_MESSAGE });
    expect(errorsOf(schema, { ...filled, terms_agreed: false })).toEqual({
      terms_agreed: TERMS_MESSAGE,
    });
    expect(errorsOf(schema, { ...filled, terms_agreed: true })).toEqual({});
    expect(errorsOf(enquiryFormSchema({ terms_required: false }), filled)).toEqual({});
  });

  it('lets hidden defaults and checkbox keys through for the payload builder (site-wide §5)', () => {
    const values = enquiryFormSchema().parse({
      ...filled,
      car_id: 1001,
      'Window Tint_check': true,
      finance_radio: 'yes',
    });
    expect(values).toMatchObject({ car_id: 1001, 'Window Tint_check': true, finance_radio: 'yes' });
  });

  it('reports every failing switch at once (site-wide §8)', () => {
    const schema = enquiryFormSchema({
      showCategory: true,
      showLocation: true,
      dealershipCount: 3,
      terms_required: true,
    });
    expect(Object.keys(errorsOf(schema, contact))).toEqual([
      'message',
      'category',
      'location',
      'dealership_slug',
      'terms_agreed',
    ]);
  });
});

describe('enquiryFormOptions', () => {
  it('reads message_optional, terms_required and the dealership count from the site (site-wide §5)', () => {
    expect(
      enquiryFormOptions(
        { features: { message_optional: true, terms_required: true }, dealerships: [{}, {}] },
        { showCategory: true },
      ),
    ).toEqual({
      message_optional: true,
      terms_required: true,
      showCategory: true,
      showLocation: false,
      dealershipCount: 2,
    });
  });
  it('falls back to the strict form when the site says nothing (site-wide §5)', () => {
    expect(enquiryFormOptions({})).toEqual({
      message_optional: false,
      terms_required: false,
      showCategory: false,
      showLocation: false,
      dealershipCount: 0,
    });
  });
});

describe('testDriveFormSchema', () => {
  const errors = (schema: ReturnType<typeof testDriveFormSchema>, value: unknown) => {
    const result = schema.safeParse(value);
    return result.success ? {} : fieldErrors(result.error);
  };
  it('needs the core fields only; message and booking are optional (vehicle-stock §5)', () => {
    expect(errors(testDriveFormSchema(), contact)).toEqual({});
    expect(testDriveFormSchema().parse(contact).opt_in).toBe(false);
    expect(errors(testDriveFormSchema(), {})).toMatchObject({ name: FIELD_MESSAGES.nameRequired });
  });
  it('needs both booking date and time, or neither (vehicle-stock §5)', () => {
    expect(errors(testDriveFormSchema(), { ...contact, booking_date: '2026-12-24' })).toEqual({
      booking_time: FIELD_MESSAGES.testDriveDateAndTime,
    });
    expect(
      errors(testDriveFormSchema(), {
        ...contact,
        booking_date: '2026-12-24',
        booking_time: '10:00',
      }),
    ).toEqual({});
  });
  it('requires a distribution location only when the dealer has some (vehicle-stock §5)', () => {
    const required = { distribution_location: FIELD_MESSAGES.distributionLocationRequired };
    expect(errors(testDriveFormSchema({ distributionLocationCount: 0 }), contact)).toEqual({});
    expect(errors(testDriveFormSchema({ distributionLocationCount: 1 }), contact)).toEqual(
      required,
    );
    expect(
      errors(testDriveFormSchema({ distributionLocationCount: 1 }), {
        ...contact,
        distribution_location: 'ipswich',
      }),
    ).toEqual({});
  });
  it('adds the terms agreement when configured (vehicle-stock §5, site-wide §5)', () => {
    expect(errors(testDriveFormSchema({ terms_required: true }), contact)).toEqual({
      terms_agreed: TERMS_MESSAGE,
    });
    expect(
      errors(testDriveFormSchema({ terms_required: true }), { ...contact, terms_agreed: true }),
    ).toEqual({});
  });
});

describe('requestPhotosFormSchema', () => {
  it('needs the core contact fields; the message is optional (vehicle-stock §5)', () => {
    const result = requestPhotosFormSchema.safeParse(contact);
    expect(result.success).toBe(true);
    expect(result.data?.opt_in).toBe(false);
    const empty = requestPhotosFormSchema.safeParse({});
    expect(empty.success ? {} : fieldErrors(empty.error)).toMatchObject({
      name: FIELD_MESSAGES.nameRequired,
      last_name: FIELD_MESSAGES.lastNameRequired,
      email: FIELD_MESSAGES.emailRequired,
      phone: FIELD_MESSAGES.phoneRequired,
      postcode: POSTCODE_MESSAGE,
    });
  });
});
