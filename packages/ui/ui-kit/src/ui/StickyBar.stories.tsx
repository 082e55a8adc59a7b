import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './Button.tsx';
import { PriceText } from './PriceText.tsx';
import { StickyBar } from './StickyBar.tsx';

const content = (
  <>
    <strong style={{ flex: 1 }}>2021 Toyota Corolla Ascent Sport</strong>
    <PriceText amount={27990} priceType="Drive Away" size="sm" />
    <Button size="sm">Get Finance</Button>
    <Button size="sm" variant="outline">
      Trade-In Valuation
    </Button>
  </>
);

const meta = {
  title: 'UI/StickyBar',
  component: StickyBar,
  args: { threshold: 500, label: 'Vehicle summary', children: content, open: true },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StickyBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The vehicle page's sticky header after 500px of scrolling (vehicle-stock §2). */
export const HeaderOpen: Story = { args: { position: 'top' } };

/** The sticky footer's opened style after 900px (site-wide §4, §9). */
export const FooterOpen: Story = { args: { position: 'bottom', threshold: 900 } };

/** Before the threshold: off screen, inert and hidden from assistive technology. */
export const Closed: Story = { args: { open: false } };

/** Scroll the canvas past 500px to see it slide in. */
export const ScrollToOpen: Story = {
  args: { open: undefined, position: 'top' },
  render: (args) => (
    <div style={{ height: 2400, padding: 24 }}>
      <p>Scroll down past 500px.</p>
      <StickyBar {...args} />
    </div>
  ),
};

export const AllStates: Story = {
  render: () => (
    <>
      <StickyBar threshold={500} position="top" label="Vehicle summary" open>
        {content}
      </StickyBar>
      <StickyBar threshold={900} position="bottom" label="Vehicle actions" open>
        <Button size="sm">Enquire now</Button>
        <Button size="sm" variant="secondary">
          Book a test drive
        </Button>
      </StickyBar>
      <StickyBar threshold={900} label="Closed bar" open={false}>
        {content}
      </StickyBar>
    </>
  ),
};
