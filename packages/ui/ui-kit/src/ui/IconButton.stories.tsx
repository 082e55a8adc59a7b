import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { ChevronLeft, Heart, Maximize2, Printer, Search, Share2, X } from '../icons.ts';
import { IconButton } from './IconButton.tsx';

const meta = {
  title: 'UI/IconButton',
  component: IconButton,
  args: { icon: Share2, label: 'Share this car' },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ghost: Story = {};

export const Solid: Story = {
  args: { variant: 'solid', icon: Maximize2, label: 'View fullscreen' },
};

export const Outline: Story = { args: { variant: 'outline', icon: Printer, label: 'Print' } };

/** A toggle such as Favourite: `aria-pressed`. */
export const Pressed: Story = {
  args: { icon: Heart, label: 'Save to favourites', pressed: true },
};

export const Disabled: Story = {
  args: { icon: ChevronLeft, label: 'Previous', disabled: true },
};

export const Toggle: Story = {
  render: (args) => {
    const [saved, setSaved] = useState(false);
    return (
      <IconButton
        {...args}
        icon={Heart}
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
      <IconButton icon={Share2} label="Share this car" />
      <IconButton icon={Maximize2} label="View fullscreen" variant="solid" />
      <IconButton icon={Printer} label="Print" variant="outline" />
      <IconButton icon={Heart} label="Save to favourites" pressed />
      <IconButton icon={ChevronLeft} label="Previous" disabled />
      <IconButton icon={X} label="Close" size="sm" />
      <IconButton icon={Search} label="Search" size="lg" variant="solid" />
    </div>
  ),
};
