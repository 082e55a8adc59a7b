import { z } from '@forecourt/validation';
import { describe, expect, it } from 'vitest';
import { errorBanner, fieldErrors, ROOT_ERROR_KEY, validationErrorBody } from './field-errors.ts';
import { FORM_ERRORS_HEADING } from './messages.ts';

const schema = z.object({
  name: z.string().min(1, 'Name please').min(2, 'Longer please'),
  lead_attributes: z.object({ visited_pages: z.array(z.string('Text please')) }),
});

describe('fieldErrors', () => {
  it('keeps the first message per field path (site-wide §8)', () => {
    const result = schema.safeParse({ name: '', lead_attributes: { visited_pages: ['/', 5] } });
    expect(result.error && fieldErrors(result.error)).toEqual({
      name: 'Name please',
      'lead_attributes.visited_pages.1': 'Text please',
    });
  });
  it('puts payload-level errors under root (site-wide §8)', () => {
    const result = schema.safeParse(null);
    expect(ROOT_ERROR_KEY).toBe('root');
    expect(result.error && Object.keys(fieldErrors(result.error))).toEqual(['root']);
  });
  it('gives nothing for no issues (site-wide §8)', () => {
    expect(fieldErrors({ issues: [] })).toEqual({});
  });
});

describe('validationErrorBody', () => {
  it('answers 400 with the banner heading and the field messages (site-wide §8)', () => {
    expect(validationErrorBody({ issues: [{ path: ['email'], message: 'Bad email' }] })).toEqual({
      error: 'Please fix the following errors:',
      fields: { email: 'Bad email' },
    });
  });
});

describe('errorBanner', () => {
  it('heads the list "Please fix the following errors:" with each message once (site-wide §8)', () => {
    expect(errorBanner({ name: 'Required', last_name: 'Required', email: 'Bad email' })).toEqual({
      heading: FORM_ERRORS_HEADING,
      messages: ['Required', 'Bad email'],
    });
  });
  it('shows no banner without errors (site-wide §8)', () => {
    expect(errorBanner({})).toBeNull();
  });
});
