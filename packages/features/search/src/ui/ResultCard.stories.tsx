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
  args: { card: plain },
} satisfies Meta<typeof ResultCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InStock: Story = {};
export const WasPrice: Story = { args: { card: reduced } };
export const Sold: Story = { args: { card: sold } };
export const Reserved: Story = { args: { card: reserved, favourite: true } };
export const NoPrice: Story = { args: { card: noPrice } };

export const AllStates: Story = {
  render: () => (
    <div
      style={{
        display: 'grid',
        gap: 16,
        gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
      }}
    >
      {STORY_CARDS.map((card) => (
        <ResultCard key={card.id} card={card} />
      ))}
    </div>
  ),
};
