import { resultCard } from '@forecourt/search';
import { carHit, TEST_CARD_SITE } from '@forecourt/search/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { SimilarVehicles } from './SimilarVehicles.tsx';

const NOW = new Date('2026-11-22T00:00:00Z');
const cards = [
  carHit({ id: 1, name: '2022 Toyota HiLux SR5', price: 52_990 }),
  carHit({ id: 2, name: '2021 Toyota HiLux Rogue', price: 58_490, before_price: 61_990 }),
  carHit({ id: 3, name: '2020 Ford Ranger XLT', make: 'Ford', model: 'Ranger', price: 44_990 }),
  carHit({ id: 4, name: '2023 Isuzu D-Max LS-U', make: 'Isuzu', model: 'D-Max', price: 49_990 }),
].map((hit) => resultCard(hit, TEST_CARD_SITE, NOW));

const meta = {
  title: 'Features/VDP/SimilarVehicles',
  component: SimilarVehicles,
  args: { cards, status: 'ready' },
} satisfies Meta<typeof SimilarVehicles>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};
export const Loading: Story = { args: { cards: [], status: 'loading' } };
export const TwoCars: Story = { args: { cards: cards.slice(0, 2) } };
