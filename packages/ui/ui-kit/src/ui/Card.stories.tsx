import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './Button.tsx';
import { Card } from './Card.tsx';
import { Image } from './Image.tsx';
import { PriceText } from './PriceText.tsx';
import { SAMPLE_PHOTOS } from './story-fixtures.ts';
import { Tag } from './Tag.tsx';

const photo = SAMPLE_PHOTOS[0];

const meta = {
  title: 'UI/Card',
  component: Card,
  args: { title: '2021 Toyota Corolla Ascent Sport' },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A vehicle card: the whole card links through its title. */
export const Vehicle: Story = {
  args: {
    href: '#cars/2021-toyota-corolla',
    media: <Image src={photo.src} alt="" width={600} height={400} />,
    children: (
      <>
        <Tag tone="accent">Just Arrived</Tag>
        <PriceText amount={27990} priceType="Drive Away" />
        <p style={{ margin: 0 }}>45,000 km · Automatic · Hatch</p>
      </>
    ),
  },
};

/** A location card with actions (site-wide §2 Our Locations). */
export const WithFooter: Story = {
  args: {
    title: 'Forecourt Motors Brisbane',
    variant: 'outlined',
    children: <p style={{ margin: 0 }}>12 Example Street, Newstead QLD 4006</p>,
    footer: (
      <>
        <Button size="sm">View Location</Button>
        <Button size="sm" variant="outline">
          View Our Stock
        </Button>
      </>
    ),
  },
};

export const Flat: Story = {
  args: {
    title: 'Finance made simple',
    variant: 'flat',
    headingLevel: 2,
    children: (
      <p style={{ margin: 0 }}>Fill out the contact form and our finance team contacts you.</p>
    ),
  },
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Card
        title="2021 Toyota Corolla Ascent Sport"
        href="#cars/2021-toyota-corolla"
        media={<Image src={photo.src} alt="" width={600} height={400} />}
      >
        <PriceText amount={27990} priceType="Drive Away" />
      </Card>
      <Card
        title="Forecourt Motors Brisbane"
        variant="outlined"
        footer={<Button size="sm">View Location</Button>}
      >
        <p style={{ margin: 0 }}>12 Example Street, Newstead QLD 4006</p>
      </Card>
      <Card title="Finance made simple" variant="flat">
        <p style={{ margin: 0 }}>Fill out the contact form and our finance team contacts you.</p>
      </Card>
    </div>
  ),
};
