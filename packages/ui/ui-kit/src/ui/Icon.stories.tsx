import type { Meta, StoryObj } from '@storybook/react-vite';
import * as icons from '../icons.ts';
import { Car, Cog, Fuel, MapPin } from '../icons.ts';
import { Icon } from './Icon.tsx';

const meta = {
  title: 'UI/Icon',
  component: Icon,
  args: { icon: Car },
  argTypes: { icon: { control: false } },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Next to text: hidden from assistive technology. */
export const Decorative: Story = {
  render: (args) => (
    <p style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <Icon {...args} icon={Fuel} /> Petrol
    </p>
  ),
};

/** Standing alone: a named image. */
export const Labelled: Story = { args: { icon: Cog, label: 'Automatic transmission' } };

export const Large: Story = { args: { icon: MapPin, size: 40, label: 'Location' } };

/** Every icon `@forecourt/ui-kit/icons` exports, by its import name. */
export const AllStates: Story = {
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
        gap: 12,
        listStyle: 'none',
        padding: 0,
      }}
    >
      {Object.entries(icons).map(([name, icon]) => (
        <li key={name} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <Icon icon={icon} />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  ),
};
