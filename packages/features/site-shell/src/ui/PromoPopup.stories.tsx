import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { PromoPopup } from './PromoPopup.tsx';

const meta = {
  title: 'Features/SiteShell/PromoPopup',
  component: PromoPopup,
  args: {
    popup: {
      title: 'End of financial year sale',
      text: 'Sharper prices and finance rates on every car until 30 June.',
      image_url: null,
      link_url: '/special-offers',
      link_label: 'See the offers',
      expires_at: null,
    },
    onClose: () => {},
  },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof PromoPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A title, its text and its call to action (site-wide §4). */
export const WithLink: Story = {};
/** A title only: no link configured. */
export const TitleOnly: Story = {
  args: {
    popup: {
      title: 'Open this Sunday',
      text: null,
      image_url: null,
      link_url: null,
      link_label: null,
      expires_at: null,
    },
  },
};
