import { describe, expect, it } from 'vitest';
import { POSTCODE_MESSAGE } from './messages.ts';
import { postcodeSchema } from './postcode.ts';

function messageFor(value: unknown): string | undefined {
  return postcodeSchema.safeParse(value).error?.issues[0]?.message;
}

describe('postcodeSchema', () => {
  it('accepts exactly 4 digits, leading zero kept (site-wide §5)', () => {
    expect(postcodeSchema.parse('4000')).toBe('4000');
    expect(postcodeSchema.parse('0800')).toBe('0800');
    expect(postcodeSchema.parse(' 2000 ')).toBe('2000');
  });
  it('rejects 3 and 5 digits with the 4-digit message (site-wide §5)', () => {
    expect(messageFor('400')).toBe(POSTCODE_MESSAGE);
    expect(messageFor('40000')).toBe(POSTCODE_MESSAGE);
  });
  it('rejects letters and separators with the 4-digit message (site-wide §5)', () => {
    expect(messageFor('4ooo')).toBe(POSTCODE_MESSAGE);
    expect(messageFor('4,000')).toBe(POSTCODE_MESSAGE);
  });
  it('is required, with the same message (site-wide §5)', () => {
    expect(messageFor('')).toBe(POSTCODE_MESSAGE);
    expect(messageFor('   ')).toBe(POSTCODE_MESSAGE);
    expect(messageFor(undefined)).toBe(POSTCODE_MESSAGE);
    expect(messageFor(4000)).toBe(POSTCODE_MESSAGE);
  });
  it('gives one message per bad postcode (site-wide §8)', () => {
    expect(postcodeSchema.safeParse('x').error?.issues).toHaveLength(1);
  });
});
