import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SavedCarsList } from './SavedCarsList.tsx';
import { STORY_SAVED_CARS } from './story-data.ts';

describe('<SavedCarsList />', () => {
  it('lists each saved car with its link, live price, availability and a named Remove form', () => {
    const { container } = render(
      <SavedCarsList cars={STORY_SAVED_CARS} action="/watchlist" returnTo="/my-garage" />,
    );
    const list = screen.getByRole('list', { name: 'Saved cars' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('link', { name: '2021 Toyota HiLux SR5' }).getAttribute('href')).toBe(
      '/cars/2021-toyota-hilux-sr5-101',
    );
    expect(list.textContent).toContain('$52,990');
    expect(list.textContent).toContain('Sold');
    const remove = screen.getByRole('button', {
      name: 'Remove 2018 Ford Ranger XLT from My Garage',
    });
    const form = remove.closest('form') as HTMLFormElement;
    expect(form.getAttribute('action')).toBe('/watchlist');
    expect(Object.fromEntries(new FormData(form))).toEqual({
      car_id: '103',
      intent: 'remove',
      return: '/my-garage',
    });
    expect(container.querySelectorAll('img')).toHaveLength(3);
  });

  it('says how to save a car when there is none', () => {
    render(
      <SavedCarsList
        cars={[]}
        action="/watchlist"
        returnTo="/my-garage"
        emptyAction={<a href="/search">Browse our stock</a>}
      />,
    );
    expect(screen.getByText(/You have not saved any cars yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse our stock' })).toBeTruthy();
  });
});
