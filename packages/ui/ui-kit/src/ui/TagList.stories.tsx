import type { Meta, StoryObj } from '@storybook/react-vite';
import { TagList } from './TagList.tsx';

const FEATURES = [
  { label: 'Apple CarPlay' },
  { label: 'Reversing camera' },
  { label: 'Adaptive cruise control' },
  { label: 'Lane keep assist' },
  { label: 'Alloy wheels' },
];

const meta = {
  title: 'UI/TagList',
  component: TagList,
  args: { tags: FEATURES, label: 'Vehicle features' },
} satisfies Meta<typeof TagList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Features: Story = {};

export const CardTags: Story = {
  args: {
    label: 'Vehicle tags',
    appearance: 'solid',
    tags: [
      { label: 'Hybrid', tone: 'success' },
      { label: 'Reserved', tone: 'primary' },
    ],
  },
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <TagList tags={FEATURES} label="Vehicle features" />
      <TagList
        label="Vehicle tags"
        appearance="solid"
        tags={[
          { label: 'Hybrid', tone: 'success' },
          { label: 'Reserved', tone: 'primary' },
          { label: 'Just Sold', tone: 'danger' },
        ]}
      />
    </div>
  ),
};
