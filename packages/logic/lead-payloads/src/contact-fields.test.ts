import { describe, expect, it } from 'vitest';
import {
  contactFieldsSchema,
  emailSchema,
  lastNameSchema,
  nameSchema,
  PREFERRED_CONTACT_METHODS,
  preferredContactMethodSchema,
} from './contact-fields.ts';
import { FIELD_MESSAGES, POSTCODE_MESSAGE } from './messages.ts';

function messagesFor(
  schema: { safeParse(v: unknown): { error?: { issues: { message: string }[] } } },
  value: unknown,
) {
  return schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];
}

describe('contact fields', () => {
  it('requires a first name (site-wide §3 name (First Name))', () => {
    expect(messagesFor(nameSchema, '')).toEqual([FIELD_MESSAGES.nameRequired]);
    expect(messagesFor(nameSchema, '  ')).toEqual([FIELD_MESSAGES.nameRequired]);
    expect(messagesFor(nameSchema, undefined)).toEqual([FIELD_MESSAGES.nameRequired]);
    expect(nameSchema.parse(' Jo ')).toBe('Jo');
  });
  it('requires a last name (site-wide §3 last_name)', () => {
    expect(messagesFor(lastNameSchema, '')).toEqual([FIELD_MESSAGES.lastNameRequired]);
    expect(lastNameSchema.parse('Citizen')).toBe('Citizen');
  });
  it('allows names of 100 characters, not 101 (site-wide §3)', () => {
    expect(nameSchema.safeParse('a'.repeat(100)).success).toBe(true);
    expect(messagesFor(nameSchema, 'a'.repeat(101))).toEqual([FIELD_MESSAGES.nameTooLong]);
  });
  it('requires an email, then a valid one (site-wide §3 email)', () => {
    expect(messagesFor(emailSchema, '')).toEqual([FIELD_MESSAGES.emailRequired]);
    expect(messagesFor(emailSchema, undefined)).toEqual([FIELD_MESSAGES.emailRequired]);
    expect(messagesFor(emailSchema, 'jo@')).toEqual([FIELD_MESSAGES.emailInvalid]);
    expect(messagesFor(emailSchema, 'jo.example.com')).toEqual([FIELD_MESSAGES.emailInvalid]);
    expect(emailSchema.parse(' jo@example.com.au ')).toBe('jo@example.com.au');
  });
  it('offers Phone, Email or SMS and defaults to Phone (site-wide §3 PreferredContactMethod)', () => {
    expect(PREFERRED_CONTACT_METHODS).toEqual(['Phone', 'Email', 'SMS']);
    expect(preferredContactMethodSchema.parse(undefined)).toBe('Phone');
    expect(preferredContactMethodSchema.parse('SMS')).toBe('SMS');
    expect(preferredContactMethodSchema.parse('Email')).toBe('Email');
    expect(messagesFor(preferredContactMethodSchema, 'Fax')).toEqual([
      FIELD_MESSAGES.preferredContactMethod,
    ]);
  });
  it('requires all five core fields together (site-wide §3 User, §5)', () => {
    const result = contactFieldsSchema.safeParse({});
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['name', FIELD_MESSAGES.nameRequired],
      ['last_name', FIELD_MESSAGES.lastNameRequired],
      ['email', FIELD_MESSAGES.emailRequired],
      ['phone', FIELD_MESSAGES.phoneRequired],
      ['postcode', POSTCODE_MESSAGE],
    ]);
    expect(
      contactFieldsSchema.parse({
        name: 'Jo',
        last_name: 'Citizen',
        email: 'jo@example.com',
        phone: '0412 345 678',
        postcode: '4000',
      }),
    ).toEqual({
      name: 'Jo',
      last_name: 'Citizen',
      email: 'jo@example.com',
      phone: '0412345678',
      postcode: '4000',
    });
  });
});
