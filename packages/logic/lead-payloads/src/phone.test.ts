import { describe, expect, it } from 'vitest';
import { FIELD_MESSAGES } from './messages.ts';
import { normalisePhone, phoneSchema } from './phone.ts';

describe('normalisePhone', () => {
  it('accepts mobiles typed with spaces, dashes, dots or brackets (site-wide §3 Mobile Number)', () => {
    expect(normalisePhone('0412 345 678')).toBe('0412345678');
    expect(normalisePhone('0412-345-678')).toBe('0412345678');
    expect(normalisePhone('0412.345.678')).toBe('0412345678');
    expect(normalisePhone('(04) 1234 5678')).toBe('0412345678');
  });
  it('turns +61, 0061, 61 and +61 (0) prefixes into 0 (site-wide §3)', () => {
    expect(normalisePhone('+61 412 345 678')).toBe('0412345678');
    expect(normalisePhone('0061 412 345 678')).toBe('0412345678');
    expect(normalisePhone('61412345678')).toBe('0412345678');
    expect(normalisePhone('+61 (0)412 345 678')).toBe('0412345678');
  });
  it('accepts landlines with area codes 02, 03, 07, 08 and 05 numbers (site-wide §3)', () => {
    expect(normalisePhone('(02) 9876 5432')).toBe('0298765432');
    expect(normalisePhone('03 9876 5432')).toBe('0398765432');
    expect(normalisePhone('07 3123 4567')).toBe('0731234567');
    expect(normalisePhone('08 8123 4567')).toBe('0881234567');
    expect(normalisePhone('0550 123 456')).toBe('0550123456');
  });
  it('refuses 9 and 11 digit numbers (site-wide §3)', () => {
    expect(normalisePhone('041234567')).toBeNull();
    expect(normalisePhone('04123456789')).toBeNull();
  });
  it('refuses numbers without area code, unknown ranges and 13/1300/1800 numbers (site-wide §3)', () => {
    expect(normalisePhone('98765432')).toBeNull();
    expect(normalisePhone('412345678')).toBeNull();
    expect(normalisePhone('0112345678')).toBeNull();
    expect(normalisePhone('0612345678')).toBeNull();
    expect(normalisePhone('1300 123 456')).toBeNull();
    expect(normalisePhone('131 123')).toBeNull();
    expect(normalisePhone('6141234567')).toBeNull();
    expect(normalisePhone('04l2 345 678')).toBeNull();
  });
});

describe('phoneSchema', () => {
  it('outputs the national form (site-wide §3)', () => {
    expect(phoneSchema.parse(' +61 412 345 678 ')).toBe('0412345678');
  });
  it('is required with the mobile number message (site-wide §3)', () => {
    expect(phoneSchema.safeParse('').error?.issues.map((i) => i.message)).toEqual([
      FIELD_MESSAGES.phoneRequired,
    ]);
    expect(phoneSchema.safeParse(undefined).error?.issues[0]?.message).toBe(
      FIELD_MESSAGES.phoneRequired,
    );
  });
  it('explains an invalid number once (site-wide §3)', () => {
    expect(phoneSchema.safeParse('12345').error?.issues.map((i) => i.message)).toEqual([
      FIELD_MESSAGES.phoneInvalid,
    ]);
  });
});
