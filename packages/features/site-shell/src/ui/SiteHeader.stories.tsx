import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { SiteProvider } from '../site-context.tsx';
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
/** Small screens, menu closed: logo, phone number on one line, Menu button (issue 17 item 2). */
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
