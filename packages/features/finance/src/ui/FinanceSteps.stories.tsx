import type { Meta, StoryObj } from '@storybook/react-vite';
import { FinanceSteps } from './FinanceSteps.tsx';

const meta = {
  title: 'Features/Finance/FinanceSteps',
  component: FinanceSteps,
} satisfies Meta<typeof FinanceSteps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The three steps (site-wide §2); the only state this list has. */
export const Default: Story = {};
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <FinanceSteps {...args} />
      <FinanceSteps {...args} headingLevel={3} />
    </div>
  ),
};
