import type { Meta, StoryObj } from '@storybook/react-vite';
import { Accordion } from './Accordion.tsx';

/** The trade-in FAQ (site-wide §2). */
const FAQ = [
  {
    value: 'estimate',
    title: 'Can I get an online estimate?',
    content: <p>Generally not for cars over 7 years old or with more than 100,000 km.</p>,
  },
  {
    value: 'finance',
    title: 'Can I trade in a car with finance owing?',
    content: <p>Yes. We pay out your lender and take it off the price.</p>,
  },
  {
    value: 'documents',
    title: 'What do I need to bring?',
    content: <p>Your licence, registration papers and the service books.</p>,
  },
];

const meta = {
  title: 'UI/Accordion',
  component: Accordion,
  args: { items: FAQ },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens and closes over 300 ms (site-wide §4). */
export const Collapsed: Story = {};

export const OneOpen: Story = { args: { defaultValue: 'finance' } };

export const Multiple: Story = {
  args: { type: 'multiple', defaultValue: ['estimate', 'documents'] },
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 32, maxWidth: 640 }}>
      <Accordion items={FAQ} />
      <Accordion items={FAQ} defaultValue="finance" headingLevel={2} />
      <Accordion items={FAQ} type="multiple" defaultValue={['estimate', 'documents']} />
    </div>
  ),
};
