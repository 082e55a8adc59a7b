import { describe, expect, it } from 'vitest';
import { deliveryLookupSchema } from './delivery-lookup.ts';
import { DELIVERY_POSTCODE_REQUIRED_MESSAGE } from './messages.ts';

describe('deliveryLookupSchema', () => {
  it('requires a postcode with "Please enter a postcode." (vehicle-stock §5)', () => {
    for (const postcode of ['', '   ', undefined]) {
      expect(deliveryLookupSchema.safeParse({ postcode }).error?.issues[0]?.message).toBe(
        DELIVERY_POSTCODE_REQUIRED_MESSAGE,
      );
    }
  });
  it('passes any entered postcode on to the lookup, trimmed (vehicle-stock §5)', () => {
    expect(deliveryLookupSchema.parse({ postcode: ' 4000 ' })).toEqual({ postcode: '4000' });
    expect(deliveryLookupSchema.parse({ postcode: '9999' })).toEqual({ postcode: '9999' });
  });
});
