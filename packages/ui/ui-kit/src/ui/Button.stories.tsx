import type { Meta, StoryObj } from '@storybook/react-vite';
import { Phone } from '../icons.ts';
import { Button } from './Button.tsx';
import { Icon } from './Icon.tsx';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Enquire now' },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Book a test drive' } };

export const Outline: Story = { args: { variant: 'outline', children: 'Trade-In Valuation' } };

export const Ghost: Story = { args: { variant: 'ghost', children: 'Show All Specs' } };

export const Danger: Story = { args: { variant: 'danger', children: 'Remove from watchlist' } };

export const WithIcon: Story = {
  args: { startIcon: <Icon icon={Phone} />, children: 'Call the dealer' },
};

/** While a form submits: disabled, busy, spinner (site-wide §4). */
export const Loading: Story = { args: { loading: true, children: 'Submit' } };

/** The budget finder's button below the lowest price (site-wide §4). */
export const Disabled: Story = { args: { disabled: true, children: '0 Cars Found' } };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </div>
  ),
};

export const FullWidth: Story = { args: { fullWidth: true, children: 'Get Finance' } };

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      <Button>Enquire now</Button>
      <Button variant="secondary">Book a test drive</Button>
      <Button variant="outline">Trade-In Valuation</Button>
      <Button variant="ghost">Show All Specs</Button>
      <Button variant="danger">Remove from watchlist</Button>
      <Button startIcon={<Icon icon={Phone} />}>Call the dealer</Button>
      <Button loading>Submit</Button>
      <Button disabled>0 Cars Found</Button>
      <Button size="sm">Small</Button>
      <Button size="lg">Large</Button>
    </div>
  ),
};
