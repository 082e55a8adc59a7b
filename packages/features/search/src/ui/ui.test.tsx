import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { resultCard } from '../car-hit.ts';
import { facetOptions } from '../facet-options.ts';
import { EMPTY_SEARCH_STATE, hiddenFields, type SearchState } from '../search-state.ts';
import { carHit, TEST_CARD_SITE } from '../test-hits.ts';
import { EmptyState } from './EmptyState.tsx';
import { FacetPanel } from './FacetPanel.tsx';
import { ResultCard } from './ResultCard.tsx';
import { ResultsGrid } from './ResultsGrid.tsx';
import { SortSelect } from './SortSelect.tsx';

const now = new Date('2026-11-22T00:00:00Z');
const card = (overrides: Parameters<typeof carHit>[0] = {}) =>
  resultCard(carHit(overrides), TEST_CARD_SITE, now);
const hrefForPage = (page: number) => `/search?page=${page}`;

describe('<ResultCard />', () => {
  it('links the title and shows price, was-price, weekly estimate and details', () => {
    render(<ResultCard card={card({ before_price: 49990 })} />);
    expect(screen.getByRole('link', { name: '2021 Toyota HiLux SR5' })).toHaveProperty(
      'href',
      expect.stringContaining('/cars/2021-toyota-hilux-sr5-1'),
    );
    expect(screen.getByText('$45,990')).toBeTruthy();
    expect(screen.getByText('$49,990').tagName).toBe('S');
    expect(screen.getByText('$187 / week est.')).toBeTruthy();
    const details = screen.getByRole('list', { name: 'Key details' });
    expect(
      within(details)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['48,210 km', 'Automatic', 'Ute']);
  });

  it('shows the toggles only when allowed and reports clicks (vehicle-stock §4)', () => {
    const onToggleFavourite = vi.fn();
    const { rerender } = render(
      <ResultCard card={card()} favourite onToggleFavourite={onToggleFavourite} />,
    );
    const save = screen.getByRole('button', { name: 'Save 2021 Toyota HiLux SR5 to favourites' });
    expect(save.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(save);
    expect(onToggleFavourite).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
    expect(screen.getByRole('button', { name: 'Compare 2021 Toyota HiLux SR5' })).toBeTruthy();

    rerender(<ResultCard card={card({ status: 'sold' })} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('JUST SOLD')).toBeTruthy();
  });
});

describe('<EmptyState />', () => {
  it('shows the exact empty-state wording and Clear Filters link (vehicle-stock §2)', () => {
    render(<EmptyState clearFiltersHref="/special-offers" />);
    expect(screen.getByRole('heading', { name: 'No Results Available' })).toBeTruthy();
    expect(
      screen.getByText(
        'No results found for your search at this time. Please try adjusting the filters for more results.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Clear Filters' }).getAttribute('href')).toBe(
      '/special-offers',
    );
  });
});

describe('<ResultsGrid />', () => {
  const cards = [card({ id: 1 }), card({ id: 2, name: '2019 Ford Ranger XLT' })];

  it('shows the count, the cards, promo cards and pagination', () => {
    render(
      <ResultsGrid
        cards={cards}
        count={2500}
        page={1}
        pageCount={3}
        hrefForPage={hrefForPage}
        clearFiltersHref="/search"
        promoPositions={[1]}
        renderPromo={() => <a href="/special-offers">See our special offers</a>}
      />,
    );
    expect(screen.getByText('2,500 cars found')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    const items = screen
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.className.includes('fc-results__list'));
    expect(items[1]?.textContent).toBe('See our special offers');
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeTruthy();
  });

  it('shows the empty state when nothing is found', () => {
    render(
      <ResultsGrid
        cards={[]}
        count={0}
        page={1}
        pageCount={0}
        hrefForPage={hrefForPage}
        clearFiltersHref="/search"
      />,
    );
    expect(screen.getByRole('heading', { name: 'No Results Available' })).toBeTruthy();
  });

  it('keeps previous cards and count while loading and on error (vehicle-stock §4)', () => {
    const props = {
      cards,
      count: 2,
      page: 1,
      pageCount: 1,
      hrefForPage,
      clearFiltersHref: '/search',
    };
    const { rerender, container } = render(<ResultsGrid {...props} status="loading" />);
    expect(screen.getByRole('status').textContent).toBe('Updating results…');
    expect(container.firstElementChild?.getAttribute('aria-busy')).toBe('true');
    expect(screen.getAllByRole('article')).toHaveLength(2);

    rerender(<ResultsGrid {...props} status="error" />);
    expect(screen.getByRole('alert').textContent).toContain('could not update the results');
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByText('2 cars found')).toBeTruthy();
  });
});

describe('<FacetPanel />', () => {
  const state: SearchState = {
    ...EMPTY_SEARCH_STATE,
    query: 'ute',
    refinements: { make: ['Toyota'] },
  };
  const facets = [
    { facet: 'make' as const, groups: facetOptions('make', { Toyota: 30, Ford: 8 }, state) },
    { facet: 'car_type' as const, groups: facetOptions('car_type', { used: 9, new: 2 }, state) },
    { facet: 'body' as const, groups: facetOptions('body', {}, state) },
  ];

  it('lists each facet as a named group of checkboxes with counts, refined ones checked', () => {
    render(<FacetPanel facets={facets} action="/search" hidden={hiddenFields(state, 'facets')} />);
    const form = screen.getByRole('form', { name: 'Filter results' });
    const make = within(form).getByRole('group', { name: 'Make' });
    expect(within(make).getByRole('checkbox', { name: 'Toyota (30)' })).toHaveProperty(
      'checked',
      true,
    );
    expect(within(make).getByRole('checkbox', { name: 'Ford (8)' })).toHaveProperty(
      'checked',
      false,
    );
    const carType = within(form).getByRole('group', { name: 'Car Type' });
    expect(
      within(carType)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(['new', 'used']);
    expect(within(form).queryByRole('group', { name: 'Body Type' })).toBeNull();
    expect(form.querySelector('input[type=hidden][name=query]')?.getAttribute('value')).toBe('ute');
    expect(within(form).getByRole('button', { name: 'Apply filters' })).toBeTruthy();
  });

  it('does not repeat popular makes under All Makes', () => {
    const counts = Object.fromEntries(Array.from({ length: 22 }, (_, i) => [`Make ${i + 10}`, i]));
    render(
      <FacetPanel
        facets={[{ facet: 'make', groups: facetOptions('make', counts, EMPTY_SEARCH_STATE) }]}
        action="/search"
        hidden={[]}
      />,
    );
    expect(screen.getAllByRole('checkbox')).toHaveLength(22);
    expect(screen.getByText('Popular Makes')).toBeTruthy();
    expect(screen.getByText('All Makes')).toBeTruthy();
  });

  it('hands the form over on change', () => {
    const onChange = vi.fn();
    render(<FacetPanel facets={facets} action="/search" hidden={[]} onChange={onChange} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Ford (8)' }));
    expect(onChange).toHaveBeenCalledWith(screen.getByRole('form', { name: 'Filter results' }));
  });
});

describe('<SortSelect />', () => {
  it('offers the default sort options with the current one selected (vehicle-stock §2)', () => {
    const onChange = vi.fn();
    render(
      <SortSelect
        value="cars:price:asc"
        action="/search"
        hidden={[['make', 'Toyota']]}
        onChange={onChange}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Most Relevant', 'Latest', 'Highest Price', 'Lowest Price']);
    expect(select).toHaveProperty('value', 'cars:price:asc');
    fireEvent.change(select, { target: { value: 'cars:price:desc' } });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Sort' })).toBeTruthy();
  });
});
