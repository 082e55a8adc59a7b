import type { Meta, StoryObj } from '@storybook/react-vite';
import { CallDealerCard } from './CallDealerCard.tsx';
import { STORY_CONTACT, STORY_PHONE_ACTIONS } from './story-fixtures.ts';

const meta = {
  title: 'Features/VDP/CallDealerCard',
  component: CallDealerCard,
  args: { contact: STORY_CONTACT, actions: STORY_PHONE_ACTIONS },
} satisfies Meta<typeof CallDealerCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Masked after the first 5 characters until clicked (vehicle-stock §4). */
export const Masked: Story = {};
/** Revealed from the start (site `phone_revealed`): tel:, sms: and WhatsApp for a mobile. */
export const RevealedMobile: Story = {
  args: { contact: { ...STORY_CONTACT, startRevealed: true } },
};
/** A revealed landline: tel: only. */
export const RevealedLandline: Story = {
  args: { contact: { ...STORY_CONTACT, phone: '(07) 5550 0100', startRevealed: true } },
};
