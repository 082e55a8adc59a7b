import type { Meta, StoryObj } from '@storybook/react-vite';
import '../shell.css';
import { StaticMap } from './StaticMap.tsx';

const MOOROOKA = { label: 'Sunshine Moorooka', lat: -27.5339, long: 153.0227 };
const GROUP = [
  MOOROOKA,
  { label: 'Metro Ipswich', lat: -27.6144, long: 152.7581 },
  { label: 'Metro Springwood', lat: -27.6139, long: 153.1272 },
  { label: 'Metro Chermside', lat: -27.3856, long: 153.0309 },
];

const meta = {
  title: 'Features/Locations/StaticMap',
  component: StaticMap,
  args: {
    points: [MOOROOKA],
    href: 'https://www.openstreetmap.org/?mlat=-27.53390&mlon=153.02270#map=10/-27.53390/153.02270',
    caption: '1152 Ipswich Road, Moorooka QLD 4105',
  },
} satisfies Meta<typeof StaticMap>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OneLocation: Story = {};
export const SeveralLocations: Story = { args: { points: GROUP, caption: undefined, href: null } };
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24, maxWidth: 520 }}>
      <StaticMap points={[MOOROOKA]} caption="1152 Ipswich Road, Moorooka QLD 4105" />
      <StaticMap points={GROUP} />
    </div>
  ),
};
