import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Comparison } from '../compare-rows.ts';
import { CompareTable } from './CompareTable.tsx';

const THREE: Comparison = {
  columns: [
    {
      slug: 'hilux-1',
      title: '2021 Toyota HiLux SR5',
      path: '/cars/hilux-1',
      image: 'images/car-1.svg',
      priceText: '$45,990',
      priceType: 'Drive Away',
      status: 'In stock',
    },
    {
      slug: 'ranger-2',
      title: '2019 Ford Ranger XLT',
      path: '/cars/ranger-2',
      image: null,
      priceText: '$38,990',
      priceType: 'Excl. Govt. Charges',
      status: 'Coming soon',
    },
    {
      slug: 'bt50-3',
      title: '2020 Mazda BT-50 XT',
      path: '/cars/bt50-3',
      image: 'images/car-2.svg',
      priceText: 'Enquire for price',
      priceType: null,
      status: 'Sold',
    },
  ],
  rows: [
    { label: 'Year', values: ['2021', '2019', '2020'] },
    { label: 'Kilometres', values: ['48,210 km', '91,000 km', '–'] },
    { label: 'Body', values: ['Ute', 'Ute', 'Ute'] },
    { label: 'Transmission', values: ['Automatic', 'Automatic', 'Manual'] },
    { label: 'Fuel', values: ['Diesel', 'Diesel', 'Diesel'] },
    { label: 'Engine', values: ['2.8L', '3.2L', '3.0L'] },
  ],
};

const meta = {
  title: 'Favourites/CompareTable',
  component: CompareTable,
  args: { comparison: THREE },
} satisfies Meta<typeof CompareTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeCars: Story = {};
export const TwoCars: Story = {
  args: {
    comparison: {
      columns: THREE.columns.slice(0, 2),
      rows: THREE.rows.map((row) => ({ ...row, values: row.values.slice(0, 2) })),
    },
  },
};
export const Empty: Story = {
  args: {
    comparison: { columns: [], rows: [] },
    emptyAction: <a href="/favourites">Saved cars</a>,
  },
};
