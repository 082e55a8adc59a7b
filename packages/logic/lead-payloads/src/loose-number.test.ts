import { describe, expect, it } from 'vitest';
import { idSchema, looseNumber, optionalLooseNumber, parseLooseNumber } from './loose-number.ts';

describe('parseLooseNumber', () => {
  it('strips $, commas, spaces and km as the forms do (vehicle-stock §5)', () => {
    expect(parseLooseNumber('$30,000')).toBe(30000);
    expect(parseLooseNumber('85 000 kms')).toBe(85000);
    expect(parseLooseNumber('85000km')).toBe(85000);
    expect(parseLooseNumber('12.5')).toBe(12.5);
    expect(parseLooseNumber('-3')).toBe(-3);
  });
  it('gives undefined for empty text and NaN for words (vehicle-stock §5)', () => {
    expect(parseLooseNumber('')).toBeUndefined();
    expect(parseLooseNumber('  ')).toBeUndefined();
    expect(parseLooseNumber('lots')).toBeNaN();
    expect(parseLooseNumber('1.2.3')).toBeNaN();
  });
});

describe('looseNumber', () => {
  const kms = looseNumber({ required: 'required', invalid: 'invalid', int: true, min: 0 });
  const price = looseNumber({ required: 'required', invalid: 'invalid', above: 0 });
  const first = (schema: typeof kms, value: unknown) =>
    schema.safeParse(value).error?.issues[0]?.message;
  it('reads numbers and form text alike (site-wide §3 kms)', () => {
    expect(kms.parse(120)).toBe(120);
    expect(kms.parse('120,000')).toBe(120000);
  });
  it('says required when missing or empty, invalid otherwise (site-wide §3 kms)', () => {
    expect(first(kms, undefined)).toBe('required');
    expect(first(kms, '')).toBe('required');
    expect(first(kms, null)).toBe('required');
    expect(first(kms, 'abc')).toBe('invalid');
    expect(first(kms, 1.5)).toBe('invalid');
  });
  it('keeps min inclusive and above exclusive (site-wide §3 kms, vehicle-stock §9 deposit)', () => {
    expect(kms.parse(0)).toBe(0);
    expect(first(kms, -1)).toBe('invalid');
    expect(first(price, 0)).toBe('invalid');
    expect(price.parse(0.01)).toBe(0.01);
  });
});

describe('optionalLooseNumber', () => {
  const budget = optionalLooseNumber({ invalid: 'invalid', min: 0 });
  it('treats missing and empty as absent (vehicle-stock §2 vehiclePriceBudget)', () => {
    expect(budget.parse(undefined)).toBeUndefined();
    expect(budget.parse('')).toBeUndefined();
    expect(budget.parse('$45,000')).toBe(45000);
  });
  it('rejects words and values out of range (vehicle-stock §2 vehiclePriceBudget)', () => {
    expect(budget.safeParse('soon').error?.issues[0]?.message).toBe('invalid');
    expect(budget.safeParse(-1).error?.issues[0]?.message).toBe('invalid');
    expect(budget.safeParse(true).error?.issues[0]?.message).toBe('invalid');
  });
});

describe('idSchema', () => {
  const id = idSchema('bad id');
  it('accepts positive whole numbers as numbers or digits (vehicle-stock §7 car_id)', () => {
    expect(id.parse(1)).toBe(1);
    expect(id.parse('42')).toBe(42);
  });
  it('rejects 0, negatives, fractions and words with its message (vehicle-stock §7 car_id)', () => {
    for (const value of [0, -1, 1.5, 'abc', '', undefined]) {
      expect(id.safeParse(value).error?.issues[0]?.message).toBe('bad id');
    }
  });
});
