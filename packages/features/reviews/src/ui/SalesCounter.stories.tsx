import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import '../reviews.css';
import { SalesCounter } from './SalesCounter.tsx';

const meta = {
  title: 'Reviews/SalesCounter',
  component: SalesCounter,
  args: { count: 96 },
} satisfies Meta<typeof SalesCounter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Midday in Brisbane: 96 (one sale per 450 s since midnight, site-wide §9). */
export const Midday: Story = {};
/** Just after midnight. */
export const Midnight: Story = { args: { count: 0 } };
/** The last count of the day: 191. */
export const EndOfDay: Story = { args: { count: 191 } };
/** A new count counts up from the previous one over 2 s (site-wide §4); jumps with reduced motion. */
export const CountingUp: Story = {
  render: (args) => {
    const [count, setCount] = useState(args.count);
    useEffect(() => {
      const timer = setTimeout(() => setCount(args.count + 12), 500);
      return () => clearTimeout(timer);
    }, [args.count]);
    return <SalesCounter {...args} count={count} />;
  },
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <SalesCounter count={0} translations={{ heading: 'Midnight' }} />
      <SalesCounter count={96} translations={{ heading: 'Midday' }} />
      <SalesCounter count={191} translations={{ heading: 'End of day', cta: 'Browse stock' }} />
    </div>
  ),
};
