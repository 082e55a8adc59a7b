import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './Button.tsx';
import { Checkbox } from './Checkbox.tsx';
import { Drawer } from './Drawer.tsx';

const filters = (
  <div style={{ display: 'grid', gap: 12 }}>
    <Checkbox label="New" />
    <Checkbox label="Demo" />
    <Checkbox label="Used" defaultChecked />
  </div>
);

const meta = {
  title: 'UI/Drawer',
  component: Drawer,
  args: {
    title: 'Filters',
    children: filters,
    footer: <Button fullWidth>Show 21 cars</Button>,
    defaultOpen: true,
  },
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Right: Story = {};

export const Left: Story = { args: { side: 'left', title: 'Menu', footer: undefined } };

export const Bottom: Story = { args: { side: 'bottom' } };

export const WithTrigger: Story = {
  args: { defaultOpen: false, trigger: <Button>Filters</Button> },
};

export const AllStates: Story = {
  args: { defaultOpen: false },
  render: () => (
    <div style={{ display: 'flex', gap: 12 }}>
      <Drawer title="Filters" trigger={<Button>Right drawer</Button>}>
        {filters}
      </Drawer>
      <Drawer side="left" title="Menu" trigger={<Button variant="outline">Left drawer</Button>}>
        {filters}
      </Drawer>
      <Drawer
        side="bottom"
        title="Compare"
        trigger={<Button variant="secondary">Bottom drawer</Button>}
      >
        {filters}
      </Drawer>
    </div>
  ),
};
