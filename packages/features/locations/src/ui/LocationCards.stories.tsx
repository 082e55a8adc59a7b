import type { Meta, StoryObj } from '@storybook/react-vite';
import '../locations.css';
import { LocationCards } from './LocationCards.tsx';
import { cards } from './story-fixtures.ts';

const meta = {
  title: 'Features/Locations/LocationCards',
  component: LocationCards,
  args: { view: 'carousel', locations: cards(3) },
} satisfies Meta<typeof LocationCards>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 3 or fewer cards: the Swipe hint shows on large screens (site-wide §2). */
export const CarouselWithSwipeHint: Story = {};
/** 4 cards: four columns, no Swipe hint. */
export const CarouselOfFour: Story = { args: { locations: cards(4) } };
/** More than 4 slides: five columns (site-wide §9). */
export const CarouselFiveColumns: Story = { args: { locations: cards(7) } };
/** The location grid, 3 or fewer locations. */
export const GridOfThree: Story = { args: { view: 'grid', locations: cards(3) } };
/** The location grid, 4 per row above 3 locations (site-wide §2). */
export const GridFourPerRow: Story = { args: { view: 'grid', locations: cards(5) } };
/** The location grid, 3 per row at 6 locations (site-wide §2). */
export const GridOfSix: Story = { args: { view: 'grid', locations: cards(6) } };
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 48 }}>
      <LocationCards
        view="carousel"
        locations={cards(2)}
        translations={{ label: 'Carousel of 2' }}
      />
      <LocationCards
        view="carousel"
        locations={cards(6)}
        translations={{ label: 'Carousel of 6' }}
      />
      <LocationCards view="grid" locations={cards(4)} translations={{ label: 'Grid of 4' }} />
      <LocationCards view="grid" locations={cards(6)} translations={{ label: 'Grid of 6' }} />
    </div>
  ),
};
