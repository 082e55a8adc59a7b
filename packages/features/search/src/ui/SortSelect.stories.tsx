import type { Meta, StoryObj } from '@storybook/react-vite';
import { SortSelect } from './SortSelect.tsx';

const meta = {
  title: 'Search/SortSelect',
  component: SortSelect,
  args: { value: null, action: '/search', hidden: [['make', 'Toyota']] },
} satisfies Meta<typeof SortSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MostRelevant: Story = {};
export const LowestPrice: Story = { args: { value: 'cars:price:asc' } };

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <SortSelect {...args} />
      <SortSelect {...args} value="cars:price:asc" translations={{ label: 'Sort results by' }} />
    </div>
  ),
};
