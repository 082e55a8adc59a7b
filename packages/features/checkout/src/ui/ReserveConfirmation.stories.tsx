import type { Meta, StoryObj } from '@storybook/react-vite';
import { ReserveConfirmation } from './ReserveConfirmation.tsx';

const meta = {
  title: 'Features/Checkout/ReserveConfirmation',
  component: ReserveConfirmation,
  args: {
    carName: '2021 Toyota HiLux SR5',
    carHref: '/cars/2021-toyota-hilux-sr5-1',
    until: 'Friday 27 November, 6:15 pm',
    deposit: '$200',
    reservationId: '00000000-0000-4000-8000-000000000000',
  },
} satisfies Meta<typeof ReserveConfirmation>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Reserved: Story = {};
