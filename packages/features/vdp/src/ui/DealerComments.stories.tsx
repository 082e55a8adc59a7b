import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEALER_COMMENTS_PENDING_TEXT } from '../dealer-comments-text.ts';
import { DealerComments } from './DealerComments.tsx';
import { STORY_COMMENTS } from './story-fixtures.ts';

const meta = {
  title: 'Features/VDP/DealerComments',
  component: DealerComments,
  args: { comments: STORY_COMMENTS },
} satisfies Meta<typeof DealerComments>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Truncated: Story = {};
export const Expanded: Story = { args: { defaultExpanded: true } };
export const Pending: Story = {
  args: { comments: { kind: 'pending', text: DEALER_COMMENTS_PENDING_TEXT } },
};
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <DealerComments comments={STORY_COMMENTS} />
      <DealerComments comments={STORY_COMMENTS} defaultExpanded />
      <DealerComments comments={{ kind: 'pending', text: DEALER_COMMENTS_PENDING_TEXT }} />
    </div>
  ),
};
