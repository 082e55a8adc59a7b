import { describe, expect, it } from 'vitest';
import { facetOptions, priceBandLowerBound } from './facet-options.ts';
import { EMPTY_SEARCH_STATE } from './search-state.ts';

describe('facetOptions', () => {
  it('orders price bands by lower number (vehicle-stock §2)', () => {
    const [group] = facetOptions(
      'price_range',
      {
        'Over $100,000': 1,
        '$10,000 - $20,000': 5,
        'Under $10,000': 2,
        '$100,000 - $0': 0,
        '$20,000 - $30,000': 3,
      },
      EMPTY_SEARCH_STATE,
    );
    expect(group?.options.map((option) => option.value)).toEqual([
      'Under $10,000',
      '$10,000 - $20,000',
      '$20,000 - $30,000',
      'Over $100,000',
      '$100,000 - $0',
    ]);
    expect(priceBandLowerBound('nonsense')).toBe(Number.POSITIVE_INFINITY);
  });

  it('orders seats and year numerically, not as text (vehicle-stock §2)', () => {
    const [seats] = facetOptions('seats', { '12': 1, '2': 4, '7': 2, '5': 9 }, EMPTY_SEARCH_STATE);
    expect(seats?.options.map((option) => option.value)).toEqual(['2', '5', '7', '12']);
    const [year] = facetOptions('year', { '2019': 1, '2021': 1, '998': 1 }, EMPTY_SEARCH_STATE);
    expect(year?.options.map((option) => option.value)).toEqual(['998', '2019', '2021']);
  });

  it('orders car types new, demo, used (vehicle-stock §2)', () => {
    const [group] = facetOptions(
      'car_type',
      { used: 9, demo: 2, new: 4, other: 1 },
      EMPTY_SEARCH_STATE,
    );
    expect(group?.options.map((option) => [option.value, option.label])).toEqual([
      ['new', 'New'],
      ['demo', 'Demo'],
      ['used', 'Used'],
      ['other', 'other'],
    ]);
  });

  it('lists popular makes for the first 20 entries and All Makes after (vehicle-stock §2)', () => {
    const counts = Object.fromEntries(
      Array.from({ length: 25 }, (_, i) => [`Make ${String(i).padStart(2, '0')}`, i + 1]),
    );
    const groups = facetOptions('make', counts, EMPTY_SEARCH_STATE);
    expect(groups.map((group) => [group.label, group.options.length])).toEqual([
      ['Popular Makes', 20],
      ['All Makes', 25],
    ]);
    expect(groups[0]?.options[0]?.value).toBe('Make 24');
    expect(groups[1]?.options[0]?.value).toBe('Make 00');

    const configured = facetOptions('make', counts, EMPTY_SEARCH_STATE, ['Make 03', 'Nope']);
    expect(configured[0]?.options.map((option) => option.value)).toEqual(['Make 03']);
  });

  it('keeps few makes in one alphabetical list and refined values with no count', () => {
    const state = { ...EMPTY_SEARCH_STATE, refinements: { make: ['Holden'] } };
    const [group] = facetOptions('make', { Toyota: 3, ford: 1 }, state);
    expect(group?.label).toBeNull();
    expect(group?.options).toEqual([
      { value: 'ford', label: 'ford', count: 1, refined: false },
      { value: 'Holden', label: 'Holden', count: 0, refined: true },
      { value: 'Toyota', label: 'Toyota', count: 3, refined: false },
    ]);
    expect(facetOptions('body', undefined, EMPTY_SEARCH_STATE)).toEqual([
      { label: null, options: [] },
    ]);
  });
});
