import { describe, expect, it } from 'vitest';
import { toCareersEnquiry } from './careers.ts';

describe('toCareersEnquiry', () => {
  it('switches category to General Enquiry and subcategory to Career Enquiry (site-wide §5)', () => {
    expect(
      toCareersEnquiry({ category: 'Careers', subcategory: 'Apprentice', name: 'Jo' }),
    ).toEqual({
      category: 'General Enquiry',
      subcategory: 'Career Enquiry',
      name: 'Jo',
    });
  });
  it('adds the category and subcategory when the form had none (site-wide §5)', () => {
    expect(toCareersEnquiry({})).toEqual({
      category: 'General Enquiry',
      subcategory: 'Career Enquiry',
    });
  });
});
