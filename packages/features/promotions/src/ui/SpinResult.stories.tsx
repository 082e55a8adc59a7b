import type { Meta, StoryObj } from '@storybook/react-vite';
import { SpinResult } from './SpinResult.tsx';

const meta = {
  title: 'Features/Promotions/SpinResult',
  component: SpinResult,
  args: {
    prize: 'Free window tint',
    terms: "With any vehicle bought from us by the promotion's end.",
  },
} satisfies Meta<typeof SpinResult>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Won: Story = {};
export const CameBack: Story = { args: { already: true } };
export const WithoutTerms: Story = { args: { terms: null } };
