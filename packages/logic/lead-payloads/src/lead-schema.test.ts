import { describe, expect, it } from 'vitest';
import { fieldErrors } from './field-errors.ts';
import {
  GENERAL_ENQUIRY_CATEGORIES,
  LEAD_KINDS,
  type LeadKind,
  REQUEST_PHOTOS_TEXT,
} from './lead-kinds.ts';
import { LEAD_KIND_SCHEMAS, leadKind, leadSchema } from './lead-schema.ts';
import { FIELD_MESSAGES, POSTCODE_MESSAGE } from './messages.ts';

const contact = {
  name: 'Jo',
  last_name: 'Citizen',
  email: 'jo@example.com',
  phone: '0412 345 678',
  postcode: '4000',
};

/** One valid payload per kind, as small as the kind allows. */
const validLeads: Record<LeadKind, Record<string, unknown>> = {
  general_enquiry: {
    site: 'demo-motors',
    category: 'General Enquiry',
    ...contact,
    message: 'Are you open on Sunday?',
    opt_in: false,
  },
  careers: {
    ...contact,
    category: 'General Enquiry',
    subcategory: 'Career Enquiry',
    message: 'I would like to apply.',
  },
  car_enquiry: { ...contact, category: 'Car Enquiry', car_id: 1001, message: 'Still available?' },
  find_me_something_similar: {
    ...contact,
    category: 'Car Enquiry',
    subcategory: 'Find me something similar',
    car_id: 1001,
    message: 'Please help me find something similar.',
  },
  test_drive: { ...contact, category: 'Test Drive', car_id: 1001 },
  request_photos: { ...contact, category: 'Request Photos', car_id: 1001 },
  trade_in: { ...contact, category: 'Trade-In', kms: '85,000', regoState: 'QLD', rego: 'abc 123' },
  finance: { ...contact, category: 'Finance Enquiry' },
  valuation_adjustment: {
    category: 'Valuation Adjustment',
    id: 77,
    adjustmentAnswers: { hail_damage: 'No', service_history: true },
  },
  rego_lookup: { category: 'Rego Lookup', rego: 'ABC123', regoState: 'NSW' },
  offer_acceptance: {
    category: 'Offer Acceptance',
    lead_id: 555,
    form_completed: true,
    offer_accepted: true,
  },
  phone_reveal: { category: 'Phone Reveal', car_id: 1001, dealership_id: 3, website_id: 9 },
  reservation: { ...contact, category: 'Reservation', car_id: 1001 },
  buy_online: { ...contact, category: 'Online Purchase', car_id: 1001, payment: 'cash' },
};

function errorsOf(value: unknown, schema: typeof leadSchema = leadSchema): Record<string, string> {
  const result = schema.safeParse(value);
  return result.success ? {} : fieldErrors(result.error);
}

describe('leadSchema', () => {
  it.each(LEAD_KINDS)(
    'accepts a minimal %s lead and tells its kind (vehicle-stock §7, site-wide §5)',
    (kind) => {
      const lead = leadSchema.parse(validLeads[kind]);
      expect(leadKind(lead)).toBe(kind);
      expect(LEAD_KIND_SCHEMAS[kind].safeParse(validLeads[kind]).success).toBe(true);
    },
  );

  it('accepts the plain general enquiry of site, category, contact, message and opt_in (site-wide §3)', () => {
    expect(leadSchema.parse(validLeads.general_enquiry)).toMatchObject({
      site: 'demo-motors',
      category: 'General Enquiry',
      phone: '0412345678',
      opt_in: false,
    });
  });

  it('defaults opt_in to false (consent is never assumed), source to Website and PreferredContactMethod to Phone (vehicle-stock §3, site-wide §3, §5)', () => {
    const lead = leadSchema.parse({ ...validLeads.car_enquiry });
    expect(lead).toMatchObject({
      opt_in: false,
      source: 'Website',
      PreferredContactMethod: 'Phone',
    });
  });

  it('keeps a given source and contact method (vehicle-stock §3, site-wide §3)', () => {
    const lead = leadSchema.parse({
      ...validLeads.car_enquiry,
      source: 'Facebook',
      PreferredContactMethod: 'SMS',
    });
    expect(lead).toMatchObject({ source: 'Facebook', PreferredContactMethod: 'SMS' });
  });

  it('accepts every category of the general enquiry select (site-wide §5)', () => {
    for (const category of GENERAL_ENQUIRY_CATEGORIES) {
      expect(leadKind(leadSchema.parse({ ...validLeads.general_enquiry, category }))).toBe(
        'general_enquiry',
      );
    }
  });

  it('rejects an unknown or missing category at the category field (vehicle-stock §7)', () => {
    expect(errorsOf({ ...contact, category: 'Spam' })).toEqual({
      category: FIELD_MESSAGES.category,
    });
    expect(errorsOf(contact)).toEqual({ category: FIELD_MESSAGES.category });
    expect(errorsOf('not a lead')).toEqual({ root: FIELD_MESSAGES.category });
  });

  it('requires the core contact fields on shopper leads (site-wide §5)', () => {
    for (const kind of [
      'general_enquiry',
      'car_enquiry',
      'test_drive',
      'request_photos',
      'trade_in',
      'finance',
      'reservation',
    ] as const) {
      const { name: _name, postcode: _postcode, ...lead } = validLeads[kind];
      expect(errorsOf(lead)).toMatchObject({
        name: FIELD_MESSAGES.nameRequired,
        postcode: POSTCODE_MESSAGE,
      });
    }
  });

  it('takes the common optional fields and drops unknown keys (vehicle-stock §3, site-wide §3)', () => {
    const lead = leadSchema.parse({
      ...validLeads.general_enquiry,
      subcategory: 'Sales',
      url: 'https://demo.example/contact',
      user_agent: 'Mozilla/5.0',
      car_dealership_id: '3',
      lead_attributes: { visited_pages: ['/'], linked_query_params: { utm_source: 'google' } },
      additional_services: ['Window Tint'],
      dealership_slug: 'demo-motors',
      location: 'brisbane',
      Rego: 'abc 123',
      page_id: 12,
      hacker: true,
    });
    expect(lead).toMatchObject({
      subcategory: 'Sales',
      url: 'https://demo.example/contact',
      user_agent: 'Mozilla/5.0',
      car_dealership_id: 3,
      lead_attributes: { visited_pages: ['/'], linked_query_params: { utm_source: 'google' } },
      additional_services: ['Window Tint'],
      dealership_slug: 'demo-motors',
      location: 'brisbane',
      Rego: 'ABC123',
      page_id: 12,
    });
    expect(lead).not.toHaveProperty('hacker');
  });

  it('fills missing lead_attributes lists with empty ones (vehicle-stock §3)', () => {
    const lead = leadSchema.parse({ ...validLeads.general_enquiry, lead_attributes: {} });
    expect(lead.lead_attributes).toEqual({ visited_pages: [], linked_query_params: {} });
  });

  it('keeps message optional in the payload and caps it at 5,000 characters (site-wide §5)', () => {
    const { message: _message, ...withoutMessage } = validLeads.general_enquiry;
    expect(leadSchema.safeParse(withoutMessage).success).toBe(true);
    expect(errorsOf({ ...withoutMessage, message: 'a'.repeat(5000) })).toEqual({});
    expect(errorsOf({ ...withoutMessage, message: 'a'.repeat(5001) })).toEqual({
      message: FIELD_MESSAGES.messageTooLong,
    });
  });

  it('does not take car_id on a general enquiry (vehicle-stock §7: car leads add car_id)', () => {
    expect(leadSchema.parse({ ...validLeads.general_enquiry, car_id: 5 })).not.toHaveProperty(
      'car_id',
    );
  });
});

describe('car leads', () => {
  it('require car_id on car enquiry, test drive, request photos and reservation (vehicle-stock §7)', () => {
    for (const kind of ['car_enquiry', 'test_drive', 'request_photos', 'reservation'] as const) {
      const { car_id: _carId, ...lead } = validLeads[kind];
      expect(errorsOf(lead)).toEqual({ car_id: FIELD_MESSAGES.carId });
      expect(errorsOf({ ...lead, car_id: 0 })).toEqual({ car_id: FIELD_MESSAGES.carId });
    }
  });

  it('accept car_id as digits from a hidden input (vehicle-stock §3)', () => {
    expect(leadSchema.parse({ ...validLeads.car_enquiry, car_id: '1001' })).toMatchObject({
      car_id: 1001,
    });
  });

  it('accept the car form defaults back (vehicle-stock §3)', () => {
    const lead = leadSchema.parse({
      ...validLeads.car_enquiry,
      manufacturer_slug: 'toyota',
      stock_number: 'STK1',
      'Vehicle Make': 'Toyota',
      'Vehicle Model': 'Corolla',
      car_type: 'used',
      vehicle_status: 'in_stock',
      autogauge_enabled: true,
    });
    expect(lead).toMatchObject({ 'Vehicle Make': 'Toyota', car_type: 'used' });
    expect(errorsOf({ ...validLeads.car_enquiry, car_type: 'old' })).toHaveProperty('car_type');
  });

  it('require the prefilled message for find me something similar (vehicle-stock §4)', () => {
    const { message: _message, ...lead } = validLeads.find_me_something_similar;
    const schema = LEAD_KIND_SCHEMAS.find_me_something_similar;
    expect(schema.safeParse(lead).error?.issues[0]?.message).toBe(FIELD_MESSAGES.messageRequired);
    expect(
      schema.safeParse({ ...validLeads.find_me_something_similar, subcategory: 'Other' }).success,
    ).toBe(false);
  });
});

describe('test drive leads', () => {
  const base = validLeads.test_drive;
  it('take an optional date and time booking (vehicle-stock §5)', () => {
    expect(
      leadSchema.parse({ ...base, booking_date: '2026-12-24', booking_time: '09:30' }),
    ).toMatchObject({ booking_date: '2026-12-24', booking_time: '09:30' });
    expect(leadSchema.parse({ ...base, booking_date: '', booking_time: '' })).toMatchObject({
      booking_date: '',
    });
  });
  it('need both date and time or neither (vehicle-stock §5)', () => {
    expect(errorsOf({ ...base, booking_date: '2026-12-24' })).toEqual({
      booking_time: FIELD_MESSAGES.testDriveDateAndTime,
    });
    expect(errorsOf({ ...base, booking_time: '09:30' })).toEqual({
      booking_time: FIELD_MESSAGES.testDriveDateAndTime,
    });
  });
  it('report a half booking together with other errors (vehicle-stock §5)', () => {
    expect(errorsOf({ ...base, name: '', booking_date: '2026-12-24' })).toEqual({
      name: FIELD_MESSAGES.nameRequired,
      booking_time: FIELD_MESSAGES.testDriveDateAndTime,
    });
  });
  it('check the date and time formats at their edges (vehicle-stock §5)', () => {
    const at = (booking_date: string, booking_time: string) =>
      errorsOf({ ...base, booking_date, booking_time });
    expect(at('2026-12-31', '23:59')).toEqual({});
    expect(at('2026-01-01', '00:00')).toEqual({});
    expect(at('2026-13-01', '10:00')).toEqual({ booking_date: FIELD_MESSAGES.testDriveDate });
    expect(at('2026-12-32', '10:00')).toEqual({ booking_date: FIELD_MESSAGES.testDriveDate });
    expect(at('24/12/2026', '10:00')).toEqual({ booking_date: FIELD_MESSAGES.testDriveDate });
    expect(at('2026-12-24', '24:00')).toEqual({ booking_time: FIELD_MESSAGES.testDriveTime });
    expect(at('2026-12-24', '9:60')).toEqual({ booking_time: FIELD_MESSAGES.testDriveTime });
  });
  it('take a distribution location (vehicle-stock §5)', () => {
    expect(leadSchema.parse({ ...base, distribution_location: 'ipswich' })).toMatchObject({
      distribution_location: 'ipswich',
    });
  });
});

describe('request photos leads', () => {
  it('carry the hidden preset request text and an optional message (vehicle-stock §5)', () => {
    const lead = leadSchema.parse(validLeads.request_photos);
    expect(lead).toMatchObject({ request_text: REQUEST_PHOTOS_TEXT });
    expect(lead).not.toHaveProperty('message');
    expect(
      leadSchema.parse({ ...validLeads.request_photos, message: 'The interior please' }),
    ).toMatchObject({ message: 'The interior please' });
  });
});

describe('trade-in leads', () => {
  const base = validLeads.trade_in;
  it('read kms, regoState, rego, finance and location_id (site-wide §3)', () => {
    expect(
      leadSchema.parse({ ...base, finance: 'Yes', location_id: '4', car_id: 1001 }),
    ).toMatchObject({
      kms: 85000,
      regoState: 'QLD',
      rego: 'ABC123',
      finance: 'Yes',
      location_id: 4,
      car_id: 1001,
    });
  });
  it('require kms, rego and regoState (site-wide §3)', () => {
    const { kms: _kms, rego: _rego, regoState: _state, ...lead } = base;
    expect(errorsOf(lead)).toEqual({
      kms: FIELD_MESSAGES.kmsRequired,
      regoState: FIELD_MESSAGES.regoStateRequired,
      rego: FIELD_MESSAGES.regoRequired,
    });
  });
  it('take kms of 0 but not negative or fractional (site-wide §3)', () => {
    expect(leadSchema.parse({ ...base, kms: 0 })).toMatchObject({ kms: 0 });
    expect(errorsOf({ ...base, kms: -1 })).toEqual({ kms: FIELD_MESSAGES.kmsInvalid });
    expect(errorsOf({ ...base, kms: '12.5' })).toEqual({ kms: FIELD_MESSAGES.kmsInvalid });
  });
  it('answer finance only Yes or No (site-wide §3)', () => {
    expect(errorsOf({ ...base, finance: 'Maybe' })).toEqual({
      finance: FIELD_MESSAGES.financeAnswer,
    });
  });
});

describe('finance leads', () => {
  it('read the finance link parameters (vehicle-stock §2)', () => {
    expect(
      leadSchema.parse({
        ...validLeads.finance,
        preferredDealership: 'demo-motors',
        vehiclePriceBudget: '$30,000',
        car_id: '1001',
        car_type: 'used',
        vin: 'jtdbr32e000001001',
      }),
    ).toMatchObject({
      preferredDealership: 'demo-motors',
      vehiclePriceBudget: 30000,
      car_id: 1001,
      car_type: 'used',
      vin: 'JTDBR32E000001001',
    });
  });
  it('reject a VIN over 17 characters and a budget that is not a number (vehicle-stock §2)', () => {
    expect(errorsOf({ ...validLeads.finance, vin: 'A'.repeat(17) })).toEqual({});
    expect(errorsOf({ ...validLeads.finance, vin: 'A'.repeat(18) })).toEqual({
      vin: FIELD_MESSAGES.vinInvalid,
    });
    expect(errorsOf({ ...validLeads.finance, vehiclePriceBudget: 'lots' })).toEqual({
      vehiclePriceBudget: FIELD_MESSAGES.amountInvalid,
    });
  });
});

describe('follow-up leads', () => {
  it('valuation adjustments need the id and at least one answer (vehicle-stock §7)', () => {
    const base = validLeads.valuation_adjustment;
    expect(errorsOf({ ...base, id: undefined })).toEqual({ id: FIELD_MESSAGES.valuationId });
    expect(errorsOf({ ...base, adjustmentAnswers: {} })).toEqual({
      adjustmentAnswers: FIELD_MESSAGES.adjustmentAnswers,
    });
    expect(errorsOf({ ...base, adjustmentAnswers: 'none' })).toEqual({
      adjustmentAnswers: FIELD_MESSAGES.adjustmentAnswers,
    });
  });
  it('rego lookup needs rego and regoState, no contact (vehicle-stock §7)', () => {
    expect(errorsOf({ category: 'Rego Lookup' })).toEqual({
      rego: FIELD_MESSAGES.regoRequired,
      regoState: FIELD_MESSAGES.regoStateRequired,
    });
  });
  it('offer acceptance needs lead_id, form_completed and offer_accepted (vehicle-stock §7)', () => {
    expect(errorsOf({ category: 'Offer Acceptance', form_completed: 'yes' })).toEqual({
      lead_id: FIELD_MESSAGES.leadId,
      form_completed: FIELD_MESSAGES.yesNo,
      offer_accepted: FIELD_MESSAGES.yesNo,
    });
    expect(
      leadSchema.parse({ ...validLeads.offer_acceptance, offer_accepted: false }),
    ).toMatchObject({ offer_accepted: false });
  });
  it('phone reveal needs car and dealership ids and no contact fields (vehicle-stock §7)', () => {
    const lead = leadSchema.parse(validLeads.phone_reveal);
    expect(lead).not.toHaveProperty('opt_in');
    expect(errorsOf({ category: 'Phone Reveal' })).toEqual({
      car_id: FIELD_MESSAGES.carId,
      dealership_id: FIELD_MESSAGES.dealershipId,
    });
  });
  it('phone reveal may leave the website id to the server, but a given one must be an id (vehicle-stock §7)', () => {
    const { website_id: _websiteId, ...withoutWebsite } = validLeads.phone_reveal;
    expect(leadSchema.parse(withoutWebsite)).not.toHaveProperty('website_id');
    expect(errorsOf({ ...validLeads.phone_reveal, website_id: 'abc' })).toEqual({
      website_id: FIELD_MESSAGES.websiteId,
    });
  });
});

describe('reservation leads', () => {
  it('default the deposit to $200 (vehicle-stock §9)', () => {
    expect(leadSchema.parse(validLeads.reservation)).toMatchObject({ deposit: 200 });
    expect(leadSchema.parse({ ...validLeads.reservation, deposit: '' })).toMatchObject({
      deposit: 200,
    });
  });
  it('keep a set deposit above $0 (vehicle-stock §9)', () => {
    expect(leadSchema.parse({ ...validLeads.reservation, deposit: 500 })).toMatchObject({
      deposit: 500,
    });
    expect(leadSchema.parse({ ...validLeads.reservation, deposit: 0.01 })).toMatchObject({
      deposit: 0.01,
    });
    expect(errorsOf({ ...validLeads.reservation, deposit: 0 })).toEqual({
      deposit: FIELD_MESSAGES.deposit,
    });
  });
});

describe('leadKind', () => {
  it('tells careers only by General Enquiry with Career Enquiry (site-wide §5)', () => {
    expect(leadKind({ category: 'General Enquiry', subcategory: 'Career Enquiry' })).toBe(
      'careers',
    );
    expect(leadKind({ category: 'Sales Enquiry', subcategory: 'Career Enquiry' })).toBe(
      'general_enquiry',
    );
    expect(leadKind({ category: 'General Enquiry' })).toBe('general_enquiry');
  });
  it('tells find me something similar only on a Car Enquiry (vehicle-stock §4)', () => {
    expect(leadKind({ category: 'Car Enquiry', subcategory: 'Find me something similar' })).toBe(
      'find_me_something_similar',
    );
    expect(leadKind({ category: 'Test Drive', subcategory: 'Find me something similar' })).toBe(
      'test_drive',
    );
    expect(leadKind({ category: 'Car Enquiry' })).toBe('car_enquiry');
  });
});
