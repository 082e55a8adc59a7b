import { describe, expect, it } from 'vitest';
import { FIELD_MESSAGES } from './messages.ts';
import { optionalRegoSchema, REGO_STATES, regoSchema, regoStateSchema } from './rego.ts';

describe('rego', () => {
  it('normalises plates to capitals without spaces or dashes (site-wide §3 rego)', () => {
    expect(regoSchema.parse(' abc-123 ')).toBe('ABC123');
    expect(regoSchema.parse('1 ab 2cd')).toBe('1AB2CD');
  });
  it('allows 9 characters, not 10 (site-wide §3 rego)', () => {
    expect(regoSchema.parse('ABCDE1234')).toBe('ABCDE1234');
    expect(regoSchema.safeParse('ABCDE12345').error?.issues[0]?.message).toBe(
      FIELD_MESSAGES.regoInvalid,
    );
    expect(regoSchema.safeParse('AB*123').error?.issues[0]?.message).toBe(
      FIELD_MESSAGES.regoInvalid,
    );
  });
  it('requires the rego for trade-in and lookup (site-wide §3, vehicle-stock §7)', () => {
    expect(regoSchema.safeParse('').error?.issues.map((i) => i.message)).toEqual([
      FIELD_MESSAGES.regoRequired,
    ]);
    expect(regoSchema.safeParse(undefined).error?.issues[0]?.message).toBe(
      FIELD_MESSAGES.regoRequired,
    );
  });
  it('keeps the enquiry Rego optional, empty allowed (site-wide §5)', () => {
    expect(optionalRegoSchema.parse(undefined)).toBeUndefined();
    expect(optionalRegoSchema.parse('')).toBe('');
    expect(optionalRegoSchema.parse('xyz 987')).toBe('XYZ987');
    expect(optionalRegoSchema.safeParse('ABCDE12345').error?.issues[0]?.message).toBe(
      FIELD_MESSAGES.regoInvalid,
    );
  });
  it('accepts the eight states and territories in any case (site-wide §3 regoState)', () => {
    expect(REGO_STATES).toEqual(['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA']);
    expect(regoStateSchema.parse('qld')).toBe('QLD');
    expect(regoStateSchema.parse(' Vic ')).toBe('VIC');
    for (const bad of ['', 'NZ', undefined]) {
      expect(regoStateSchema.safeParse(bad).error?.issues[0]?.message).toBe(
        FIELD_MESSAGES.regoStateRequired,
      );
    }
  });
});
