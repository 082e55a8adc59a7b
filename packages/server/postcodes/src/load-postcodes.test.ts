import { describe, expect, it } from 'vitest';
import { loadPostcodes, round6, slimRow } from './load-postcodes.ts';

describe('loadPostcodes', () => {
  const postcodes = loadPostcodes();

  it('reads the real Australian postcode list once and keeps it', () => {
    expect(postcodes.length).toBeGreaterThan(18_000);
    expect(loadPostcodes()).toBe(postcodes);
    expect(new Set(postcodes.map((row) => row.postcode)).size).toBeGreaterThan(3_000);
  });

  it('slims each row to the fields the server packages use, with the LGA', () => {
    const mooroka = postcodes.find((row) => row.locality === 'MOOROOKA');
    expect(mooroka).toMatchObject({ postcode: '4105', state: 'QLD', type: 'Delivery Area' });
    expect(mooroka?.lga).toBe('Brisbane');
    expect(Object.keys(mooroka ?? {}).sort()).toEqual([
      'lat',
      'lga',
      'locality',
      'long',
      'plainLat',
      'plainLong',
      'postcode',
      'state',
      'type',
    ]);
    for (const row of postcodes) {
      expect(row.postcode).toMatch(/^\d{4}$/);
      expect(Number.isFinite(row.lat) && Number.isFinite(row.long)).toBe(true);
    }
  });

  it('prefers the precise coordinates, to 6 decimals, and keeps the plain ones as they are', () => {
    expect(
      slimRow({
        postcode: '0200',
        locality: 'Australian National University',
        state: 'ACT',
        lat: -35.2777,
        long: 149.1189,
        Lat_precise: -35.2776999,
        Long_precise: 149.1185271,
        type: '',
        lgaregion: 'Unincorporated ACT',
      }),
    ).toEqual({
      postcode: '0200',
      locality: 'Australian National University',
      state: 'ACT',
      lat: -35.2777,
      long: 149.118527,
      plainLat: -35.2777,
      plainLong: 149.1189,
      type: '',
      lga: 'Unincorporated ACT',
    });
    expect(
      slimRow({
        postcode: '4000',
        locality: 'X',
        state: 'QLD',
        lat: -27.1234567,
        long: 153.1,
        type: '',
      }),
    ).toMatchObject({ lat: -27.123457, long: 153.1, plainLat: -27.1234567, lga: '' });
  });

  it('rounds to 6 decimals', () => {
    expect(round6(1.23456789)).toBe(1.234568);
    expect(round6(-27.4698)).toBe(-27.4698);
  });
});
