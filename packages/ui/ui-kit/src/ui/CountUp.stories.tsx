import { formatCurrency } from '@forecourt/format';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from './Button.tsx';
import { CountUp } from './CountUp.tsx';

const meta = {
  title: 'UI/CountUp',
  component: CountUp,
  args: { value: 34990, from: 0, format: formatCurrency },
} satisfies Meta<typeof CountUp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The price counts up over 2 s (vehicle-stock §9). */
export const Price: Story = {};

/** The sales counter counts up from its previous value (site-wide §4). */
export const SalesCounter: Story = {
  args: { value: 0, from: undefined, format: undefined },
  render: (args) => {
    const [sold, setSold] = useState(1024);
    return (
      <p style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
        <span>
          <strong>
            <CountUp {...args} value={sold} />
          </strong>{' '}
          cars sold this year
        </span>
        <Button size="sm" variant="outline" onClick={() => setSold(sold + 192)}>
          Add a day of sales
        </Button>
      </p>
    );
  },
};

export const NoAnimation: Story = { args: { from: undefined } };

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      <CountUp value={34990} from={0} format={formatCurrency} />
      <CountUp value={1216} from={1024} />
      <CountUp value={34990} format={formatCurrency} />
    </div>
  ),
};
