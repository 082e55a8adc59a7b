import { publicSiteConfig, resolveSiteConfig } from '@forecourt/site-config';
import { SiteProvider } from '@forecourt/site-shell';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import type { LiveSearchResult } from '../live-search.ts';
import { carHit } from '../test-hits.ts';
import { LiveSearchCombobox } from './LiveSearchCombobox.tsx';

const site = publicSiteConfig(
  resolveSiteConfig({
    slug: 'sunshine-used-cars',
    name: 'Sunshine Used Cars',
    template: 'classic',
  }),
);

const RESULT: LiveSearchResult = {
  nbHits: 128,
  hits: [
    carHit({ id: 1, primary_image_url: 'images/car-1.svg', price_type: 'Drive Away' }),
    carHit({
      id: 2,
      name: '2020 Toyota HiLux Rogue',
      price: 58990,
      primary_image_url: 'images/car-2.svg',
    }),
    carHit({
      id: 3,
      name: '2019 Toyota HiLux Workmate',
      price: 31990,
      primary_image_url: 'images/car-3.svg',
    }),
  ],
  facets: { make: { Toyota: 96 }, model: { HiLux: 41, Hiace: 12 } },
};

/** Answers every query with the same suggestions (stories have no search service). */
const storyClient = async () => RESULT;

const meta = {
  title: 'Search/LiveSearchCombobox',
  component: LiveSearchCombobox,
  args: {
    id: 'story-query',
    labelId: 'story-query-label',
    placeholder: 'Make, model or keyword',
    client: storyClient,
  },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <SiteProvider site={site}>
          <form method="get" action="/search" style={{ maxWidth: 560, minHeight: 520 }}>
            <label id="story-query-label" htmlFor="story-query">
              Search our stock
            </label>
            <div style={{ display: 'flex', gap: 8 }}>
              <Story />
              <button type="submit">Search</button>
            </div>
          </form>
        </SiteProvider>
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof LiveSearchCombobox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before typing: a search box. */
export const Empty: Story = {};
/** Typed "toyota hi": makes, models, cars with photo and price, and See all. */
export const Suggestions: Story = {
  args: {
    readInitial: () => ({ value: 'toyota hi', focused: false }),
    initialResult: RESULT,
  },
};
/** Nothing matches: the list stays closed; the status says so to screen readers. */
export const NoMatches: Story = {
  args: {
    readInitial: () => ({ value: 'zzz', focused: false }),
    initialResult: { hits: [], nbHits: 0 },
  },
};
