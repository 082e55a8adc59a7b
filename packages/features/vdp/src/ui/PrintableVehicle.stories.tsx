import type { Meta, StoryObj } from '@storybook/react-vite';
import { dealerCommentsView, pendingDealerComments } from '../dealer-comments-text.ts';
import { PrintableVehicle } from './PrintableVehicle.tsx';

const meta = {
  title: 'Features/VDP/PrintableVehicle',
  component: PrintableVehicle,
  args: {
    title: '2021 Toyota HiLux SR5',
    subtitle: 'SR5 Double Cab',
    price: { amount: 45990, wasAmount: 48990, priceType: 'Drive away', text: '$45,990' },
    image: null,
    rows: [
      { label: 'Kilometres', value: '42,150 km' },
      { label: 'Transmission', value: 'Automatic' },
      { label: 'Body', value: 'Ute' },
      { label: 'Fuel', value: 'Diesel' },
    ],
    comments: pendingDealerComments(),
    dealer: {
      name: 'Sunshine Used Cars – Moorooka',
      address: '1 Ipswich Rd, Moorooka QLD 4105',
      phone: '(07) 5550 0100',
    },
    pageUrl: 'https://www.sunshineusedcars.com.au/cars/2021-toyota-hilux-sr5',
    printedText: 'Printed 25 November 2026',
  },
} satisfies Meta<typeof PrintableVehicle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithComments: Story = {
  args: {
    comments: dealerCommentsView(
      '<p>One owner, full service history.</p>' as never,
      'One owner, full service history.',
    ),
  },
};
export const WithoutPrintButton: Story = { args: { showPrintButton: false } };
