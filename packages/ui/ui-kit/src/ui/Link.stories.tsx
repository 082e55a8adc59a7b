import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from './Link.tsx';

const meta = {
  title: 'UI/Link',
  component: Link,
  args: { href: '#finance', children: 'Apply for finance' },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  render: (args) => (
    <p>
      Read our <Link {...args}>finance guide</Link> before you apply.
    </p>
  ),
};

export const Standalone: Story = { args: { variant: 'standalone', children: 'View Our Stock' } };

export const AsButton: Story = { args: { variant: 'button', children: 'View Location' } };

/** Opens in a new tab and says so to screen readers. */
export const External: Story = {
  args: {
    href: 'https://www.example.com/service-booking',
    external: true,
    children: 'Book a service with the manufacturer',
  },
};

/** `asChild` gives a router link the same look. */
export const AsChild: Story = {
  args: {
    asChild: true,
    variant: 'standalone',
    children: <a href="#special-offers">Special offers</a>,
  },
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, justifyItems: 'start' }}>
      <p>
        Read our <Link href="#finance">finance guide</Link> before you apply.
      </p>
      <Link href="#stock" variant="standalone">
        View Our Stock
      </Link>
      <Link href="#location" variant="button">
        View Location
      </Link>
      <Link href="https://www.example.com/service-booking" external>
        Book a service with the manufacturer
      </Link>
    </div>
  ),
};
