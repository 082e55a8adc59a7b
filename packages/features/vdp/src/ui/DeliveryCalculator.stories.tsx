import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  DELIVERY_NOT_SERVICEABLE_MESSAGE,
  DELIVERY_POSTCODE_REQUIRED_MESSAGE,
} from '../delivery-calculator.ts';
import { DeliveryCalculator } from './DeliveryCalculator.tsx';
import { DeliveryCalculatorWidget } from './DeliveryCalculatorWidget.tsx';

const meta = {
  title: 'Features/VDP/DeliveryCalculator',
  component: DeliveryCalculator,
  args: { state: { status: 'idle' }, onSubmit: () => {} },
} satisfies Meta<typeof DeliveryCalculator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};
export const Loading: Story = {
  args: { state: { status: 'loading', postcode: '4000' }, initialPostcode: '4000' },
};
export const Result: Story = {
  args: {
    state: { status: 'result', postcode: '2000', region: 'Sydney, NSW', price: 690 },
    initialPostcode: '2000',
  },
};
export const FreeLocal: Story = {
  args: {
    state: { status: 'result', postcode: '4000', region: 'Brisbane City, QLD', price: 0 },
    initialPostcode: '4000',
  },
};
export const PostcodeRequired: Story = {
  args: { state: { status: 'error', postcode: '', message: DELIVERY_POSTCODE_REQUIRED_MESSAGE } },
};
export const NotServiceable: Story = {
  args: {
    state: { status: 'error', postcode: '0999', message: DELIVERY_NOT_SERVICEABLE_MESSAGE },
    initialPostcode: '0999',
  },
};
/** Interactive, answering from story data: 4000 is local and free, 0999 is not serviceable. */
export const Interactive: Story = {
  render: () => (
    <DeliveryCalculatorWidget
      carId={1}
      lookup={async ({ postcode }) => {
        await new Promise((resolve) => setTimeout(resolve, 600));
        if (postcode === '0999') throw new Error(DELIVERY_NOT_SERVICEABLE_MESSAGE);
        return { name: 'Brisbane City, QLD', price: 0, band: 'Local', distance_km: 3 };
      }}
    />
  ),
};
