import { describe, expect, it } from 'vitest';
import { SPIN_ENTRY_MESSAGES, spinEntrySchema } from './spin-entry.ts';

describe('spinEntrySchema (site-wide §2 /spin-to-win without sign-in)', () => {
  it('takes a name and an email or a mobile number', () => {
    expect(spinEntrySchema.parse({ name: 'Al', email: 'al@example.com', phone: '' })).toEqual({
      name: 'Al',
      email: 'al@example.com',
    });
    expect(spinEntrySchema.parse({ name: 'Al', phone: '0412 345 678' }).phone).toBe('0412345678');
  });

  it('needs at least one way to reach the winner', () => {
    const result = spinEntrySchema.safeParse({ name: 'Al', email: ' ', phone: '' });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['email', SPIN_ENTRY_MESSAGES.contactRequired],
    ]);
  });
});
