import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { IconButton } from './IconButton.tsx';

const meta = {
  title: 'UI/IconButton',
  component: IconButton,
  args: { icon: 'share', label: 'Share this car' },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ghost: Story = {};

export const Solid: Story = {
  args: { variant: 'solid', icon: 'maximize', label: 'View fullscreen' },
};

export const Outline: Story = { args: { variant: 'outline', icon: 'printer', label: 'Print' } };

/** A toggle such as Favourite: `aria-pressed`. */
export const Pressed: Story = {
  args: { icon: 'heart', label: 'Save to favourites', pressed: true },
};

export const Disabled: Story = {
  args: { icon: 'chevron-left', label: 'Previous', disabled: true },
};

export const Toggle: Story = {
  render: (args) => {
    const [saved, setSaved] = useState(false);
    return (
      <IconButton
        {...args}
        icon="heart"
        label="Save to favourites"
        pressed={saved}
        onClick={() => setSaved(!saved)}
      />
    );
  },
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <IconButton icon="share" label="Share this car" />
      <IconButton icon="maximize" label="View fullscreen" variant="solid" />
      <IconButton icon="printer" label="Print" variant="outline" />
      <IconButton icon="heart" label="Save to favourites" pressed />
      <IconButton icon="chevron-left" label="Previous" disabled />
      <IconButton icon="close" label="Close" size="sm" />
      <IconButton icon="search" label="Search" size="lg" variant="solid" />
    </div>
  ),
};
