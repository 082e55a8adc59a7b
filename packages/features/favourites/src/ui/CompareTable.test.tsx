import type { Car } from '@forecourt/api-client';
import { apiCar } from '@forecourt/test-utils';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { comparison } from '../compare-rows.ts';
import { CompareTable } from './CompareTable.tsx';

const site = { offers_subscription: false, texts: { no_price: 'Enquire for price' } };

describe('<CompareTable />', () => {
  it('puts each car in a column headed by its name link and price, a fact a row', () => {
    const cars = [
      apiCar<Car>({
        slug: 'a-1',
        name: 'Car A',
        price: 30000,
        year: 2020,
        primary_image_url: null,
      }),
      apiCar<Car>({ slug: 'b-2', name: 'Car B', price: 25000, year: 2018 }),
    ];
    render(<CompareTable comparison={comparison(cars, site)} />);
    const table = screen.getByRole('table', { name: 'Cars side by side' });
    const heads = within(table).getAllByRole('columnheader');
    expect(heads.map((head) => within(head).queryByRole('link')?.textContent)).toEqual([
      'Car A',
      'Car B',
    ]);
    expect(heads[0]?.textContent).toContain('$30,000');
    expect(heads[0]?.querySelector('img[data-fallback]')).not.toBeNull();
    const year = within(table).getByRole('rowheader', { name: 'Year' }).closest('tr');
    expect(
      within(year as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2020', '2018']);
  });

  it('says how to pick cars when there are none', () => {
    render(<CompareTable comparison={{ columns: [], rows: [] }} />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText(/Pick up to 3 with Compare/)).toBeTruthy();
  });
});
