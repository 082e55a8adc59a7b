import { describe, expect, it } from 'vitest';
import { favouriteEntry, readFavouriteEntries, readFavouriteEntry } from './favourite-entry.ts';

const hilux = {
  id: '1',
  name: '2021 Toyota HiLux SR5',
  slug: '2021-toyota-hilux-sr5-1',
  make: 'Toyota',
  model: 'HiLux',
  primary_image_url: 'https://img.example/1.jpg',
};

describe('favouriteEntry', () => {
  it('keeps the Favourite entry fields, the id as a string (vehicle-stock §3)', () => {
    expect(
      favouriteEntry({
        id: 1,
        name: '2021 Toyota HiLux SR5',
        slug: '2021-toyota-hilux-sr5-1',
        make: 'Toyota',
        model: 'HiLux',
        primary_image_url: 'https://img.example/1.jpg',
      }),
    ).toEqual(hilux);
    expect(favouriteEntry({ id: 'a', name: 'Car', slug: 'car' })).toEqual({
      id: 'a',
      name: 'Car',
      slug: 'car',
      make: null,
      model: null,
      primary_image_url: null,
    });
  });
});

describe('readFavouriteEntry', () => {
  it('reads a stored entry back, a numeric id as a string (vehicle-stock §3)', () => {
    expect(readFavouriteEntry(hilux)).toEqual(hilux);
    expect(readFavouriteEntry({ ...hilux, id: 1 })).toEqual(hilux);
    expect(readFavouriteEntry({ ...hilux, make: undefined, primary_image_url: null })).toEqual({
      ...hilux,
      make: null,
      primary_image_url: null,
    });
  });

  it('rejects values that are not entries (corrupt or older data)', () => {
    for (const value of [
      null,
      'hilux',
      42,
      [hilux],
      { ...hilux, id: '' },
      { ...hilux, id: Number.NaN },
      { ...hilux, name: undefined },
      { ...hilux, slug: 7 },
      { ...hilux, model: { name: 'HiLux' } },
    ]) {
      expect(readFavouriteEntry(value)).toBeNull();
    }
  });

  it('keeps the valid entries of a list, each id once, and nothing from a non-list', () => {
    expect(readFavouriteEntries([hilux, { id: 2 }, { ...hilux, name: 'Again' }])).toEqual([hilux]);
    expect(readFavouriteEntries({ 0: hilux })).toEqual([]);
  });
});

describe('favourite entry extras', () => {
  it('keeps price, price type, km and status when given', () => {
    const saved = favouriteEntry({
      ...hilux,
      price_text: '$45,990',
      price_type: 'Drive Away',
      km: 48210,
      status: 'in_stock',
    });
    expect(saved).toEqual({
      ...hilux,
      price_text: '$45,990',
      price_type: 'Drive Away',
      km: 48210,
      status: 'in_stock',
    });
    expect(readFavouriteEntry(JSON.parse(JSON.stringify(saved)))).toEqual(saved);
  });

  it('reads an entry saved before the extras existed, and drops an extra of the wrong type, not the car', () => {
    expect(readFavouriteEntry(hilux)).toEqual(hilux);
    expect(readFavouriteEntry({ ...hilux, km: '48,210', status: 'sold' })).toEqual({
      ...hilux,
      status: 'sold',
    });
  });
});
