import { makeCar } from '@forecourt/test-utils';
import { describe, expect, it } from 'vitest';
import { hasToyotaCertifiedBadge } from './toyota-certified.ts';

const on = { features: { toyota_certified_badge: true } };
const certifiedToyota = () => makeCar({ make: 'Toyota', certified: true, status: 'in_stock' });

describe('hasToyotaCertifiedBadge', () => {
  it('shows for a certified Toyota that is not sold on a site with the switch (vehicle-stock §5)', () => {
    expect(hasToyotaCertifiedBadge(certifiedToyota(), on)).toBe(true);
    expect(hasToyotaCertifiedBadge({ ...certifiedToyota(), status: 'coming_soon' }, on)).toBe(true);
  });

  it('matches the make case-insensitively (vehicle-stock §5)', () => {
    expect(hasToyotaCertifiedBadge({ ...certifiedToyota(), make: 'TOYOTA' }, on)).toBe(true);
    expect(hasToyotaCertifiedBadge({ ...certifiedToyota(), make: ' toyota ' }, on)).toBe(true);
  });

  it('needs the make Toyota (vehicle-stock §5)', () => {
    expect(hasToyotaCertifiedBadge({ ...certifiedToyota(), make: 'Mazda' }, on)).toBe(false);
    expect(hasToyotaCertifiedBadge({ ...certifiedToyota(), make: null }, on)).toBe(false);
  });

  it('needs certified true (vehicle-stock §5)', () => {
    expect(hasToyotaCertifiedBadge({ ...certifiedToyota(), certified: false }, on)).toBe(false);
    expect(hasToyotaCertifiedBadge({ ...certifiedToyota(), certified: null }, on)).toBe(false);
  });

  it('needs the toyota_certified_badge switch (vehicle-stock §5)', () => {
    expect(hasToyotaCertifiedBadge(certifiedToyota(), { features: {} })).toBe(false);
    expect(
      hasToyotaCertifiedBadge(certifiedToyota(), { features: { toyota_certified_badge: false } }),
    ).toBe(false);
  });

  it('does not show on a sold car (vehicle-stock §5)', () => {
    expect(hasToyotaCertifiedBadge({ ...certifiedToyota(), status: 'sold' }, on)).toBe(false);
  });
});
