import { describe, expect, it } from 'vitest';
import { formatCardExpiry, formatCardNumber } from './card-format.ts';
import { testCardSchema } from './reserve-form.ts';

describe('formatCardNumber', () => {
  it('groups a card number in fours as it is typed', () => {
    expect(formatCardNumber('4242')).toBe('4242');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-4242 4242x4242')).toBe('4242 4242 4242 4242');
  });

  it('groups an American Express number 4-6-5 and stops at 15 digits', () => {
    expect(formatCardNumber('37828224631000599')).toBe('3782 822463 10005');
    expect(formatCardNumber('34000')).toBe('3400 0');
  });
});

describe('formatCardExpiry', () => {
  it('turns digits into MM/YY: 1228 is 12/28', () => {
    expect(formatCardExpiry('1228')).toBe('12/28');
    expect(formatCardExpiry('122')).toBe('12/2');
    expect(formatCardExpiry('12')).toBe('12');
    expect(formatCardExpiry('12/28')).toBe('12/28');
    expect(formatCardExpiry('122899')).toBe('12/28');
  });

  it('pads a first digit that can only be a month', () => {
    expect(formatCardExpiry('3')).toBe('03');
    expect(formatCardExpiry('0')).toBe('0');
    expect(formatCardExpiry('1')).toBe('1');
  });
});

describe('testCardSchema card_expiry', () => {
  const card = { card_name: 'Sam', card_number: '4242 4242 4242 4242', card_cvc: '123' };
  it('accepts 1228 typed on a numeric keypad as 12/28', () => {
    expect(testCardSchema.parse({ ...card, card_expiry: '1228' }).card_expiry).toBe('12/28');
    expect(testCardSchema.safeParse({ ...card, card_expiry: '1328' }).success).toBe(false);
  });
});
