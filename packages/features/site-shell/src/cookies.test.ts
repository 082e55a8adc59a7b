import { describe, expect, it } from 'vitest';
import { readCookie } from './cookies.ts';

describe('readCookie', () => {
  it('finds a cookie among others, whatever the spacing', () => {
    expect(readCookie('a=1;fc_journey=abc; b=2', 'fc_journey')).toBe('abc');
    expect(readCookie('fc_journey=abc', 'fc_journey')).toBe('abc');
  });

  it('does not match a cookie whose name only ends with the name asked for', () => {
    expect(readCookie('xfc_journey=abc', 'fc_journey')).toBeUndefined();
  });

  it('decodes percent-encoded values and answers undefined without a header', () => {
    expect(readCookie('note=a%20b', 'note')).toBe('a b');
    expect(readCookie(null, 'note')).toBeUndefined();
    expect(readCookie('', 'note')).toBeUndefined();
  });
});
