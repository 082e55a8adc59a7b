import type { Meta, StoryObj } from '@storybook/react-vite';
import '../vdp.css';
import { StickyFooter } from './StickyFooter.tsx';
import { STORY_CONTACT, STORY_PHONE_ACTIONS } from './story-fixtures.ts';

const meta = {
  title: 'Features/VDP/StickyFooter',
  component: StickyFooter,
  args: {
    contact: STORY_CONTACT,
    actions: STORY_PHONE_ACTIONS,
    onEnquire: () => console.info('enquire'),
  },
  // Shown on small screens only (vehicle-stock §2 sticky footer).
  parameters: { viewport: { defaultViewport: 'mobile1' } },
} satisfies Meta<typeof StickyFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Call and Enquire. */
export const CallAndEnquire: Story = {};
/** No dealer number: Enquire only (vehicle-stock §8). */
export const EnquireOnly: Story = { args: { contact: null } };
