import { IMAGE_NOT_FOUND_SRC } from '@forecourt/ui-kit';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appliedFilters, clearAllFiltersHref } from '../applied-filters.ts';
import { resultCard } from '../car-hit.ts';
import { facetOptions } from '../facet-options.ts';
import { EMPTY_SEARCH_STATE, hiddenFields, type SearchState } from '../search-state.ts';
import { carHit, TEST_CARD_SITE } from '../test-hits.ts';
import { AppliedFilters } from './AppliedFilters.tsx';
import { CarCard } from './CarGrid.tsx';
import { EmptyState } from './EmptyState.tsx';
import { FacetPanel } from './FacetPanel.tsx';
import { FiltersDrawer } from './FiltersDrawer.tsx';
import { PRICE_KEYBOARD_COMMIT_DELAY_MS, PriceRangeField } from './PriceRangeField.tsx';
import { ResultCard } from './ResultCard.tsx';
import { ResultsGrid } from './ResultsGrid.tsx';
import { SortSelect } from './SortSelect.tsx';

const now = new Date('2026-11-22T00:00:00Z');
const card = (overrides: Parameters<typeof carHit>[0] = {}) =>
  resultCard(carHit(overrides), TEST_CARD_SITE, now);
const hrefForPage = (page: number) => `/search?page=${page}`;

describe('<ResultCard />', () => {
  it("shows the kit's image-not-found picture when the car has no photo, never an empty box (site-wide §8)", () => {
    const { container } = render(<ResultCard card={card({ primary_image_url: null })} />);
    const image = container.querySelector('img');
    expect(image?.getAttribute('data-fallback')).toBe('true');
    expect(image?.getAttribute('src')).toBe(IMAGE_NOT_FOUND_SRC);
  });

  it('shows the price type beside the price, as the home cards do', () => {
    render(<ResultCard card={card({ price_type: 'Excl. Govt. Charges' })} />);
    expect(screen.getByText('Excl. Govt. Charges')).toBeTruthy();
  });

  it('links the title and shows price, was-price, weekly estimate and details', () => {
    render(<ResultCard card={card({ before_price: 49990 })} />);
    expect(screen.getByRole('link', { name: '2021 Toyota HiLux SR5' })).toHaveProperty(
      'href',
      expect.stringContaining('/cars/2021-toyota-hilux-sr5-1'),
    );
    expect(screen.getByText('$45,990')).toBeTruthy();
    expect(screen.getByText('$49,990').tagName).toBe('S');
    expect(screen.getByText('$161 / week est.')).toBeTruthy();
    const details = screen.getByRole('list', { name: 'Key details' });
    expect(
      within(details)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['48,210 km', 'Automatic', 'Ute']);
  });

  it('shows real toggle buttons with pressed state and names, and reports clicks (vehicle-stock §4)', () => {
    const onToggleFavourite = vi.fn();
    const onToggleCompare = vi.fn();
    render(
      <ResultCard
        card={card()}
        favourite
        onToggleFavourite={onToggleFavourite}
        onToggleCompare={onToggleCompare}
      />,
    );
    const save = screen.getByRole('button', { name: 'Save 2021 Toyota HiLux SR5 to favourites' });
    expect(save.getAttribute('aria-pressed')).toBe('true');
    expect(save.textContent).toBe('Save');
    fireEvent.click(save);
    expect(onToggleFavourite).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
    const compare = screen.getByRole('button', { name: 'Compare 2021 Toyota HiLux SR5' });
    expect(compare.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(compare);
    expect(onToggleCompare).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
  });

  it('hides the toggles on a sold car, and shows only the toggles the page offers (vehicle-stock §4)', () => {
    const { rerender } = render(
      <ResultCard card={card({ status: 'sold' })} onToggleFavourite={vi.fn()} />,
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('JUST SOLD')).toBeTruthy();

    rerender(<ResultCard card={card()} onToggleFavourite={vi.fn()} />);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Save']);
    rerender(<ResultCard card={card()} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('renders the toggles disabled until the saved lists are read', () => {
    render(
      <ResultCard
        card={card()}
        onToggleFavourite={vi.fn()}
        onToggleCompare={vi.fn()}
        togglesDisabled
      />,
    );
    for (const button of screen.getAllByRole('button'))
      expect(button).toHaveProperty('disabled', true);
  });

  it('says how many more sold cars a collapsed card stands for (vehicle-stock §4)', () => {
    render(<ResultCard card={card({ status: 'sold' })} moreSoldCount={2} />);
    expect(screen.getByText('+2 more sold')).toBeTruthy();
  });
});

describe('<CarCard />', () => {
  it("shows the price type and the kit's image-not-found picture for a home card without a photo (site-wide §8)", () => {
    const { container } = render(
      <MemoryRouter>
        <CarCard
          car={{
            id: 1,
            path: '/cars/a-1',
            title: '2021 Toyota HiLux SR5',
            priceText: '$45,990',
            priceType: 'Drive Away',
            details: [],
            image: null,
            location: null,
          }}
        />
      </MemoryRouter>,
    );
    expect(container.querySelector('img')?.getAttribute('src')).toBe(IMAGE_NOT_FOUND_SRC);
    expect(screen.getByText('Drive Away')).toBeTruthy();
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

  it('collapses consecutive sold cars into one card with "+N more sold" (vehicle-stock §4)', () => {
    const list = [
      card({ id: 1 }),
      card({ id: 2, status: 'sold', name: '2018 Mazda 3' }),
      card({ id: 3, status: 'sold' }),
      card({ id: 4, status: 'sold' }),
      card({ id: 5, name: '2019 Ford Ranger XLT' }),
    ];
    render(
      <ResultsGrid
        cards={list}
        count={5}
        page={1}
        pageCount={1}
        hrefForPage={hrefForPage}
        clearFiltersHref="/search"
        promoPositions={[2]}
        renderPromo={() => <a href="/special-offers">See our special offers</a>}
      />,
    );
    const articles = screen.getAllByRole('article');
    expect(articles).toHaveLength(3);
    expect(within(articles[1] as HTMLElement).getByText('JUST SOLD')).toBeTruthy();
    expect(within(articles[1] as HTMLElement).getByText('+2 more sold')).toBeTruthy();
    expect(screen.getAllByText('JUST SOLD')).toHaveLength(1);
    // The promo card keeps its slot position: the third slot of the grid as shown.
    const items = screen
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.className.includes('fc-results__list'));
    expect(items.map((item) => item.querySelector('h3')?.textContent ?? item.textContent)).toEqual([
      '2021 Toyota HiLux SR5',
      '2018 Mazda 3',
      'See our special offers',
      '2019 Ford Ranger XLT',
    ]);
  });

  it('passes favourite and compare state and the disabled flag to the cards', () => {
    render(
      <ResultsGrid
        cards={cards}
        count={2}
        page={1}
        pageCount={1}
        hrefForPage={hrefForPage}
        clearFiltersHref="/search"
        favourites={new Set([2])}
        compared={new Set([1])}
        onToggleFavourite={vi.fn()}
        onToggleCompare={vi.fn()}
      />,
    );
    const pressed = (name: string) =>
      screen.getByRole('button', { name }).getAttribute('aria-pressed');
    expect(pressed('Save 2019 Ford Ranger XLT to favourites')).toBe('true');
    expect(pressed('Save 2021 Toyota HiLux SR5 to favourites')).toBe('false');
    expect(pressed('Compare 2021 Toyota HiLux SR5')).toBe('true');
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

  it('hides Apply filters once hydrated when filters apply on change, keeps it for no JavaScript', () => {
    const props = { facets, action: '/search', hidden: [], onChange: () => {} };
    expect(renderToString(<FacetPanel {...props} />)).toContain('Apply filters');
    render(<FacetPanel {...props} />);
    expect(screen.queryByRole('button', { name: 'Apply filters' })).toBeNull();
  });

  it('applies a typed price with its own Apply price button while Apply filters is hidden, not when the field is left', () => {
    const onChange = vi.fn();
    render(
      <FacetPanel
        facets={facets}
        action="/search"
        hidden={[]}
        price={{ bounds: null, value: null }}
        onChange={onChange}
      />,
    );
    const min = screen.getByRole('spinbutton', { name: 'Minimum price' });
    fireEvent.change(min, { target: { value: '20000' } });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.focusOut(min);
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Apply price' }));
    expect(onChange).toHaveBeenCalledWith(screen.getByRole('form', { name: 'Filter results' }));
  });

  it('hands the form over on change', () => {
    const onChange = vi.fn();
    render(<FacetPanel facets={facets} action="/search" hidden={[]} onChange={onChange} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Ford (8)' }));
    expect(onChange).toHaveBeenCalledWith(screen.getByRole('form', { name: 'Filter results' }));
  });
});

describe('<FacetPanel /> price range', () => {
  const state: SearchState = {
    ...EMPTY_SEARCH_STATE,
    refinements: { make: ['Toyota'] },
    price: { min: 10_000, max: null },
  };
  const facets = [
    { facet: 'make' as const, groups: facetOptions('make', { Toyota: 30, Ford: 8 }, state) },
  ];
  const price = { bounds: { min: 4500, max: 90_000 }, value: state.price };

  afterEach(() => {
    vi.useRealTimers();
  });

  it('has labelled Minimum and Maximum price fields in the GET form, and owns range[price]', () => {
    render(
      <FacetPanel
        facets={facets}
        action="/search"
        hidden={hiddenFields(state, 'facets')}
        price={price}
      />,
    );
    const form = screen.getByRole('form', { name: 'Filter results' });
    const group = within(form).getByRole('group', { name: 'Price range' });
    const min = within(group).getByRole('spinbutton', { name: 'Minimum price' });
    const max = within(group).getByRole('spinbutton', { name: 'Maximum price' });
    expect([min.getAttribute('name'), (min as HTMLInputElement).value]).toEqual([
      'price_min',
      '10000',
    ]);
    expect([max.getAttribute('name'), (max as HTMLInputElement).value]).toEqual(['price_max', '']);
    expect(form.querySelector('input[type=hidden][name="range[price]"]')).toBeNull();
    expect(new URLSearchParams(new FormData(form as HTMLFormElement) as never).has('page')).toBe(
      false,
    );
  });

  it('server-renders the number fields without the slider (works without JavaScript)', () => {
    const html = renderToString(
      <FacetPanel facets={facets} action="/search" hidden={[]} price={price} />,
    );
    expect(html).toContain('name="price_min"');
    expect(html).toContain('name="price_max"');
    expect(html).not.toContain('role="slider"');
    expect(html).toContain('fc-price-range__slider-space');
  });

  it('names both slider thumbs and gives their values in AUD (site-wide §5)', () => {
    render(<FacetPanel facets={facets} action="/search" hidden={[]} price={price} />);
    const low = screen.getByRole('slider', { name: 'Price Minimum' });
    const high = screen.getByRole('slider', { name: 'Price Maximum' });
    expect([low.getAttribute('aria-valuenow'), low.getAttribute('aria-valuetext')]).toEqual([
      '10000',
      '$10,000',
    ]);
    expect(high.getAttribute('aria-valuetext')).toBe('$90,000');
  });

  it('moves the slider with the fields, and the fields with the slider', () => {
    render(<FacetPanel facets={facets} action="/search" hidden={[]} price={price} />);
    const max = screen.getByRole('spinbutton', { name: 'Maximum price' });
    fireEvent.change(max, { target: { value: '30000' } });
    expect(
      screen.getByRole('slider', { name: 'Price Maximum' }).getAttribute('aria-valuenow'),
    ).toBe('30000');
    const low = screen.getByRole('slider', { name: 'Price Minimum' });
    act(() => low.focus());
    fireEvent.keyDown(low, { key: 'ArrowRight' });
    expect(
      (screen.getByRole('spinbutton', { name: 'Minimum price' }) as HTMLInputElement).value,
    ).toBe('10500');
    fireEvent.keyDown(low, { key: 'Home' });
    // At its end a thumb means no limit: the field is left empty.
    expect(
      (screen.getByRole('spinbutton', { name: 'Minimum price' }) as HTMLInputElement).value,
    ).toBe('');
  });

  it('submits once the keyboard rests on the slider, without a page (vehicle-stock §4)', () => {
    vi.useFakeTimers();
    const onChange = vi.fn((form: HTMLFormElement) => [...new FormData(form)]);
    render(
      <FacetPanel
        facets={facets}
        action="/search"
        hidden={[['query', 'ute']]}
        price={price}
        onChange={onChange}
      />,
    );
    const high = screen.getByRole('slider', { name: 'Price Maximum' });
    act(() => high.focus());
    fireEvent.keyDown(high, { key: 'ArrowLeft' });
    fireEvent.keyDown(high, { key: 'ArrowLeft' });
    expect(onChange).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(PRICE_KEYBOARD_COMMIT_DELAY_MS);
    });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.results[0]?.value).toEqual([
      ['query', 'ute'],
      ['make', 'Toyota'],
      ['price_min', '10000'],
      ['price_max', '89000'],
    ]);
  });

  it('does not submit while a price is typed, but does on a checkbox click', () => {
    const onChange = vi.fn();
    render(
      <FacetPanel facets={facets} action="/search" hidden={[]} price={price} onChange={onChange} />,
    );
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Minimum price' }), {
      target: { value: '2' },
    });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Ford (8)' }));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('keeps the minimum and the focus when the maximum is typed next; applies both on Apply price', () => {
    const onChange = vi.fn();
    render(
      <FacetPanel facets={facets} action="/search" hidden={[]} price={price} onChange={onChange} />,
    );
    const minimum = screen.getByRole('spinbutton', { name: 'Minimum price' });
    const maximum = screen.getByRole('spinbutton', { name: 'Maximum price' });
    minimum.focus();
    fireEvent.change(minimum, { target: { value: '20000' } });
    fireEvent.blur(minimum);
    maximum.focus();
    expect(onChange).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(maximum);
    fireEvent.change(maximum, { target: { value: '40000' } });
    fireEvent.blur(maximum);
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Apply price' }));
    expect(onChange).toHaveBeenCalledTimes(1);
    const form = onChange.mock.calls[0]?.[0] as HTMLFormElement;
    expect(new FormData(form).get('price_min')).toBe('20000');
    expect(new FormData(form).get('price_max')).toBe('40000');
  });

  it('shows only the number fields when there are no price stats', () => {
    render(
      <FacetPanel
        facets={facets}
        action="/search"
        hidden={[]}
        price={{ bounds: null, value: null }}
      />,
    );
    expect(screen.queryByRole('slider')).toBeNull();
    expect(screen.getByRole('spinbutton', { name: 'Maximum price' })).toBeTruthy();
  });
});

describe('<PriceRangeField />', () => {
  it('submits its form itself when no one handles the commit', () => {
    vi.useFakeTimers();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form aria-label="Filters">
        <PriceRangeField bounds={{ min: 0, max: 50_000 }} value={null} />
      </form>,
    );
    const form = screen.getByRole('form', { name: 'Filters' });
    form.addEventListener('submit', onSubmit);
    const low = screen.getByRole('slider', { name: 'Price Minimum' });
    act(() => low.focus());
    fireEvent.keyDown(low, { key: 'ArrowRight' });
    expect(onSubmit).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(PRICE_KEYBOARD_COMMIT_DELAY_MS);
    });
    vi.useRealTimers();
    expect(onSubmit).toHaveBeenCalledTimes(1);
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
    // The sort applies on change: its Sort button is for no JavaScript only.
    expect(screen.queryByRole('button', { name: 'Sort' })).toBeNull();
    expect(select.className).toContain('fc-select__trigger');
  });

  it('keeps the Sort button in the server render, for no JavaScript', () => {
    const html = renderToString(
      <SortSelect value={null} action="/search" hidden={[]} onChange={() => {}} />,
    );
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>/);
    expect(html).not.toMatch(/<button[^>]*hidden/);
  });
});

describe('<AppliedFilters />', () => {
  const state: SearchState = {
    ...EMPTY_SEARCH_STATE,
    refinements: { make: ['Toyota'], car_type: ['used'] },
    price: { min: null, max: 30000 },
  };

  it('shows each applied filter as a chip linking to the search without it, and Clear all (vehicle-stock §2, §4)', () => {
    render(
      <AppliedFilters filters={appliedFilters(state)} clearAllHref={clearAllFiltersHref(state)} />,
    );
    const list = screen.getByRole('list', { name: 'Applied filters' });
    const toyota = within(list).getByRole('link', { name: 'Remove filter Toyota' });
    expect(toyota.getAttribute('href')).toBe('/search?car_type=used&range%5Bprice%5D=%3A30000');
    expect(
      within(list).getByRole('link', { name: 'Remove filter Up to $30,000' }).getAttribute('href'),
    ).toBe('/search?make=Toyota&car_type=used');
    expect(within(list).getByRole('link', { name: 'Remove filter Used' })).toBeTruthy();
    expect(within(list).getByRole('link', { name: 'Clear all' }).getAttribute('href')).toBe(
      '/search',
    );
  });

  it('renders nothing without applied filters', () => {
    const { container } = render(
      <AppliedFilters filters={appliedFilters(EMPTY_SEARCH_STATE)} clearAllHref="/search" />,
    );
    expect(container.innerHTML).toBe('');
  });
});

describe('<FiltersDrawer />', () => {
  it('is a link to the filters in the page before hydration, naming the applied count (vehicle-stock §2)', () => {
    const html = renderToString(
      <FiltersDrawer appliedCount={2} resultsCount={40} filtersId="search-filters">
        <p>the filter form</p>
      </FiltersDrawer>,
    );
    expect(html).toContain('href="#search-filters"');
    expect(html).toContain('Filters (2)');
    expect(html).not.toContain('the filter form');
  });

  it('opens a Filters drawer holding the filters and closes with Show N results', async () => {
    render(
      <FiltersDrawer appliedCount={0} resultsCount={1234} filtersId="search-filters">
        <form aria-label="Filter results" />
      </FiltersDrawer>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    const button = screen.getByRole('button', { name: 'Filters' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    // The drawer's code loads with the first open (filters-drawer-layer.ts).
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    expect(within(drawer).getByRole('form', { name: 'Filter results' })).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Show 1,234 results' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Focus goes back to the Filters button.
    await waitFor(() => expect(document.activeElement).toBe(button));
  });
});
