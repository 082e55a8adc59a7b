import type { Meta, StoryObj } from '@storybook/react-vite';
import '../locations.css';
import { PostcodeDistanceForm } from './PostcodeDistanceForm.tsx';

const meta = {
  title: 'Features/Locations/PostcodeDistanceForm',
  component: PostcodeDistanceForm,
  args: { action: '/dealer-locator' },
} satisfies Meta<typeof PostcodeDistanceForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Located: Story = { args: { postcode: '4105', place: 'Moorooka QLD 4105' } };
/** Postcode format (site-wide §5, §8). */
export const BadFormat: Story = {
  args: { postcode: '41', error: 'Invalid postcode. Please enter a 4-digit number.' },
};
/** Geocode failure (site-wide §8). */
export const UnknownPostcode: Story = { args: { postcode: '9999', error: 'Invalid postcode' } };
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <PostcodeDistanceForm action="/contact" />
      <PostcodeDistanceForm action="/contact" postcode="4105" place="Moorooka QLD 4105" />
      <PostcodeDistanceForm
        action="/contact"
        postcode="41"
        error="Invalid postcode. Please enter a 4-digit number."
      />
    </div>
  ),
};
