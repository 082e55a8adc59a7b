import type { Meta, StoryObj } from '@storybook/react-vite';
import { CertifiedPreOwnedBox, ToyotaCertifiedBadge, UsedCarChecks } from './CertifiedPanels.tsx';

const meta = {
  title: 'Features/VDP/CertifiedPanels',
  component: CertifiedPreOwnedBox,
  args: { manufacturer: 'Toyota' },
} satisfies Meta<typeof CertifiedPreOwnedBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PreOwnedBox: Story = {};
export const ToyotaBadge: Story = { render: () => <ToyotaCertifiedBadge /> };
export const Checks: Story = {
  render: () => (
    <UsedCarChecks
      checks={['Independent background check', 'Full service history', '90-point inspection']}
    />
  ),
};
