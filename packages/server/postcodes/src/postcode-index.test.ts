import { describe, expect, it } from 'vitest';
import type { PostcodeLocality } from './load-postcodes.ts';
import { buildPostcodeIndex, findPostcode, postcodeIndex } from './postcode-index.ts';

const row = (fields: Partial<PostcodeLocality>): PostcodeLocality => ({
  postcode: '9999',
  locality: 'NOWHERE',
  state: 'QLD',
  lat: 0,
  long: 0,
  plainLat: 0,
  plainLong: 0,
  type: 'Delivery Area',
  lga: 'Nowhere',
  ...fields,
});

describe('buildPostcodeIndex', () => {
  it('centres a postcode on the mean of its plain coordinates, to 6 decimals', () => {
    const place = buildPostcodeIndex([
      row({ locality: 'A', plainLat: -27, plainLong: 153, lat: -99, long: 99 }),
      row({ locality: 'B', plainLat: -28, plainLong: 152 }),
      row({ locality: 'C', plainLat: -27.1111111, plainLong: 153 }),
    ]).get('9999');
    expect(place).toMatchObject({ lat: -27.37037, long: 152.666667 });
  });

  it('names it after the locality named like its LGA, delivery areas first', () => {
    const index = buildPostcodeIndex([
      row({ postcode: '1000', locality: 'SPRING HILL', lga: 'Brisbane' }),
      row({ postcode: '1000', locality: 'BRISBANE', lga: 'Brisbane', type: 'Post Office Boxes' }),
      row({ postcode: '1000', locality: 'BRISBANE', lga: 'Brisbane' }),
      row({ postcode: '2000', locality: 'SYDNEY', lga: 'Sydney', type: 'Post Office Boxes' }),
      row({ postcode: '2000', locality: 'THE ROCKS', lga: 'Sydney' }),
      row({ postcode: '3000', locality: 'ISLE OF CAPRI', lga: 'Gold Coast', type: '' }),
      row({ postcode: '3000', locality: 'SURFERS', lga: 'Gold Coast' }),
      row({ postcode: '4000', locality: "O'CONNOR", lga: 'Canberra', type: '' }),
    ]);
    expect(index.get('1000')?.name).toBe('Brisbane');
    expect(index.get('2000')?.name).toBe('Sydney');
    expect(index.get('3000')?.name).toBe('Surfers');
    expect(index.get('4000')?.name).toBe("O'Connor");
  });

  it('lists every locality once, title case, in data order, and takes the majority state', () => {
    const place = buildPostcodeIndex([
      row({ locality: 'ALBURY', state: 'NSW' }),
      row({ locality: 'WODONGA', state: 'VIC' }),
      row({ locality: 'ALBURY', state: 'NSW', type: 'Post Office Boxes' }),
      row({ locality: 'ISLE OF CAPRI', state: 'NSW' }),
    ]).get('9999');
    expect(place?.localities).toEqual(['Albury', 'Wodonga', 'Isle of Capri']);
    expect(place?.state).toBe('NSW');
  });

  it('skips localities without coordinates', () => {
    const index = buildPostcodeIndex([
      row({ postcode: '1000', plainLat: Number.NaN }),
      row({ postcode: '2000', plainLat: -30, plainLong: 150 }),
    ]);
    expect([...index.keys()]).toEqual(['2000']);
  });
});

describe('findPostcode (site-wide §7 Geocoding)', () => {
  it('finds the principal locality, state and centroid of real postcodes', () => {
    expect(findPostcode('4000')).toMatchObject({
      postcode: '4000',
      state: 'QLD',
      name: 'Brisbane',
    });
    expect(findPostcode('4000')?.lat).toBeCloseTo(-27.47, 1);
    expect(findPostcode('4000')?.long).toBeCloseTo(153.02, 1);
    expect(findPostcode('4000')?.localities).toEqual(
      expect.arrayContaining(['Brisbane City', 'Spring Hill']),
    );
    expect(findPostcode('2000')).toMatchObject({ name: 'Sydney', state: 'NSW' });
    expect(findPostcode('4870')).toMatchObject({ name: 'Cairns', state: 'QLD' });
    expect(findPostcode('0870')).toMatchObject({ name: 'Alice Springs', state: 'NT' });
    expect(findPostcode('7000')).toMatchObject({ name: 'Hobart', state: 'TAS' });
  });

  it('keeps the leading zero and ignores surrounding spaces', () => {
    expect(findPostcode(' 0800 ')).toMatchObject({ postcode: '0800', state: 'NT' });
    expect(findPostcode('0800')?.localities).toContain('Darwin');
  });

  it('is undefined for a postcode no locality has', () => {
    expect(findPostcode('0001')).toBeUndefined();
  });

  it('builds the directory once', () => {
    expect(postcodeIndex()).toBe(postcodeIndex());
    expect(postcodeIndex().size).toBeGreaterThan(3_000);
  });
});
