import { publicSiteConfig, resolveSiteConfig } from '@forecourt/site-config';
import { SiteProvider } from '@forecourt/site-shell';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { LiveSearchRequest, LiveSearchResult } from '../live-search.ts';
import { carHit } from '../test-hits.ts';
import { HeroSearch } from './HeroSearch.tsx';
import { LiveSearchCombobox } from './LiveSearchCombobox.tsx';

const site = publicSiteConfig(
  resolveSiteConfig({
    slug: 'sunshine-used-cars',
    name: 'Sunshine Used Cars',
    template: 'classic',
  }),
);

const RESULT: LiveSearchResult = {
  nbHits: 42,
  hits: [carHit({ id: 7 })],
  facets: { make: { Toyota: 30, Mazda: 12 }, model: { HiLux: 9 } },
};

/**
 * The search service boundary: answers like the engine would for any query, recording what it
 * was asked (the real client against the real engine runs in the browser tests).
 */
function recordingClient(result: LiveSearchResult = RESULT) {
  const asked: LiveSearchRequest[][] = [];
  const client = vi.fn(async (requests: LiveSearchRequest[]) => {
    asked.push(requests);
    return result;
  });
  return { client, asked };
}

function renderCombobox(client: ReturnType<typeof recordingClient>['client']) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <SiteProvider site={site}>
            <form method="get" action="/search" aria-label="Search stock">
              <label id="q-label" htmlFor="q">
                Search our stock
              </label>
              <LiveSearchCombobox
                id="q"
                labelId="q-label"
                placeholder="Make, model or keyword"
                client={client}
              />
            </form>
          </SiteProvider>
        ),
      },
      { path: '*', element: <p>Navigated</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('<HeroSearch /> (live search)', () => {
  it('is a plain GET form to the results page on the server, working without JavaScript', () => {
    const html = renderToString(
      <HeroSearch label="Search our stock" placeholder="Make, model" button="Search" />,
    );
    expect(html).toContain('action="/search"');
    expect(html).toContain('name="query"');
    expect(html).not.toContain('role="combobox"');
  });
});

describe('<LiveSearchCombobox /> (live search)', () => {
  it('suggests makes, models and cars from the first keystroke, as a labelled combobox', async () => {
    const { client, asked } = recordingClient();
    renderCombobox(client);
    const box = screen.getByRole('combobox', { name: 'Search our stock' });
    await userEvent.type(box, 't');
    await waitFor(() => expect(screen.getAllByRole('option').length).toBeGreaterThan(0));
    expect(asked.at(-1)?.[0]?.query).toBe('t');
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options[0]).toContain('Toyota');
    expect(options.some((text) => text?.includes('2021 Toyota HiLux SR5'))).toBe(true);
    expect(options.at(-1)).toContain('See all 42 results');
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe(`${options.length} suggestions`);
  });

  it('waits for a pause in typing and asks once for the whole word', async () => {
    const { client, asked } = recordingClient();
    renderCombobox(client);
    await userEvent.type(screen.getByRole('combobox'), 'toyota');
    await waitFor(() => expect(screen.getAllByRole('option').length).toBeGreaterThan(0));
    expect(asked.length).toBeLessThan(6);
    expect(asked.at(-1)?.[0]?.query).toBe('toyota');
  });

  it('opens the highlighted suggestion with the arrow keys and Enter', async () => {
    const { client } = recordingClient();
    const router = renderCombobox(client);
    const box = screen.getByRole('combobox');
    await userEvent.type(box, 'toy');
    await waitFor(() => expect(screen.getAllByRole('option').length).toBeGreaterThan(0));
    await userEvent.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[0]?.id);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search/toyota'));
  });

  it('submits the form to the results page on Enter with nothing highlighted', async () => {
    const { client } = recordingClient();
    renderCombobox(client);
    const form = screen.getByRole('form', { name: 'Search stock' }) as HTMLFormElement;
    const submitted = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', submitted);
    const box = screen.getByRole('combobox');
    await userEvent.type(box, 'toy');
    await waitFor(() => expect(screen.getAllByRole('option').length).toBeGreaterThan(0));
    await userEvent.keyboard('{Enter}');
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(new FormData(form).get('query')).toBe('toy');
  });

  it('closes on Escape', async () => {
    const { client } = recordingClient();
    renderCombobox(client);
    const box = screen.getByRole('combobox');
    await userEvent.type(box, 'toy');
    await waitFor(() => expect(screen.getAllByRole('option').length).toBeGreaterThan(0));
    await userEvent.keyboard('{Escape}');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryAllByRole('option')).toEqual([]);
  });

  it('says so when nothing matches, and keeps the plain search when the service fails', async () => {
    const { client } = recordingClient({ hits: [], nbHits: 0 });
    renderCombobox(client);
    await userEvent.type(screen.getByRole('combobox'), 'zzz');
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('No suggestions for zzz'),
    );

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failing = vi.fn(async () => {
      throw new Error('offline');
    });
    renderCombobox(failing);
    const [, second] = screen.getAllByRole('combobox');
    await act(async () => {
      fireEvent.change(second as HTMLElement, { target: { value: 'toy' } });
    });
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect((second as HTMLInputElement).value).toBe('toy');
    warn.mockRestore();
  });
});
