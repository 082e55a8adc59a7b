import type { Meta, StoryObj } from '@storybook/react-vite';
import { MyEnquiriesList } from './MyEnquiriesList.tsx';
import { STORY_ENQUIRIES } from './story-data.ts';

const meta = {
  title: 'Accounts/MyEnquiriesList',
  component: MyEnquiriesList,
  args: { enquiries: STORY_ENQUIRIES },
} satisfies Meta<typeof MyEnquiriesList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Received, sent to the dealership and an accepted trade-in offer. */
export const Enquiries: Story = {};
export const Paged: Story = {
  args: { previousHref: '/my-garage', nextHref: '/my-garage?enquiries=2' },
};
export const Empty: Story = { args: { enquiries: [] } };

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <MyEnquiriesList {...args} />
      <MyEnquiriesList {...args} {...Paged.args} />
      <MyEnquiriesList {...args} {...Empty.args} />
    </div>
  ),
};
