import { ApiClientError } from '@forecourt/api-client';
import {
  FIELD_MESSAGES,
  LEAD_SUBMISSION_FAILED_MESSAGE,
  leadSchema,
  REQUEST_PHOTOS_TEXT,
  TERMS_MESSAGE,
} from '@forecourt/lead-payloads';
import { describe, expect, it } from 'vitest';
import { vdpSite } from './car-enquiry.ts';
import { apiCar, testLocation } from './test/api-car.ts';
import {
  requestPhotosLead,
  submitVehicleLead,
  testDriveLead,
  type VehicleLeadContext,
} from './vehicle-leads.ts';

const LOCATION = testLocation();

const car = (distribution: string[] = []) =>
  apiCar({
    id: 41,
    slug: 'a-car',
    status: 'in_stock',
    dealership_slug: 'sunshine-used-cars',
    location: { ...LOCATION, distribution_locations: distribution },
  });

const site = (features: { terms_required?: boolean } = {}) =>
  vdpSite({
    slug: 'sunshine-used-cars',
    offers_subscription: false,
    texts: { no_price: 'Enquire for price' },
    features: {
      find_me_something_similar: false,
      message_optional: false,
      terms_required: features.terms_required ?? false,
    },
    dealerships: [{}],
    plugins: { autogauge: false },
  });

const contact = {
  name: 'Jo',
  last_name: 'Citizen',
  email: 'jo@example.com',
  phone: '0412 345 678',
  postcode: '4000',
  opt_in: true,
};

const context = (overrides: Partial<VehicleLeadContext> = {}): VehicleLeadContext => ({
  car: car(),
  site: site(),
  url: 'https://test.example/cars/a-car',
  booking: true,
  ...overrides,
});

describe('test drive lead (vehicle-stock §5)', () => {
  it('needs only the core fields: message and booking are optional; posts a Test Drive lead for the car', () => {
    const result = testDriveLead(contact, context());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.payload).toMatchObject({
      category: 'Test Drive',
      car_id: 41,
      site: 'sunshine-used-cars',
      email: 'jo@example.com',
    });
    // The API accepts it as its kind.
    expect(leadSchema.parse(result.payload).category).toBe('Test Drive');
  });

  it('sends the booked date and time, both or neither', () => {
    const booked = testDriveLead(
      { ...contact, booking_date: '2026-11-27', booking_time: '10:30' },
      context(),
    );
    expect(booked.ok && booked.payload).toMatchObject({
      booking_date: '2026-11-27',
      booking_time: '10:30',
    });
    expect(testDriveLead({ ...contact, booking_date: '2026-11-27' }, context())).toEqual({
      ok: false,
      fields: { booking_time: FIELD_MESSAGES.testDriveDateAndTime },
    });
  });

  it('ignores a posted booking where the site books no times', () => {
    const result = testDriveLead(
      { ...contact, booking_date: '2026-11-27', booking_time: '10:30' },
      context({ booking: false }),
    );
    expect(result.ok).toBe(true);
    expect(result.ok && result.payload.booking_date).toBeUndefined();
  });

  it('requires a distribution location, one of the dealer’s, only when the dealer has such locations', () => {
    const withLocations = context({ car: car(['Moorooka Yard', 'Rocklea Service Centre']) });
    expect(testDriveLead(contact, withLocations)).toEqual({
      ok: false,
      fields: { distribution_location: FIELD_MESSAGES.distributionLocationRequired },
    });
    expect(
      testDriveLead({ ...contact, distribution_location: 'Somewhere else' }, withLocations).ok,
    ).toBe(false);
    const chosen = testDriveLead(
      { ...contact, distribution_location: 'Rocklea Service Centre' },
      withLocations,
    );
    expect(chosen.ok && chosen.payload.distribution_location).toBe('Rocklea Service Centre');
    expect(testDriveLead({ ...contact, distribution_location: 'x' }, context()).ok).toBe(true);
  });

  it('needs the terms agreement where the site requires it (site-wide §5)', () => {
    const strict = context({ site: site({ terms_required: true }) });
    expect(testDriveLead(contact, strict)).toEqual({
      ok: false,
      fields: { terms_agreed: TERMS_MESSAGE },
    });
    expect(testDriveLead({ ...contact, terms_agreed: true }, strict).ok).toBe(true);
  });
});

describe('request photos lead (vehicle-stock §5)', () => {
  it('posts a Request Photos lead with the preset request text; the message defaults to it', () => {
    const result = requestPhotosLead(contact, context());
    expect(result.ok && result.payload).toMatchObject({
      category: 'Request Photos',
      car_id: 41,
      request_text: REQUEST_PHOTOS_TEXT,
      message: REQUEST_PHOTOS_TEXT,
    });
    expect(result.ok && leadSchema.parse(result.payload).category).toBe('Request Photos');
  });

  it('keeps the shopper’s message and never takes a posted request text', () => {
    const result = requestPhotosLead(
      { ...contact, message: 'The interior, please', request_text: 'spam' } as never,
      context(),
    );
    expect(result.ok && result.payload).toMatchObject({
      message: 'The interior, please',
      request_text: REQUEST_PHOTOS_TEXT,
    });
  });

  it('needs the core contact fields', () => {
    const result = requestPhotosLead({ opt_in: true }, context());
    expect(result.ok ? {} : result.fields).toMatchObject({
      name: FIELD_MESSAGES.nameRequired,
      email: FIELD_MESSAGES.emailRequired,
    });
  });
});

describe('submitVehicleLead (vehicle-stock §7, §8)', () => {
  const form = (values: Record<string, string>) => {
    const data = new FormData();
    for (const [key, value] of Object.entries(values)) data.set(key, value);
    return data;
  };
  const filled = { ...contact, opt_in: 'on' };

  it('gives the lead id of an accepted lead', async () => {
    const sent: unknown[] = [];
    const outcome = await submitVehicleLead('test_drive', form(filled), {
      ...context(),
      api: {
        submitLead: async (lead) => {
          sent.push(lead);
          return { lead_id: 'L9' } as never;
        },
      },
    });
    expect(outcome).toEqual({ ok: true, leadId: 'L9' });
    expect(sent[0]).toMatchObject({ category: 'Test Drive' });
  });

  it('shows the server’s error, or "An unexpected error occured." when it sent none', async () => {
    const failing = (message: string) => ({
      submitLead: async () => {
        throw new ApiClientError(message, { status: 500 });
      },
    });
    const withText = await submitVehicleLead('request_photos', form(filled), {
      ...context(),
      api: failing('Lead service is down'),
    });
    expect(withText).toMatchObject({
      ok: false,
      status: 500,
      failure: { intent: 'request_photos', formError: 'Lead service is down' },
    });
    const withoutText = await submitVehicleLead('request_photos', form(filled), {
      ...context(),
      api: failing(''),
    });
    expect(!withoutText.ok && withoutText.failure.formError).toBe(LEAD_SUBMISSION_FAILED_MESSAGE);
  });

  it('returns the field errors and what was typed with status 400, sending nothing', async () => {
    const outcome = await submitVehicleLead('test_drive', form({ name: 'Jo' }), {
      ...context(),
      api: {
        submitLead: async () => {
          throw new Error('must not be called');
        },
      },
    });
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.status).toBe(400);
    expect(outcome.failure.intent).toBe('test_drive');
    expect(outcome.failure.values.name).toBe('Jo');
    expect(outcome.failure.fieldErrors.email).toBe(FIELD_MESSAGES.emailRequired);
  });
});
