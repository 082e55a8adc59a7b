import type { Meta, StoryObj } from '@storybook/react-vite';
import { CONTACT_ENQUIRY_SERVICES } from '../contact-enquiry.ts';
import { GeneralEnquiryForm } from './GeneralEnquiryForm.tsx';

const categories = [
  'General Enquiry',
  'Sales Enquiry',
  'Service Enquiry',
  'Parts Enquiry',
  'Fleet Enquiry',
].map((value) => ({ value, label: value }));

const meta = {
  title: 'Content/GeneralEnquiryForm',
  component: GeneralEnquiryForm,
  args: {
    heading: 'Send us an enquiry',
    submit: 'Send Enquiry',
    categories,
    services: CONTACT_ENQUIRY_SERVICES,
  },
} satisfies Meta<typeof GeneralEnquiryForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One dealership, one location: the category select only (site-wide §5). */
export const SingleDealership: Story = {};
/** A group: the location and preferred dealership selects too, both required (site-wide §5). */
export const DealerGroup: Story = {
  args: {
    locations: [
      { value: 'Metro Mazda Moorooka', label: 'Metro Mazda Moorooka' },
      { value: 'Metro Kia Ipswich', label: 'Metro Kia Ipswich' },
    ],
    dealerships: [
      { value: 'metro-mazda', label: 'Metro Mazda' },
      { value: 'metro-kia', label: 'Metro Kia' },
    ],
  },
};
/** Comments optional and the terms agreement required (site switches, site-wide §5). */
export const TermsRequiredMessageOptional: Story = {
  args: { termsRequired: true, messageOptional: true },
};
/** After a failed submit: the banner and each field's message. */
export const WithErrors: Story = {
  args: {
    termsRequired: true,
    values: { name: 'Jo', email: 'jo@example' },
    formError: 'Please fix the errors below.',
    fieldErrors: {
      email: 'Please enter a valid email address.',
      category: 'Please select a category.',
      message: 'Please enter your comments.',
      terms_agreed: 'You must agree to the terms of use before submitting the form.',
    },
  },
};
