import { describe, expect, it } from 'vitest';
import { maybeSignedIn } from './WatchlistProvider.tsx';

describe('maybeSignedIn (the watchlist is read only when a session may exist)', () => {
  it("is true only with the API's forecourt_signed_in=1 hint", () => {
    expect(maybeSignedIn('forecourt_signed_in=1')).toBe(true);
    expect(maybeSignedIn('fc_car_location_bar=1; forecourt_signed_in=1; theme=x')).toBe(true);
    expect(maybeSignedIn('')).toBe(false);
    expect(maybeSignedIn('forecourt_signed_in=; other=1')).toBe(false);
    expect(maybeSignedIn('not_forecourt_signed_in=1')).toBe(false);
    expect(maybeSignedIn('forecourt_signed_in=10')).toBe(false);
  });
});
