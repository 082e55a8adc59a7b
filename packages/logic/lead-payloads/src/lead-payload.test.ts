import { makeCar } from '@forecourt/test-utils';
import { describe, expect, it } from 'vitest';
import { enquiryFormSchema } from './enquiry-form.ts';
import { buildLeadPayload, FORM_ONLY_KEYS } from './lead-payload.ts';
import { leadKind, leadSchema } from './lead-schema.ts';

const contact = {
  name: 'Jo',
  last_name: 'Citizen',
  email: 'jo@example.com',
  phone: '0412345678',
  postcode: '4000',
};

describe('buildLeadPayload', () => {
  it('adds source Website, url, user_agent, site and lead_attributes (vehicle-stock §3)', () => {
    const payload = buildLeadPayload(
      { ...contact, category: 'General Enquiry', message: 'Open Sunday?' },
      {
        site: { slug: 'demo-motors' },
        url: 'https://demo.example/contact',
        user_agent: 'Mozilla/5.0',
        visitedPages: ['/', '/contact'],
        queryParams: new URLSearchParams('utm_source=google'),
      },
    );
    expect(payload).toMatchObject({
      source: 'Website',
      site: 'demo-motors',
      url: 'https://demo.example/contact',
      user_agent: 'Mozilla/5.0',
      lead_attributes: {
        visited_pages: ['/', '/contact'],
        linked_query_params: { utm_source: 'google' },
      },
    });
    expect(leadKind(leadSchema.parse(payload))).toBe('general_enquiry');
  });

  it('defaults opt_in to false and keeps a ticked box (consent is never assumed)', () => {
    expect(buildLeadPayload(contact).opt_in).toBe(false);
    expect(buildLeadPayload({ ...contact, opt_in: true }).opt_in).toBe(true);
  });

  it('keeps a source the form already set (vehicle-stock §3)', () => {
    expect(buildLeadPayload({ source: 'Facebook' }).source).toBe('Facebook');
    expect(buildLeadPayload({ source: '' }).source).toBe('Website');
  });

  it('sets the category of the kind unless the form chose one (site-wide §5)', () => {
    expect(buildLeadPayload(contact, { kind: 'general_enquiry' }).category).toBe('General Enquiry');
    expect(
      buildLeadPayload({ ...contact, category: 'Service Enquiry' }, { kind: 'general_enquiry' })
        .category,
    ).toBe('Service Enquiry');
    expect(buildLeadPayload({ ...contact, category: '' }, { kind: 'trade_in' }).category).toBe(
      'Trade-In',
    );
  });

  it('adds the car form defaults and car_dealership_id for a car lead (vehicle-stock §3)', () => {
    const car = makeCar({ id: 3001, make: 'Toyota', model: 'Corolla', dealership_id: 7 });
    const payload = buildLeadPayload(
      { ...contact, message: 'Is it still available?' },
      { kind: 'car_enquiry', car },
    );
    expect(payload).toMatchObject({
      category: 'Car Enquiry',
      car_id: 3001,
      car_dealership_id: 7,
      'Vehicle Make': 'Toyota',
      'Vehicle Model': 'Corolla',
      manufacturer_slug: 'toyota',
      message: 'Is it still available?',
    });
    expect(leadKind(leadSchema.parse(payload))).toBe('car_enquiry');
  });

  it('keeps the prefilled message when the shopper leaves it untouched (vehicle-stock §3)', () => {
    const car = makeCar({ name: '2020 Ford Ranger', stocknum: 'R1' });
    expect(buildLeadPayload({ ...contact, message: '' }, { kind: 'test_drive', car }).message).toBe(
      "Hi, I'm interested in the 2020 Ford Ranger (stock number R1). Please get in touch.",
    );
  });

  it('sends a find-me-something-similar lead for a sold car on sites with the switch (vehicle-stock §4)', () => {
    const car = makeCar({ status: 'sold' });
    const payload = buildLeadPayload(contact, {
      kind: 'car_enquiry',
      car,
      site: { slug: 'demo-motors', features: { find_me_something_similar: true } },
    });
    expect(payload.subcategory).toBe('Find me something similar');
    expect(leadKind(leadSchema.parse(payload))).toBe('find_me_something_similar');
  });

  it('switches a careers enquiry to General Enquiry / Career Enquiry (site-wide §5)', () => {
    const payload = buildLeadPayload(
      { ...contact, category: 'Careers', subcategory: 'Apprentice', message: 'Hi' },
      { kind: 'careers' },
    );
    expect(payload).toMatchObject({ category: 'General Enquiry', subcategory: 'Career Enquiry' });
    expect(leadKind(leadSchema.parse(payload))).toBe('careers');
  });

  it('collects _check options into additional_services and drops _radio helpers (site-wide §5)', () => {
    const payload = buildLeadPayload({
      ...contact,
      'Window Tint_check': true,
      'Dash Cam_check': false,
      finance_radio: 'Yes',
    });
    expect(payload.additional_services).toEqual(['Window Tint']);
    expect(Object.keys(payload).filter((key) => /_(check|radio)$/.test(key))).toEqual([]);
    expect(buildLeadPayload({ 'Dash Cam_check': false })).not.toHaveProperty('additional_services');
  });

  it('drops the terms tick box, which is a form-only field (site-wide §5)', () => {
    expect(FORM_ONLY_KEYS).toEqual(['terms_agreed']);
    expect(buildLeadPayload({ ...contact, terms_agreed: true })).not.toHaveProperty('terms_agreed');
  });

  it('leaves out undefined context values (vehicle-stock §3)', () => {
    const payload = buildLeadPayload(contact, { car: { ...makeCar(), dealership_id: null } });
    expect(payload).not.toHaveProperty('url');
    expect(payload).not.toHaveProperty('user_agent');
    expect(payload).not.toHaveProperty('site');
    expect(payload).not.toHaveProperty('car_dealership_id');
  });

  it('turns a valid enquiry form into a valid lead end to end (site-wide §3, §5)', () => {
    const form = enquiryFormSchema({ showCategory: true, terms_required: true });
    const values = form.parse({
      ...contact,
      message: 'Hello',
      category: 'Sales Enquiry',
      terms_agreed: true,
      'Paint Protection_check': true,
    });
    const lead = leadSchema.parse(buildLeadPayload(values, { kind: 'general_enquiry' }));
    expect(lead).toMatchObject({
      category: 'Sales Enquiry',
      additional_services: ['Paint Protection'],
      PreferredContactMethod: 'Phone',
      opt_in: false,
      source: 'Website',
    });
  });
});
