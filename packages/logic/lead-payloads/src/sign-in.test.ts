import { describe, expect, it } from 'vitest';
import {
  SIGN_IN_MESSAGES,
  signInCodeFormSchema,
  signInDestinationBody,
  signInDestinationFormSchema,
} from './sign-in.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('signInDestinationBody', () => {
  it('reads a mobile in any usual form and an email address (site-wide §2 /sign-in)', () => {
    expect(signInDestinationBody('0412 345 678')).toEqual({ phone: '0412345678' });
    expect(signInDestinationBody('+61 412 345 678')).toEqual({ phone: '0412345678' });
    expect(signInDestinationBody(' Jo@Example.com ')).toEqual({ email: 'jo@example.com' });
  });

  it('refuses a landline, junk, and an email for the mobile-only watchlist form (vehicle-stock §6)', () => {
    expect(signInDestinationBody('07 3123 4567')).toBeNull();
    expect(signInDestinationBody('hello')).toBeNull();
    expect(signInDestinationBody('jo@example.com', { mobileOnly: true })).toBeNull();
    expect(signInDestinationBody('0412345678', { mobileOnly: true })).toEqual({
      phone: '0412345678',
    });
  });
});

describe('signInDestinationFormSchema', () => {
  it('says which field is wrong', () => {
    const schema = signInDestinationFormSchema();
    expect(firstMessage(schema.safeParse({ destination: '' }))).toBe(
      SIGN_IN_MESSAGES.destinationRequired,
    );
    expect(firstMessage(schema.safeParse({ destination: 'jo@' }))).toBe(
      SIGN_IN_MESSAGES.emailInvalid,
    );
    expect(firstMessage(schema.safeParse({ destination: '123' }))).toBe(
      SIGN_IN_MESSAGES.destinationInvalid,
    );
    expect(schema.safeParse({ destination: '0412345678' }).success).toBe(true);
  });

  it('asks for a mobile number on the watchlist form', () => {
    const schema = signInDestinationFormSchema({ mobileOnly: true });
    expect(firstMessage(schema.safeParse({ destination: '' }))).toBe(
      SIGN_IN_MESSAGES.mobileRequired,
    );
    expect(firstMessage(schema.safeParse({ destination: 'jo@example.com' }))).toBe(
      SIGN_IN_MESSAGES.mobileInvalid,
    );
  });
});

describe('signInCodeFormSchema', () => {
  it('takes 6 digits, spaces ignored, and nothing else', () => {
    expect(signInCodeFormSchema.parse({ code: '123 456' })).toEqual({ code: '123456' });
    expect(firstMessage(signInCodeFormSchema.safeParse({ code: '12345' }))).toBe(
      SIGN_IN_MESSAGES.codeFormat,
    );
    expect(firstMessage(signInCodeFormSchema.safeParse({ code: 'abcdef' }))).toBe(
      SIGN_IN_MESSAGES.codeFormat,
    );
  });
});
