import type { Meta, StoryObj } from '@storybook/react-vite';
import { Tabs } from './Tabs.tsx';

/** The vehicle page's tabs (vehicle-stock §2). */
const VEHICLE_TABS = [
  { value: 'comments', label: 'Dealer Comments', content: <p>One owner, full service history.</p> },
  { value: 'included', label: "What's Included", content: <p>12 months roadside assist.</p> },
  { value: 'why', label: 'Why Buy From Us?', content: <p>One haggle-free drive-away price.</p> },
  { value: 'reserve', label: 'Reserve Online', content: <p>Reserve for 48 hours with $200.</p> },
  { value: 'protect', label: 'Protect Your Car', content: <p>Paint and interior protection.</p> },
];

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  args: { tabs: VEHICLE_TABS, label: 'Vehicle information' },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Horizontal: Story = {};

export const SecondSelected: Story = { args: { defaultValue: 'included' } };

/** Opening hours by location type (site-wide §2). */
export const Vertical: Story = {
  args: {
    orientation: 'vertical',
    label: 'Opening hours',
    tabs: [
      { value: 'sales', label: 'Sales', content: <p>Monday – Friday 8:30am – 5:30pm</p> },
      { value: 'service', label: 'Service', content: <p>Monday – Friday 7:30am – 5:00pm</p> },
      { value: 'parts', label: 'Parts', content: <p>Monday – Saturday 8:00am – 12:00pm</p> },
    ],
  },
};

export const WithDisabledTab: Story = {
  args: {
    tabs: [
      ...VEHICLE_TABS.slice(0, 2),
      { value: 'features', label: 'Features', content: null, disabled: true },
    ],
  },
};

/** Arrow keys move focus only; Enter, Space or a click selects. */
export const ManualActivation: Story = { args: { activationMode: 'manual' } };

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 32 }}>
      <Tabs tabs={VEHICLE_TABS} label="Vehicle information" />
      <Tabs tabs={VEHICLE_TABS} label="Vehicle information, second tab" defaultValue="included" />
      <Tabs
        orientation="vertical"
        label="Opening hours"
        tabs={[
          { value: 'sales', label: 'Sales', content: <p>Monday – Friday 8:30am – 5:30pm</p> },
          { value: 'service', label: 'Service', content: <p>Monday – Friday 7:30am – 5:00pm</p> },
        ]}
      />
      <Tabs
        label="Vehicle information, a tab disabled"
        tabs={[
          ...VEHICLE_TABS.slice(0, 2),
          { value: 'features', label: 'Features', content: null, disabled: true },
        ]}
      />
      <Tabs tabs={VEHICLE_TABS} label="Vehicle information, manual" activationMode="manual" />
      <Tabs tabs={VEHICLE_TABS} label="Vehicle information, every panel rendered" forceMount />
    </div>
  ),
};

/** Every panel in the HTML (server-rendered for crawlers); inactive ones carry `hidden`. */
export const ForceMount: Story = {
  args: { tabs: VEHICLE_TABS, label: 'Vehicle information', forceMount: true },
};
