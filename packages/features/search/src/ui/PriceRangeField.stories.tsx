import type { Meta, StoryObj } from '@storybook/react-vite';
import { PriceRangeField } from './PriceRangeField.tsx';

const meta = {
  title: 'Search/PriceRangeField',
  component: PriceRangeField,
  args: { bounds: { min: 4500, max: 90_000 }, value: null, onCommit: () => {} },
  decorators: [
    (Story) => (
      <form aria-label="Price filter" style={{ maxWidth: 320 }}>
        <Story />
      </form>
    ),
  ],
} satisfies Meta<typeof PriceRangeField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AnyPrice: Story = {};
export const FromTenThousand: Story = { args: { value: { min: 10_000, max: null } } };
export const Between: Story = { args: { value: { min: 15_000, max: 40_000 } } };
/** Without price stats only the number fields show. */
export const FieldsOnly: Story = { args: { bounds: null } };

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <PriceRangeField {...args} />
      <PriceRangeField
        {...args}
        value={{ min: 15_000, max: 40_000 }}
        translations={{ legend: 'Price range (between)', slider: 'Price between' }}
      />
      <PriceRangeField
        {...args}
        bounds={null}
        translations={{ legend: 'Price range (fields only)' }}
      />
    </div>
  ),
};
