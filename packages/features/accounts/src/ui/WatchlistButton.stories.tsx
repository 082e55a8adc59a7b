import type { Meta, StoryObj } from '@storybook/react-vite';
import { WATCHLIST_BUTTON_TRANSLATIONS, WatchlistButton } from './WatchlistButton.tsx';

const meta = {
  title: 'Accounts/WatchlistButton',
  component: WatchlistButton,
  args: {
    carId: 101,
    saved: false,
    sold: false,
    action: '/watchlist',
    returnTo: '/cars/2021-toyota-hilux-sr5-101',
    onToggle: () => {},
  },
} satisfies Meta<typeof WatchlistButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotSaved: Story = {};
export const Saving: Story = { args: { saved: true, pending: true } };
export const Saved: Story = {
  args: { saved: true, status: WATCHLIST_BUTTON_TRANSLATIONS.savedNote },
};
/** A sold car not saved: it cannot be saved (vehicle-stock §4). */
export const SoldNotSaved: Story = { args: { sold: true } };
export const SoldButSaved: Story = { args: { sold: true, saved: true } };
/** The save failed and was put back: the server's message (vehicle-stock §8). */
export const Failed: Story = {
  args: { error: "This car has been sold, so it can't be added to your watchlist." },
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24, maxWidth: 320 }}>
      <WatchlistButton {...args} />
      <WatchlistButton {...args} {...Saving.args} />
      <WatchlistButton {...args} {...Saved.args} />
      <WatchlistButton {...args} {...SoldNotSaved.args} />
      <WatchlistButton {...args} {...SoldButSaved.args} />
      <WatchlistButton {...args} {...Failed.args} />
    </div>
  ),
};
