import { describe, expect, it } from 'vitest';
import { bodyFacetTiles, bodyTypeKey } from './body-facet-tiles.ts';

const values = (tiles: { value: string }[]) => tiles.map((tile) => tile.value);

describe('bodyTypeKey', () => {
  it('matches the known body types ignoring case and spacing (site-wide §3 Body types)', () => {
    expect(bodyTypeKey('Cab Chassis')).toBe('cabChassis');
    expect(bodyTypeKey('People Mover')).toBe('peopleMover');
    expect(bodyTypeKey('SUV')).toBe('suv');
    expect(bodyTypeKey('Soft Top')).toBe('softtop');
    expect(bodyTypeKey('4X4')).toBe('4x4');
    expect(bodyTypeKey('Station Wagon')).toBe('stationWagon');
    expect(bodyTypeKey('Wagon')).toBe('wagon');
    expect(bodyTypeKey('Camper Trailer')).toBeNull();
  });

  it('maps a generic truck to ute or lightTruck per site (site-wide §3 Body types)', () => {
    expect(bodyTypeKey('Truck')).toBe('ute');
    expect(bodyTypeKey('truck', 'lightTruck')).toBe('lightTruck');
  });
});

describe('bodyFacetTiles', () => {
  it('shows only known body types (site-wide §5)', () => {
    const tiles = bodyFacetTiles({ SUV: 5, 'Camper Trailer': 9, Ute: 3 });
    expect(values(tiles)).toEqual(['SUV', 'Ute']);
    expect(tiles[0]).toEqual({
      value: 'SUV',
      body_type: 'suv',
      slug: 'suv',
      count: 5,
      image: null,
    });
  });

  it('shows an unknown body type when it has a custom image (site-wide §5)', () => {
    const tiles = bodyFacetTiles(
      { SUV: 5, 'Camper Trailer': 9 },
      { customImages: { 'camper-trailer': '/img/camper.png' } },
    );
    expect(tiles[0]).toEqual({
      value: 'Camper Trailer',
      body_type: null,
      slug: 'camper-trailer',
      count: 9,
      image: '/img/camper.png',
    });
  });

  it('finds a custom image by body type key as well as by facet value (site-wide §5)', () => {
    const tiles = bodyFacetTiles(
      { 'Cab Chassis': 2 },
      { customImages: { cabChassis: '/cab.png' } },
    );
    expect(tiles[0]?.image).toBe('/cab.png');
  });

  it('orders by count descending, then name descending (site-wide §5)', () => {
    const tiles = bodyFacetTiles({ Hatch: 4, Sedan: 9, Coupe: 4, Van: 1 });
    expect(values(tiles)).toEqual(['Sedan', 'Hatch', 'Coupe', 'Van']);
  });

  it('limits to 4 tiles by default (site-wide §5)', () => {
    const facets = { SUV: 9, Ute: 8, Sedan: 7, Hatch: 6, Wagon: 5 };
    expect(values(bodyFacetTiles(facets))).toEqual(['SUV', 'Ute', 'Sedan', 'Hatch']);
    expect(bodyFacetTiles({ SUV: 9, Ute: 8, Sedan: 7, Hatch: 6 })).toHaveLength(4);
    expect(bodyFacetTiles({ SUV: 9, Ute: 8, Sedan: 7 })).toHaveLength(3);
  });

  it('limits to 20 tiles when the site has custom bodies (site-wide §5)', () => {
    const facets = Object.fromEntries(
      Array.from({ length: 21 }, (_, index) => [`Custom ${index}`, 100 - index]),
    );
    const customImages = Object.fromEntries(Object.keys(facets).map((key) => [key, `/${key}.png`]));
    expect(bodyFacetTiles(facets, { customImages })).toHaveLength(20);
    const twenty = Object.fromEntries(Object.entries(facets).slice(0, 20));
    expect(bodyFacetTiles(twenty, { customImages })).toHaveLength(20);
    const nineteen = Object.fromEntries(Object.entries(facets).slice(0, 19));
    expect(bodyFacetTiles(nineteen, { customImages })).toHaveLength(19);
  });

  it('drops body types with no cars', () => {
    expect(values(bodyFacetTiles({ SUV: 0, Ute: 1 }))).toEqual(['Ute']);
  });

  it('shows a generic truck under the site truck body type (site-wide §3 Body types)', () => {
    expect(bodyFacetTiles({ Truck: 3 })[0]).toMatchObject({ value: 'Truck', body_type: 'ute' });
    expect(bodyFacetTiles({ Truck: 3 }, { truckBodyType: 'lightTruck' })[0]?.body_type).toBe(
      'lightTruck',
    );
  });
});
