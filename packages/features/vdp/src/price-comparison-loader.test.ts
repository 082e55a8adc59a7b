import { ApiClientError } from '@forecourt/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadPriceComparison } from './price-comparison-loader.ts';

const RESPONSE = {
  fill: 0.7,
  listing_price: 20_000,
  market_range_min: 19_000,
  market_range_max: 23_000,
  confidence: 0.9,
  description: null,
  widget: null,
};

afterEach(() => vi.restoreAllMocks());

describe('loadPriceComparison', () => {
  it('shows a Great Deal in the high band from the autogauge answer (vehicle-stock §5, §7)', async () => {
    const api = { autogauge: vi.fn().mockResolvedValue(RESPONSE) };
    expect(await loadPriceComparison(api, 'a-car')).toMatchObject({
      label: 'Great Deal',
      fill: 'high',
      listingPrice: 20_000,
    });
    expect(api.autogauge).toHaveBeenCalledWith('a-car');
  });

  it('hides the comparison when confidence <= 0.2 (vehicle-stock §5)', async () => {
    const api = { autogauge: vi.fn().mockResolvedValue({ ...RESPONSE, confidence: 0.2 }) };
    expect(await loadPriceComparison(api, 'a-car')).toBeNull();
  });

  it('logs a failed request and hides the widget (vehicle-stock §8)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = {
      autogauge: vi.fn().mockRejectedValue(new ApiClientError('No data returned', { status: 404 })),
    };
    expect(await loadPriceComparison(api, 'a-car')).toBeNull();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('No data returned'));
  });
});
