import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { SiteProvider } from '../site-context.tsx';
import { EMPTY_STOCK_NAV, type StockNav, siteNav } from '../site-nav.ts';
import '../shell.css';
import { testSite } from '../test/site.ts';
import { SiteHeader } from './SiteHeader.tsx';

const meta = {
  title: 'Features/SiteShell/SiteHeader',
  component: SiteHeader,
  args: {
    nav: [
      { to: '/', label: 'Home', end: true },
      { to: '/search', label: 'Browse stock' },
      { to: '/dealer-locator', label: 'Dealerships' },
    ],
  },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <SiteProvider site={testSite()}>
          <Story />
        </SiteProvider>
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Wide screens: the links in a row, the phone number on the right. */
export const Desktop: Story = {};
/** Small screens, menu closed: logo, phone number on one line, Menu button. */
export const MobileClosed: Story = {
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};
/** Small screens, menu open: the links below the bar. */
export const MobileOpen: Story = {
  args: { defaultMenuOpen: true },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};
/** A tagline beside the brand (hidden on small screens). */
export const WithTagline: Story = { args: { tagline: '10 dealerships across Queensland' } };

const STORY_STOCK: StockNav = {
  makes: [
    {
      label: 'Toyota',
      href: '/search/toyota',
      count: 42,
      models: [
        { label: 'HiLux', href: '/search/toyota/hilux', count: 18 },
        { label: 'RAV4', href: '/search/toyota/rav4', count: 12 },
        { label: 'Corolla', href: '/search/toyota/corolla', count: 12 },
      ],
    },
    {
      label: 'Mazda',
      href: '/search/mazda',
      count: 20,
      models: [{ label: 'CX-5', href: '/search/mazda/cx-5', count: 20 }],
    },
    { label: 'Ford', href: '/search/ford', count: 9, models: [] },
  ],
  bodies: [
    { label: 'SUV', href: '/search/suv', count: 32 },
    { label: 'Ute', href: '/search/ute', count: 18 },
  ],
  carTypes: { new: 20, used: 45, demo: 6 },
};

const GROUPED_NAV = siteNav(testSite({ features: { trade_in: true } }), STORY_STOCK);

/** The site-wide §2 navigation groups, every dropdown closed. */
export const NavigationGroups: Story = { args: { nav: GROUPED_NAV } };
/** The brands mega-menu open: each make with its models and counts (site-wide §2). */
export const MegaMenuOpen: Story = { args: { nav: GROUPED_NAV, defaultOpenGroup: 1 } };
/** The Stock dropdown open: all stock, car types and body types with counts. */
export const StockDropdownOpen: Story = { args: { nav: GROUPED_NAV, defaultOpenGroup: 2 } };
/** Small screens: the groups inside the Menu, the mega-menu open in place. */
export const MobileGroupsOpen: Story = {
  args: { nav: GROUPED_NAV, defaultMenuOpen: true, defaultOpenGroup: 1 },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};
/** No stock yet (or the feed could not be read): the groups keep their page links. */
export const EmptyStock: Story = { args: { nav: siteNav(testSite(), EMPTY_STOCK_NAV) } };
