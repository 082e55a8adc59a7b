import type { Meta, StoryObj } from '@storybook/react-vite';
import { ResultCard } from './ResultCard.tsx';
import { STORY_CARDS } from './story-data.ts';

const [plain, reduced, sold, reserved, noPrice] = STORY_CARDS as [
  (typeof STORY_CARDS)[number],
  (typeof STORY_CARDS)[number],
  (typeof STORY_CARDS)[number],
  (typeof STORY_CARDS)[number],
  (typeof STORY_CARDS)[number],
];

const meta = {
  title: 'Search/ResultCard',
  component: ResultCard,
  args: { card: plain, onToggleFavourite: () => {}, onToggleCompare: () => {} },
} satisfies Meta<typeof ResultCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InStock: Story = {};
export const WasPrice: Story = { args: { card: reduced } };
export const Sold: Story = { args: { card: sold } };
export const Reserved: Story = { args: { card: reserved, favourite: true } };
export const NoPrice: Story = { args: { card: noPrice } };
/** Saved and picked to compare: both toggles pressed. */
export const SavedAndCompared: Story = { args: { favourite: true, compared: true } };
/** Server render and before the saved lists are read: the toggles hold their place, disabled. */
export const TogglesPending: Story = { args: { togglesDisabled: true } };
/** No toggle handlers (a site without favourites or compare): no buttons. */
export const WithoutToggles: Story = {
  args: { onToggleFavourite: undefined, onToggleCompare: undefined },
};
/** A sold car standing for a run of three consecutive sold cars (vehicle-stock §4). */
export const CollapsedSoldRun: Story = { args: { card: sold, moreSoldCount: 2 } };

export const AllStates: Story = {
  render: () => (
    <div
      style={{
        display: 'grid',
        gap: 16,
        gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
      }}
    >
      {STORY_CARDS.map((card, index) => (
        <ResultCard
          key={card.id}
          card={card}
          favourite={index === 0}
          compared={index === 1}
          onToggleFavourite={() => {}}
          onToggleCompare={() => {}}
          moreSoldCount={card.status === 'sold' ? 2 : 0}
        />
      ))}
    </div>
  ),
};
