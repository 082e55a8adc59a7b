import { describe, expect, it } from 'vitest';
import { MAP_DEFAULT_ZOOM, type MapMarker, mapLink, projectPoints } from './static-map.ts';

describe('projectPoints', () => {
  it('puts a single point in the middle', () => {
    expect(projectPoints([{ label: 'A', lat: -27.5, long: 153 }], 400, 200)).toEqual([
      { label: 'A', x: 200, y: 100 },
    ]);
  });

  it('keeps north up and east right, inside the padding', () => {
    const markers = projectPoints(
      [
        { label: 'North', lat: -27.4, long: 153.1 },
        { label: 'South', lat: -27.6, long: 152.9 },
      ],
      400,
      200,
      20,
    );
    const [north, south] = [markers[0], markers[1]].map((marker) => {
      if (!marker) throw new Error('missing marker');
      return marker;
    }) as [MapMarker, MapMarker];
    expect(north.y).toBeLessThan(south.y);
    expect(north.x).toBeGreaterThan(south.x);
    for (const marker of markers) {
      expect(marker.x).toBeGreaterThanOrEqual(20);
      expect(marker.x).toBeLessThanOrEqual(380);
      expect(marker.y).toBeGreaterThanOrEqual(20);
      expect(marker.y).toBeLessThanOrEqual(180);
    }
  });

  it('has no markers without points', () => {
    expect(projectPoints([], 400, 200)).toEqual([]);
  });
});

describe('mapLink', () => {
  it("uses the location's place_url when it has one (site-wide §3 address.place_url)", () => {
    expect(mapLink('https://maps.example/place/1', { lat: -27.5, long: 153 })).toBe(
      'https://maps.example/place/1',
    );
  });

  it('links to the coordinates at the default zoom 10 otherwise (site-wide §9)', () => {
    expect(MAP_DEFAULT_ZOOM).toBe(10);
    expect(mapLink(null, { lat: -27.53391, long: 153.02271 })).toBe(
      'https://www.openstreetmap.org/?mlat=-27.53391&mlon=153.02271#map=10/-27.53391/153.02271',
    );
  });

  it('is null with neither', () => {
    expect(mapLink(null, null)).toBeNull();
  });
});
