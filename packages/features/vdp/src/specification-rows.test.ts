import { describe, expect, it } from 'vitest';
import { hasSpecificationValue, specificationRows } from './specification-rows.ts';

describe('specificationRows', () => {
  it('drops undefined, null, empty and "null" values (vehicle-stock §5)', () => {
    expect(
      specificationRows([
        ['A', undefined],
        ['B', null],
        ['C', ''],
        ['D', '   '],
        ['E', 'null'],
        ['F', 'NULL'],
        ['G', 'Petrol'],
      ]),
    ).toEqual([{ label: 'G', value: 'Petrol' }]);
  });

  it('keeps numbers (zero included) and shows booleans as Yes or No', () => {
    expect(
      specificationRows([
        ['Seats', 0],
        ['Doors', 4],
        ['Certified', true],
        ['Reserved', false],
        ['Bad', Number.NaN],
      ]),
    ).toEqual([
      { label: 'Seats', value: '0' },
      { label: 'Doors', value: '4' },
      { label: 'Certified', value: 'Yes' },
      { label: 'Reserved', value: 'No' },
    ]);
  });

  it('trims text and ignores objects', () => {
    expect(hasSpecificationValue({})).toBe(false);
    expect(specificationRows([['Colour', '  White ']])).toEqual([
      { label: 'Colour', value: 'White' },
    ]);
  });
});
