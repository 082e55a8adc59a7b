import { describe, expect, it } from 'vitest';
import { passesLuhn, RESERVE_FORM_MESSAGES, reserveFormSchema } from './reserve-form.ts';

const valid = {
  name: 'Alice',
  last_name: 'Nguyen',
  email: 'alice@example.com',
  phone: '0412 345 678',
  card_name: 'Alice Nguyen',
  card_number: '4242 4242 4242 4242',
  card_expiry: '12/39',
  card_cvc: '123',
};

describe('reserveFormSchema', () => {
  it('accepts the contact fields and a test card, normalising number and phone', () => {
    const parsed = reserveFormSchema.parse(valid);
    expect(parsed.card_number).toBe('4242424242424242');
    expect(parsed.phone).toBe('0412345678');
  });

  it('refuses a number failing the Luhn check, a bad expiry and a short CVC', () => {
    const result = reserveFormSchema.safeParse({
      ...valid,
      card_number: '4242 4242 4242 4241',
      card_expiry: '13/30',
      card_cvc: '12',
    });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toEqual([
      RESERVE_FORM_MESSAGES.cardNumberInvalid,
      RESERVE_FORM_MESSAGES.cardExpiryInvalid,
      RESERVE_FORM_MESSAGES.cardCvcInvalid,
    ]);
  });

  it('passesLuhn', () => {
    expect(passesLuhn('4000000000003220')).toBe(true);
    expect(passesLuhn('4000000000000002')).toBe(true);
    expect(passesLuhn('4000000000000001')).toBe(false);
  });
});
