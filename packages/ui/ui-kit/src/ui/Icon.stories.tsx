import type { Meta, StoryObj } from '@storybook/react-vite';
import { ICONS, Icon, type IconName } from './Icon.tsx';

const meta = {
  title: 'UI/Icon',
  component: Icon,
  args: { name: 'car' },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Next to text: hidden from assistive technology. */
export const Decorative: Story = {
  render: (args) => (
    <p style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <Icon {...args} name="fuel" /> Petrol
    </p>
  ),
};

/** Standing alone: a named image. */
export const Labelled: Story = { args: { name: 'transmission', label: 'Automatic transmission' } };

export const Large: Story = { args: { name: 'map-pin', size: 40, label: 'Location' } };

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
      {(Object.keys(ICONS) as IconName[]).map((name) => (
        <li key={name} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <Icon name={name} />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  ),
};
