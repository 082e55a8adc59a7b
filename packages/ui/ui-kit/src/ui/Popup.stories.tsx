import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './Button.tsx';
import { Image } from './Image.tsx';
import { Popup } from './Popup.tsx';
import { SAMPLE_BANNER } from './story-fixtures.ts';

const meta = {
  title: 'UI/Popup',
  component: Popup,
  args: {
    title: 'EOFY sale: drive away today',
    media: (
      <Image
        src={SAMPLE_BANNER}
        alt=""
        width={1920}
        height={540}
        transformWidth={1200}
        loading="eager"
      />
    ),
    children: <p style={{ margin: 0 }}>Save on every used car in stock until 30 June.</p>,
    footer: <Button>See the offers</Button>,
    defaultOpen: true,
  },
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ minHeight: 640 }}>{Story()}</div>],
} satisfies Meta<typeof Popup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The promotional popup: at most 600px wide and 80vh high (site-wide §9). */
export const Promotion: Story = {};

export const TextOnly: Story = { args: { media: undefined, footer: undefined } };

/** Anchored to a trigger and not modal. */
export const Anchored: Story = {
  args: { trigger: <Button variant="outline">Today's offer</Button>, media: undefined },
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
};

export const Closed: Story = {
  args: { defaultOpen: false, trigger: <Button>Show the offer</Button> },
};

export const AllStates: Story = {
  args: { defaultOpen: false },
  render: () => (
    <div style={{ display: 'flex', gap: 12, padding: 24 }}>
      <Popup title="EOFY sale" trigger={<Button>Promotion popup</Button>}>
        <p style={{ margin: 0 }}>Save on every used car in stock until 30 June.</p>
      </Popup>
      <Popup
        title="Today's offer"
        modal={false}
        trigger={<Button variant="outline">Non-modal popup</Button>}
      >
        <p style={{ margin: 0 }}>Free tint with every new car.</p>
      </Popup>
    </div>
  ),
};
