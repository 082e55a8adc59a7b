import { ApiClientError } from '@forecourt/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INVALID_POSTCODE_MESSAGE, postcodeSearch } from './postcode-search.ts';

const MOOROOKA = {
  postcode: '4105',
  lat: -27.534,
  long: 153.023,
  state: 'QLD',
  localities: ['Moorooka', 'Tennyson'],
};

function api(answer: () => Promise<typeof MOOROOKA>) {
  return { geocode: vi.fn(answer) };
}

afterEach(() => vi.restoreAllMocks());

describe('postcodeSearch', () => {
  it('does nothing without ?postcode=', async () => {
    const client = api(async () => MOOROOKA);
    expect(await postcodeSearch(new URLSearchParams(), client)).toEqual({ status: 'none' });
    expect(client.geocode).not.toHaveBeenCalled();
  });

  it('geocodes a 4-digit postcode through the platform (site-wide §7 Geocoding)', async () => {
    const client = api(async () => MOOROOKA);
    expect(await postcodeSearch(new URLSearchParams('postcode= 4105 '), client)).toEqual({
      status: 'located',
      postcode: '4105',
      origin: { lat: -27.534, long: 153.023 },
      place: 'Moorooka QLD 4105',
    });
    expect(client.geocode).toHaveBeenCalledWith('4105');
  });

  it.each(['', '410', '41055', 'abcd', '4 05'])(
    'rejects %j with the postcode message, without a lookup (site-wide §5, §8)',
    async (value) => {
      const client = api(async () => MOOROOKA);
      const result = await postcodeSearch(new URLSearchParams({ postcode: value }), client);
      expect(result).toEqual({
        status: 'invalid',
        postcode: value.slice(0, 4),
        error: 'Invalid postcode. Please enter a 4-digit number.',
      });
      expect(client.geocode).not.toHaveBeenCalled();
    },
  );

  it('says Invalid postcode when the platform cannot place it (site-wide §8 geocode failure)', async () => {
    const client = api(async () => {
      throw new ApiClientError('Invalid postcode', { status: 404 });
    });
    expect(await postcodeSearch(new URLSearchParams('postcode=9999'), client)).toEqual({
      status: 'invalid',
      postcode: '9999',
      error: INVALID_POSTCODE_MESSAGE,
    });
  });

  it('logs any other failure and still says Invalid postcode (site-wide §8)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const client = api(async () => {
      throw new ApiClientError('down', { status: 503 });
    });
    const result = await postcodeSearch(new URLSearchParams('postcode=4000'), client);
    expect(result).toMatchObject({ status: 'invalid', error: 'Invalid postcode' });
    expect(error).toHaveBeenCalledWith(expect.stringContaining('4000'), expect.any(ApiClientError));
  });
});
