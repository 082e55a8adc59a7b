import type { Meta, StoryObj } from '@storybook/react-vite';
import { Tag, type TagTone } from './Tag.tsx';

const meta = {
  title: 'UI/Tag',
  component: Tag,
  args: { children: 'Just Arrived' },
} satisfies Meta<typeof Tag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {};

export const Reserved: Story = { args: { tone: 'primary', children: 'Reserved' } };

export const ComingSoon: Story = { args: { tone: 'accent', children: 'Coming Soon' } };

export const Electric: Story = { args: { tone: 'success', children: 'Electric' } };

export const Sold: Story = { args: { tone: 'danger', children: 'Just Sold' } };

export const Subtle: Story = {
  args: { appearance: 'subtle', tone: 'primary', children: 'Sunroof' },
};

const TONES: TagTone[] = [
  'neutral',
  'primary',
  'secondary',
  'accent',
  'success',
  'warning',
  'danger',
];

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        {TONES.map((tone) => (
          <Tag key={tone} tone={tone}>
            {tone}
          </Tag>
        ))}
      </div>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        {TONES.map((tone) => (
          <Tag key={tone} tone={tone} appearance="subtle">
            {tone}
          </Tag>
        ))}
      </div>
    </div>
  ),
};
