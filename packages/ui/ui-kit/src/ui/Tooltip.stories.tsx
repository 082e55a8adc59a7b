import type { Meta, StoryObj } from '@storybook/react-vite';
import { Info, Printer, Share2 } from '../icons.ts';
import { IconButton } from './IconButton.tsx';
import { Tooltip } from './Tooltip.tsx';

const meta = {
  title: 'UI/Tooltip',
  component: Tooltip,
  args: {
    content: 'Comparison rate based on a 5-year secured loan of $30,000.',
    children: <IconButton icon={Info} label="About the comparison rate" />,
  },
  decorators: [(Story) => <div style={{ padding: '64px 24px' }}>{Story()}</div>],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = { args: { defaultOpen: true } };

/** Hover or focus the button to show it. */
export const Closed: Story = {};

export const Bottom: Story = { args: { defaultOpen: true, side: 'bottom' } };

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 48 }}>
      <Tooltip content="Share this car" defaultOpen>
        <IconButton icon={Share2} label="Share" />
      </Tooltip>
      <Tooltip content="Print a PDF of this car" side="bottom" defaultOpen>
        <IconButton icon={Printer} label="Print" />
      </Tooltip>
    </div>
  ),
};
