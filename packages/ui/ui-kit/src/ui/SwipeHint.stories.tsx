import type { Meta, StoryObj } from '@storybook/react-vite';
import { SwipeHint } from './SwipeHint.tsx';

const meta = {
  title: 'UI/SwipeHint',
  component: SwipeHint,
} satisfies Meta<typeof SwipeHint>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Translated: Story = {
  args: { translations: { text: 'Swipe to see more locations' } },
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      <SwipeHint />
      <SwipeHint translations={{ text: 'Swipe to see more locations' }} />
    </div>
  ),
};
