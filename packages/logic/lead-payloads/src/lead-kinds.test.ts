import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RESERVATION_DEPOSIT,
  GENERAL_ENQUIRY_CATEGORIES,
  LEAD_CATEGORIES,
  LEAD_KINDS,
  LEAD_SOURCE,
  LEAD_SUBCATEGORIES,
} from './lead-kinds.ts';

describe('lead kinds', () => {
  it('lists every lead kind of both specs (vehicle-stock §7, site-wide §5)', () => {
    expect([...LEAD_KINDS].sort()).toEqual(
      [
        'car_enquiry',
        'careers',
        'finance',
        'find_me_something_similar',
        'general_enquiry',
        'offer_acceptance',
        'phone_reveal',
        'request_photos',
        'rego_lookup',
        'reservation',
        'buy_online',
        'test_drive',
        'trade_in',
        'valuation_adjustment',
      ].sort(),
    );
    expect(Object.keys(LEAD_CATEGORIES).sort()).toEqual([...LEAD_KINDS].sort());
  });
  it('sends careers as General Enquiry / Career Enquiry (site-wide §5)', () => {
    expect(LEAD_CATEGORIES.careers).toBe('General Enquiry');
    expect(LEAD_SUBCATEGORIES.careers).toBe('Career Enquiry');
  });
  it('spells the find-me-something-similar subcategory as the spec (vehicle-stock §4)', () => {
    expect(LEAD_SUBCATEGORIES.find_me_something_similar).toBe('Find me something similar');
    expect(LEAD_CATEGORIES.find_me_something_similar).toBe(LEAD_CATEGORIES.car_enquiry);
  });
  it('gives every other kind a category of its own (vehicle-stock §7)', () => {
    const others = LEAD_KINDS.filter((kind) => !(kind in LEAD_SUBCATEGORIES));
    const categories = others.map((kind) => LEAD_CATEGORIES[kind]);
    expect(new Set(categories).size).toBe(others.length);
  });
  it('offers General Enquiry first in the category select (site-wide §5)', () => {
    expect(GENERAL_ENQUIRY_CATEGORIES[0]).toBe('General Enquiry');
    for (const kind of LEAD_KINDS.filter((k) => k !== 'general_enquiry' && k !== 'careers')) {
      expect(GENERAL_ENQUIRY_CATEGORIES).not.toContain(LEAD_CATEGORIES[kind]);
    }
  });
  it('uses source Website and a $200 default deposit (vehicle-stock §3, §9)', () => {
    expect(LEAD_SOURCE).toBe('Website');
    expect(DEFAULT_RESERVATION_DEPOSIT).toBe(200);
  });
});
