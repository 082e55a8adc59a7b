import { type ApiClient, isApiClientError } from '@forecourt/api-client';
import { postcodeSchema } from '@forecourt/lead-payloads';
import type { GeoPoint } from '@forecourt/site-config';

/** Postcode geocode failure (site-wide §5, §8 "Postcode geocode failure: Invalid postcode"). */
export const INVALID_POSTCODE_MESSAGE = 'Invalid postcode';

/** The query parameter of the locator's distance form. */
export const POSTCODE_PARAM = 'postcode';

/** The locator's postcode search: none asked, a located postcode, or the error to show. */
export type PostcodeSearch =
  | { status: 'none' }
  | { status: 'located'; postcode: string; origin: GeoPoint; place: string | null }
  | { status: 'invalid'; postcode: string; error: string };

/**
 * Reads `?postcode=` and geocodes it (site-wide §5, §7 Geocoding, country AU): no parameter is no
 * search; a value that is not exactly 4 digits gets the postcode schema's message (`Invalid
 * postcode. Please enter a 4-digit number.`); a postcode the platform cannot place (`GET
 * /api/geocode` answers 404) — or any failed lookup, logged — reads `Invalid postcode` (§8).
 */
export async function postcodeSearch(
  searchParams: URLSearchParams,
  api: Pick<ApiClient, 'geocode'>,
): Promise<PostcodeSearch> {
  const raw = searchParams.get(POSTCODE_PARAM);
  if (raw === null) return { status: 'none' };
  const parsed = postcodeSchema.safeParse(raw);
  if (!parsed.success) {
    return {
      status: 'invalid',
      postcode: raw.slice(0, 4),
      error: parsed.error.issues[0]?.message ?? INVALID_POSTCODE_MESSAGE,
    };
  }
  const postcode = parsed.data;
  try {
    const place = await api.geocode(postcode);
    const locality = place.localities[0];
    return {
      status: 'located',
      postcode,
      origin: { lat: place.lat, long: place.long },
      place: locality ? `${locality} ${place.state} ${place.postcode}` : null,
    };
  } catch (error) {
    if (!isApiClientError(error) || (error.status !== 404 && error.status !== 400)) {
      console.error(`Geocoding postcode ${postcode} failed`, error);
    }
    return { status: 'invalid', postcode, error: INVALID_POSTCODE_MESSAGE };
  }
}
