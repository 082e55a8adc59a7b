import { ApiClientError } from '@forecourt/api-client';
import { describe, expect, it, vi } from 'vitest';
import {
  DELIVERY_IDLE,
  DELIVERY_NOT_SERVICEABLE_MESSAGE,
  DELIVERY_POSTCODE_REQUIRED_MESSAGE,
  type DeliveryState,
  deliveryError,
  deliveryPostcode,
  deliveryPriceText,
  lookUpDelivery,
} from './delivery-calculator.ts';

const quote = { name: 'Brisbane City, QLD', price: 250, band: 'Regional', distance_km: 92.4 };

describe('delivery calculator (vehicle-stock §4, §5, §8)', () => {
  it('starts idle (§4)', () => {
    expect(DELIVERY_IDLE).toEqual({ status: 'idle' });
  });

  it('requires a postcode: "Please enter a postcode." (§5)', () => {
    expect(DELIVERY_POSTCODE_REQUIRED_MESSAGE).toBe('Please enter a postcode.');
    expect(deliveryPostcode('')).toEqual({ ok: false, message: 'Please enter a postcode.' });
    expect(deliveryPostcode('   ')).toEqual({ ok: false, message: 'Please enter a postcode.' });
    expect(deliveryPostcode(' 4000 ')).toEqual({ ok: true, postcode: '4000' });
  });

  it('goes idle → loading → result with the region and price (§3, §4)', async () => {
    const lookup = vi.fn().mockResolvedValue(quote);
    const seen: DeliveryState[] = [];
    const final = await lookUpDelivery(lookup, 7, ' 4000', (state) => seen.push(state));
    expect(lookup).toHaveBeenCalledWith({ postcode: '4000', car_id: 7 });
    expect(seen).toEqual([{ status: 'loading', postcode: '4000' }]);
    expect(final).toEqual({
      status: 'result',
      postcode: '4000',
      region: 'Brisbane City, QLD',
      price: 250,
    });
  });

  it('gives the required message at once, without a call, for an empty postcode (§5)', async () => {
    const lookup = vi.fn();
    const seen: DeliveryState[] = [];
    expect(await lookUpDelivery(lookup, 7, '', (state) => seen.push(state))).toEqual({
      status: 'error',
      postcode: '',
      message: DELIVERY_POSTCODE_REQUIRED_MESSAGE,
    });
    expect(lookup).not.toHaveBeenCalled();
    expect(seen).toEqual([]);
  });

  it('gives the not-serviceable message for an unknown location (§5, §8)', async () => {
    expect(DELIVERY_NOT_SERVICEABLE_MESSAGE).toBe(
      "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.",
    );
    const unknown = new ApiClientError(DELIVERY_NOT_SERVICEABLE_MESSAGE, { status: 422 });
    const lookup = vi.fn().mockRejectedValue(unknown);
    expect(await lookUpDelivery(lookup, 7, '0999')).toEqual({
      status: 'error',
      postcode: '0999',
      message: DELIVERY_NOT_SERVICEABLE_MESSAGE,
    });
  });

  it("shows the server's postcode message on a 400, the not-serviceable one on any other failure", () => {
    const invalid = new ApiClientError('Please fix the following errors:', {
      status: 400,
      fields: { postcode: 'Please enter a postcode.' },
    });
    expect(deliveryError('x', invalid)).toMatchObject({ message: 'Please enter a postcode.' });
    for (const failure of [
      new ApiClientError('offline', { status: 0 }),
      new ApiClientError('Unknown car', { status: 404 }),
      new Error('boom'),
    ]) {
      expect(deliveryError('4000', failure)).toMatchObject({
        message: DELIVERY_NOT_SERVICEABLE_MESSAGE,
      });
    }
  });

  it('shows the free local region as Free, other prices in whole dollars', () => {
    expect(deliveryPriceText(0)).toBe('Free');
    expect(deliveryPriceText(690)).toBe('$690');
    expect(deliveryPriceText(1290)).toBe('$1,290');
  });
});
