import type { Meta, StoryObj } from '@storybook/react-vite';
import '../locations.css';
import { LocationCard } from './LocationCard.tsx';
import { cardData } from './story-fixtures.ts';

const meta = {
  title: 'Features/Locations/LocationCard',
  component: LocationCard,
  args: { location: cardData() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LocationCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithStockLink: Story = {};
export const WithoutStockLink: Story = { args: { location: cardData({ stockHref: null }) } };
export const WithDistance: Story = { args: { location: cardData({ distance: '12 km away' }) } };
export const ClosedToday: Story = { args: { location: cardData({ todayHours: 'Closed' }) } };
export const ByAppointmentOnly: Story = {
  args: { location: cardData({ todayHours: 'By appointment only' }) },
};
export const Sparse: Story = {
  args: {
    location: cardData({ phone: null, phoneHref: null, todayHours: null, addressLines: [] }),
  },
};
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24, gridTemplateColumns: 'repeat(auto-fill, 300px)' }}>
      <LocationCard location={cardData()} />
      <LocationCard location={cardData({ id: 2, stockHref: null })} />
      <LocationCard location={cardData({ id: 3, distance: '12 km away' })} />
      <LocationCard location={cardData({ id: 4, todayHours: 'By appointment only' })} />
      <LocationCard
        location={cardData({ id: 5, phone: null, phoneHref: null, todayHours: null })}
      />
    </div>
  ),
};
