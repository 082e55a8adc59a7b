import { describe, expect, it } from 'vitest';
import { type PathVocabulary, pathRefinements } from './path-refinements.ts';

const vocabulary: PathVocabulary = {
  makes: ['Toyota', 'Land Rover', 'Mercedes-Benz'],
  models: { Toyota: ['HiLux', 'Corolla Cross'], 'Land Rover': ['Defender'] },
  bodies: ['SUV', 'Ute', 'Cab Chassis'],
  locations: ['Sunshine Coast Yard'],
  dealershipSlugs: ['sunshine-used-cars'],
};

describe('pathRefinements', () => {
  it('maps /search/{make} and /search/{make}/{model} (site-wide §2)', () => {
    expect(pathRefinements('toyota', vocabulary)).toEqual({ make: ['Toyota'] });
    expect(pathRefinements('land-rover/defender/', vocabulary)).toEqual({
      make: ['Land Rover'],
      model: ['Defender'],
    });
    expect(pathRefinements('toyota/corolla-cross', vocabulary)).toEqual({
      make: ['Toyota'],
      model: ['Corolla Cross'],
    });
    expect(pathRefinements('mercedes-benz', vocabulary)).toEqual({ make: ['Mercedes-Benz'] });
  });

  it('maps the car-type paths (site-wide §2)', () => {
    expect(pathRefinements('new-cars', vocabulary)).toEqual({ car_type: ['new'] });
    expect(pathRefinements('used-cars', vocabulary)).toEqual({ car_type: ['used'] });
    expect(pathRefinements('demo-cars', vocabulary)).toEqual({ car_type: ['demo'] });
    expect(pathRefinements('new-and-demo-cars', vocabulary)).toEqual({ car_type: ['new', 'demo'] });
    expect(pathRefinements('new-used-and-demo-cars', vocabulary)).toEqual({});
  });

  it('maps body, dealership and location slugs (vehicle-stock §2, site-wide §2)', () => {
    expect(pathRefinements('cab-chassis', vocabulary)).toEqual({ body: ['Cab Chassis'] });
    expect(pathRefinements('sunshine-used-cars', vocabulary)).toEqual({
      dealership_slug: ['sunshine-used-cars'],
    });
    expect(pathRefinements('sunshine-coast-yard', vocabulary)).toEqual({
      location_name: ['Sunshine Coast Yard'],
    });
  });

  it('gives no refinements for an empty path and null for unknown ones', () => {
    expect(pathRefinements('', vocabulary)).toEqual({});
    expect(pathRefinements('bogus', vocabulary)).toBeNull();
    expect(pathRefinements('toyota/bogus', vocabulary)).toBeNull();
    expect(pathRefinements('suv/extra', vocabulary)).toBeNull();
    expect(pathRefinements('toyota/hilux/extra', vocabulary)).toBeNull();
  });
});
