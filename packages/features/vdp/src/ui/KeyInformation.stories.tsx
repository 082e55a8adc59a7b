import type { Meta, StoryObj } from '@storybook/react-vite';
import { KeyInformation } from './KeyInformation.tsx';
import { STORY_ROWS } from './story-fixtures.ts';

const meta = {
  title: 'Features/VDP/KeyInformation',
  component: KeyInformation,
  args: { rows: STORY_ROWS },
} satisfies Meta<typeof KeyInformation>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {};
export const Expanded: Story = { args: { defaultExpanded: true } };
export const FourItems: Story = { args: { rows: STORY_ROWS.slice(0, 4) } };
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <KeyInformation rows={STORY_ROWS} />
      <KeyInformation rows={STORY_ROWS} defaultExpanded />
      <KeyInformation rows={STORY_ROWS.slice(0, 4)} />
    </div>
  ),
};
