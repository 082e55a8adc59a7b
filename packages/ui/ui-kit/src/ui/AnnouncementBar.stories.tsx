import type { Meta, StoryObj } from '@storybook/react-vite';
import { Info, MapPin, Megaphone, Tag } from '../icons.ts';
import { AnnouncementBar } from './AnnouncementBar.tsx';

const meta = {
  title: 'UI/AnnouncementBar',
  component: AnnouncementBar,
  args: {
    children: (
      <>
        This car is at our Newstead yard. <a href="#vehicle-map">See the map</a>
      </>
    ),
    icon: MapPin,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AnnouncementBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The car-location bar the shopper can dismiss (vehicle-stock §4). */
export const Dismissible: Story = {};

export const NotDismissible: Story = {
  args: {
    dismissible: false,
    tone: 'secondary',
    icon: Megaphone,
    children: 'EOFY sale ends Sunday',
  },
};

export const Neutral: Story = { args: { tone: 'neutral' } };

export const Accent: Story = {
  args: { tone: 'accent', icon: Tag, children: 'Free roadside assist for 12 months' },
};

export const Dismissed: Story = { args: { defaultDismissed: true } };

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      <AnnouncementBar {...args} />
      <AnnouncementBar tone="secondary" dismissible={false}>
        EOFY sale ends Sunday
      </AnnouncementBar>
      <AnnouncementBar tone="accent" icon={Tag}>
        Free roadside assist for 12 months
      </AnnouncementBar>
      <AnnouncementBar tone="neutral" icon={Info}>
        Our Brisbane yard is closed on public holidays.
      </AnnouncementBar>
    </div>
  ),
};
