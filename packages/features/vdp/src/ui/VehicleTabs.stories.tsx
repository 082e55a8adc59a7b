import { PLATFORM_DEFAULTS } from '@forecourt/site-config';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEALER_VDP_COPY } from '../test/dealer-copy.ts';
import { copyTabs, vdpTabIds } from '../vdp-tabs.ts';
import { STORY_COMMENTS, STORY_FEATURES } from './story-fixtures.ts';
import { VehicleTabs } from './VehicleTabs.tsx';

const SITE = {
  vdp_copy: DEALER_VDP_COPY,
  manufacturer: null,
  features: { ...PLATFORM_DEFAULTS.features, reserve_online: true, home_test_drive: true },
};
const CAR = {
  id: 1,
  slug: 'story-car',
  make: 'Toyota',
  status: 'in_stock',
  car_type: 'used',
  certified: false,
  reserved: false,
  price: 25_990,
};
const ALL = vdpTabIds(CAR, SITE, true);
const NO_FEATURES = vdpTabIds(CAR, { ...SITE, features: PLATFORM_DEFAULTS.features }, false);

const meta = {
  title: 'Features/VDP/VehicleTabs',
  component: VehicleTabs,
  args: {
    tabIds: ALL,
    copyTabs: copyTabs(ALL, SITE),
    comments: STORY_COMMENTS,
    features: STORY_FEATURES,
  },
} satisfies Meta<typeof VehicleTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every tab: Reserve Online (site reserves online) and Features (the car has features). */
export const AllTabs: Story = {};
export const WhatsIncludedSelected: Story = { args: { defaultValue: 'whats-included' } };
export const FeaturesSelected: Story = { args: { defaultValue: 'features' } };
/** No Reserve Online and no Features tab. */
export const WithoutFeatures: Story = {
  args: { tabIds: NO_FEATURES, copyTabs: copyTabs(NO_FEATURES, SITE), features: [] },
};
