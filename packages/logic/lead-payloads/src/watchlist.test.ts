import { describe, expect, it } from 'vitest';
import { FIELD_MESSAGES } from './messages.ts';
import { watchlistBodySchema } from './watchlist.ts';

describe('watchlistBodySchema', () => {
  it('takes phone_number and car_id (vehicle-stock §7)', () => {
    expect(watchlistBodySchema.parse({ phone_number: '+61 412 345 678', car_id: '1001' })).toEqual({
      phone_number: '0412345678',
      car_id: 1001,
    });
  });
  it('needs the user phone and a car (vehicle-stock §4, §7)', () => {
    const result = watchlistBodySchema.safeParse({ phone_number: '' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      FIELD_MESSAGES.phoneNumberRequired,
      FIELD_MESSAGES.carId,
    ]);
    expect(watchlistBodySchema.safeParse({ phone_number: '123', car_id: 1 }).success).toBe(false);
  });
});
