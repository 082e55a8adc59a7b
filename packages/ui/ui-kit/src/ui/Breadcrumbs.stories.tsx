import type { Meta, StoryObj } from '@storybook/react-vite';
import { Breadcrumbs } from './Breadcrumbs.tsx';

const TRAIL = [
  { label: 'Home', href: '#' },
  { label: 'Used Cars', href: '#search/used-cars' },
  { label: 'Toyota', href: '#search/toyota' },
  { label: 'Corolla', href: '#search/toyota/corolla' },
  { label: '2021 Toyota Corolla Ascent Sport' },
];

const meta = {
  title: 'UI/Breadcrumbs',
  component: Breadcrumbs,
  args: { items: TRAIL },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Home, car type, make, model, then the current page (site-wide §2). */
export const VehiclePage: Story = {};

export const Short: Story = {
  args: { items: [{ label: 'Home', href: '#' }, { label: 'Finance' }] },
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Breadcrumbs items={TRAIL} />
      <Breadcrumbs
        items={[{ label: 'Home', href: '#' }, { label: 'Finance' }]}
        translations={{ label: 'You are here' }}
      />
    </div>
  ),
};
