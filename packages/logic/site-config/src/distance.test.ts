import { describe, expect, it } from 'vitest';
import { distanceKm, EARTH_RADIUS_KM } from './distance.ts';

const BRISBANE = { lat: -27.4698, long: 153.0251 };
const SYDNEY = { lat: -33.8688, long: 151.2093 };

describe('distanceKm', () => {
  it('uses earth radius 6371 km (site-wide §9 "Distance calculation uses earth radius 6371 km")', () => {
    expect(EARTH_RADIUS_KM).toBe(6371);
    // Half way round the earth along the equator is π × 6371 km.
    expect(distanceKm({ lat: 0, long: 0 }, { lat: 0, long: 180 })).toBeCloseTo(Math.PI * 6371, 6);
  });

  it('measures Brisbane–Sydney as about 732 km great-circle (site-wide §9)', () => {
    expect(Math.abs(distanceKm(BRISBANE, SYDNEY) - 732)).toBeLessThan(1);
  });

  it('is zero for the same point (site-wide §9)', () => {
    expect(distanceKm(BRISBANE, BRISBANE)).toBe(0);
    expect(distanceKm({ lat: 0, long: 0 }, { lat: 0, long: 0 })).toBe(0);
  });

  it('is symmetric (site-wide §9)', () => {
    expect(distanceKm(SYDNEY, BRISBANE)).toBe(distanceKm(BRISBANE, SYDNEY));
    const perth = { lat: -31.9523, long: 115.8613 };
    expect(distanceKm(perth, SYDNEY)).toBe(distanceKm(SYDNEY, perth));
  });
});
