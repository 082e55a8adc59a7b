import { describe, expect, it } from 'vitest';
import { bodyTypeSlug } from './body-type-slug.ts';

describe('bodyTypeSlug', () => {
  it('lowercases and turns spaces into hyphens (site-wide §2 /models?body=)', () => {
    expect(bodyTypeSlug('Cab Chassis')).toBe('cab-chassis');
    expect(bodyTypeSlug('SUV')).toBe('suv');
    expect(bodyTypeSlug('Light  Truck')).toBe('light-truck');
  });

  it('removes the ampersand and collapses the double hyphen it leaves (site-wide §2)', () => {
    expect(bodyTypeSlug('People Mover & Van')).toBe('people-mover-van');
    expect(bodyTypeSlug('Cab&Chassis')).toBe('cabchassis');
  });

  it('ignores surrounding spaces and edge ampersands (site-wide §2)', () => {
    expect(bodyTypeSlug('  Hatch ')).toBe('hatch');
    expect(bodyTypeSlug('& Van')).toBe('van');
  });
});
