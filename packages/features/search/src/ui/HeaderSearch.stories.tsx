import { publicSiteConfig, resolveSiteConfig } from '@forecourt/site-config';
import { SiteHeader, SiteProvider } from '@forecourt/site-shell';
import '@forecourt/site-shell/shell.css';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { HeaderSearch } from './HeaderSearch.tsx';

const site = publicSiteConfig(
  resolveSiteConfig({
    slug: 'sunshine-used-cars',
    name: 'Sunshine Used Cars',
    template: 'classic',
    phone: '(07) 5550 0100',
  }),
);

/** The site header as the apps compose it: the links, then the compact search box. */
const meta = {
  title: 'Search/HeaderSearch',
  component: SiteHeader,
  args: {
    nav: [
      { to: '/', label: 'Home', end: true },
      { to: '/search', label: 'Browse stock' },
      { to: '/dealer-locator', label: 'Dealerships' },
    ],
    search: <HeaderSearch />,
  },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <SiteProvider site={site}>
          <Story />
        </SiteProvider>
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Wide screens: the box after the links, in the header's row; a plain form until focused. */
export const Desktop: Story = {};
/** Phones, menu closed: the box is inside the menu, so the bar keeps to one row. */
export const MobileClosed: Story = {
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};
/** Phones, menu open: the box takes the menu's width below the links. */
export const MobileOpen: Story = {
  args: { defaultMenuOpen: true },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};
