import type { Meta, StoryObj } from '@storybook/react-vite';
import { HomeSections } from './HomeSections.tsx';

const block = (label: string, tone: string) => (
  <section
    aria-label={label}
    style={{
      padding: 'var(--fc-space-5)',
      background: tone,
      border: '1px dashed var(--fc-color-border)',
    }}
  >
    <h2 style={{ margin: 0 }}>{label}</h2>
  </section>
);

const SECTIONS = {
  hero: block('Hero', 'var(--fc-color-surface-muted)'),
  stock: block('Featured stock', 'var(--fc-color-surface)'),
  dealers: block('Dealerships', 'var(--fc-color-surface)'),
  range: block('Model range', 'var(--fc-color-surface)'),
};

const meta = {
  title: 'UI/HomeSections',
  component: HomeSections,
  args: { order: ['hero', 'stock', 'dealers', 'range'], sections: SECTIONS, fullBleed: ['hero'] },
} satisfies Meta<typeof HomeSections<keyof typeof SECTIONS>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A used-car yard: stock straight after the hero. */
export const StockFirst: Story = {};

/** A dealer group: dealerships before stock. */
export const DealershipsFirst: Story = {
  args: { order: ['hero', 'dealers', 'stock'] },
};

/** A franchise: the model range first, the hero left out. */
export const RangeFirst: Story = {
  args: { order: ['range', 'stock'], sections: { ...SECTIONS, hero: null } },
};
