import type { Meta, StoryObj } from '@storybook/react-vite';
import '../locations.css';
import { LocationDetail } from './LocationDetail.tsx';
import { detailData, HOURS_TABS } from './story-fixtures.ts';

const meta = {
  title: 'Features/Locations/LocationDetail',
  component: LocationDetail,
  args: { location: detailData() },
} satisfies Meta<typeof LocationDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {};
export const ServiceCentre: Story = {
  args: {
    location: detailData({
      name: 'Sunshine Service Centre',
      stockHref: null,
      dealerLicenceNumber: null,
      hoursTab: 'service-and-parts',
    }),
  },
};
export const NoCoordinatesOrHolidays: Story = {
  args: {
    location: detailData({
      point: null,
      directionsHref: null,
      holidayHours: [],
      hoursTabs: HOURS_TABS.slice(0, 1),
    }),
  },
};
export const AllStates: Story = {
  render: () => (
    <div>
      <LocationDetail location={detailData()} />
      <LocationDetail
        location={detailData({
          id: 2,
          name: 'Sunshine Service Centre',
          stockHref: null,
          point: null,
          holidayHours: [],
          hoursTabs: HOURS_TABS.slice(1),
        })}
      />
    </div>
  ),
};
