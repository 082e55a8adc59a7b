import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { FavouriteEntry } from '../favourite-entry.ts';
import { FavouritesList } from './FavouritesList.tsx';
import { STORY_FAVOURITES } from './story-data.ts';

/** A page that removes a car when asked. */
function Harness() {
  const [entries, setEntries] = useState<FavouriteEntry[]>(STORY_FAVOURITES.slice(0, 2));
  return (
    <FavouritesList
      entries={entries}
      onRemove={(gone) => setEntries((list) => list.filter((entry) => entry.id !== gone.id))}
    />
  );
}

describe('<FavouritesList />', () => {
  it('lists saved cars with photo, name linking /cars/{slug} and a named Remove button (vehicle-stock §2, §3)', () => {
    const onRemove = vi.fn();
    render(<FavouritesList entries={STORY_FAVOURITES} onRemove={onRemove} />);
    const list = screen.getByRole('list', { name: 'Saved cars' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('link', { name: '2021 Toyota HiLux SR5' }).getAttribute('href')).toBe(
      '/cars/2021-toyota-hilux-sr5-1',
    );
    // Every car has a picture: the kit's image-not-found one without a photo (site-wide §8).
    expect(list.querySelectorAll('img')).toHaveLength(3);
    expect(list.querySelectorAll('img[data-fallback]')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Remove 2019 Ford Ranger XLT' }));
    expect(onRemove).toHaveBeenCalledWith(STORY_FAVOURITES[1]);
  });

  it('draws the car links with renderLink when given', () => {
    render(
      <FavouritesList
        entries={STORY_FAVOURITES.slice(0, 1)}
        renderLink={({ href, children }) => (
          <a href={href} data-router-link="">
            {children}
          </a>
        )}
      />,
    );
    expect(
      screen.getByRole('link', { name: '2021 Toyota HiLux SR5' }).hasAttribute('data-router-link'),
    ).toBe(true);
  });

  it('shows the empty text when nothing is saved', () => {
    render(<FavouritesList entries={[]} emptyAction={<a href="/search">Browse our stock</a>} />);
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByText(/You have not saved any cars yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse our stock' })).toBeTruthy();
  });

  it('moves focus to the next Remove button, then to the empty text, after a removal', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove 2021 Toyota HiLux SR5' }));
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Remove 2019 Ford Ranger XLT' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove 2019 Ford Ranger XLT' }));
    expect(document.activeElement).toBe(screen.getByText(/You have not saved any cars yet/));
  });

  it('shows the price, km and status saved with a car, and still renders an entry saved before them', () => {
    const [old] = STORY_FAVOURITES;
    if (!old) throw new Error('story data');
    render(
      <FavouritesList
        entries={[
          {
            ...old,
            id: '9',
            slug: 'cx-5-9',
            name: '2019 Mazda CX-5',
            price_text: '$28,990',
            price_type: 'Drive Away',
            km: 61000,
            status: 'sold',
          },
          old,
        ]}
      />,
    );
    const facts = screen.getAllByRole('list', { name: 'Price, kilometres and availability' });
    expect(facts).toHaveLength(1);
    expect(
      within(facts[0] as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['$28,990 Drive Away', '61,000 km', 'Sold']);
    expect(screen.getByRole('link', { name: old.name })).toBeTruthy();
  });
});
