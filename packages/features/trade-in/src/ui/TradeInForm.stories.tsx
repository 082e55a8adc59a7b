import { FIELD_MESSAGES, TRADE_IN_MESSAGES } from '@forecourt/lead-payloads';
import type { Meta, StoryObj } from '@storybook/react-vite';
import '../trade-in.css';
import { TradeInForm } from './TradeInForm.tsx';

const NOW = new Date('2026-06-01T00:00:00Z');
const CAR = {
  id: 1,
  title: '2021 Toyota HiLux SR5',
  price: 45_990,
  path: '/cars/2021-toyota-hilux-sr5-1',
};
const VEHICLE = {
  rego: 'ABC123',
  regoState: 'QLD',
  year: '2023',
  make: 'Toyota',
  model: 'Corolla',
};
const CONDITION = {
  'adjustmentAnswers.accident_damage': 'No',
  'adjustmentAnswers.mechanical_issues': 'No',
  'adjustmentAnswers.service_history': 'Yes',
  'adjustmentAnswers.tyres_worn': 'No',
};

const meta = {
  title: 'Features/Trade-in/TradeInForm',
  component: TradeInForm,
  args: {
    state: { step: 'rego', values: {}, errors: {} },
    car: null,
    submission: 'story-submission',
    now: NOW,
  },
} satisfies Meta<typeof TradeInForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rego: Story = {};
export const RegoWithErrors: Story = {
  args: {
    state: {
      step: 'rego',
      values: { rego: '' },
      errors: { rego: FIELD_MESSAGES.regoRequired, regoState: FIELD_MESSAGES.regoStateRequired },
    },
  },
};
export const VehicleFound: Story = {
  args: {
    state: {
      step: 'vehicle',
      values: { ...VEHICLE, badge: 'Ascent Sport' },
      errors: {},
      notice: 'We found your 2023 Toyota Corolla. Please check the details.',
    },
  },
};
export const VehicleNotFound: Story = {
  args: {
    state: {
      step: 'vehicle',
      values: { rego: 'ZZZ999', regoState: 'VIC' },
      errors: {},
      notice: TRADE_IN_MESSAGES.regoNotFound,
    },
  },
};
export const Kms: Story = { args: { state: { step: 'kms', values: VEHICLE, errors: {} } } };
export const KmsInvalid: Story = {
  args: {
    state: {
      step: 'kms',
      values: { ...VEHICLE, kms: 'lots' },
      errors: { kms: FIELD_MESSAGES.kmsInvalid },
    },
  },
};
export const Condition: Story = {
  args: { state: { step: 'condition', values: { ...VEHICLE, kms: '30000' }, errors: {} } },
};
export const ConditionUnanswered: Story = {
  args: {
    state: {
      step: 'condition',
      values: { ...VEHICLE, kms: '30000' },
      errors: {
        'adjustmentAnswers.accident_damage': TRADE_IN_MESSAGES.conditionAnswer,
        'adjustmentAnswers.tyres_worn': TRADE_IN_MESSAGES.conditionAnswer,
      },
    },
  },
};
export const Contact: Story = {
  args: {
    state: { step: 'contact', values: { ...VEHICLE, kms: '30000', ...CONDITION }, errors: {} },
  },
};
export const ContactNoOnlineEstimate: Story = {
  args: {
    state: {
      step: 'contact',
      values: { ...VEHICLE, year: '2015', kms: '140000', ...CONDITION },
      errors: {},
    },
  },
};
export const ContactServerError: Story = {
  args: {
    state: {
      step: 'contact',
      values: { ...VEHICLE, kms: '30000', ...CONDITION },
      errors: {},
      formError: 'An unexpected error occured.',
    },
  },
};
export const Submitting: Story = {
  args: {
    state: { step: 'contact', values: { ...VEHICLE, kms: '30000', ...CONDITION }, errors: {} },
    submitting: true,
  },
};
export const Offer: Story = {
  args: {
    state: {
      step: 'offer',
      values: VEHICLE,
      errors: {},
      offer: {
        lead_id: '6b1a3c1e-1f0e-4e5a-9d3a-1c2b3d4e5f60',
        offer_price: 23_500,
        reducedPrice: null,
      },
    },
  },
};
export const OfferWithCarBeingBought: Story = {
  args: {
    car: CAR,
    state: {
      step: 'offer',
      values: VEHICLE,
      errors: {},
      offer: {
        lead_id: '6b1a3c1e-1f0e-4e5a-9d3a-1c2b3d4e5f60',
        offer_price: 23_500,
        reducedPrice: 22_490,
      },
    },
  },
};
