import type { Meta, StoryObj } from '@storybook/react-vite';
import { CONTENT_PAGES } from '../content-pages.ts';
import { ContentPage } from './ContentPage.tsx';

const careers = CONTENT_PAGES.careers;
const fill = (html: string) => html.replaceAll('{siteName}', 'Sunshine Used Cars');

const meta = {
  title: 'Content/ContentPage',
  component: ContentPage,
  args: { title: careers.title, html: fill(careers.html), form: careers.form },
} satisfies Meta<typeof ContentPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /careers: the careers enquiry (General Enquiry / Career Enquiry, site-wide §5). */
export const WithForm: Story = {};
/** /privacy-policy: copy only, no form (site-wide §1 privacy wording). */
export const CopyOnly: Story = {
  args: {
    title: CONTENT_PAGES['privacy-policy'].title,
    html: fill(CONTENT_PAGES['privacy-policy'].html),
    form: null,
  },
};
/** /service on a site that books on the manufacturer's page (site-wide §2). */
export const ServiceWithBookingLink: Story = {
  args: {
    title: CONTENT_PAGES.service.title,
    html: fill(CONTENT_PAGES.service.html),
    form: CONTENT_PAGES.service.form,
    bookingUrl: 'https://book.example.com/service',
  },
};
/** A group site: the preferred dealership select (site-wide §5), terms required. */
export const GroupSiteWithTerms: Story = {
  args: {
    dealerships: [
      { value: 'metro-north', label: 'Metro North' },
      { value: 'metro-south', label: 'Metro South' },
    ],
    termsRequired: true,
  },
};
/** After a failed submit: the errors banner and the field messages (site-wide §8). */
export const WithErrors: Story = {
  args: {
    values: { name: 'Jo', email: 'jo@' },
    fieldErrors: { email: 'Invalid email address.', message: 'Comments are required.' },
    formError: 'Please fix the following errors:',
  },
};
/** While the enquiry is sent: the button is disabled with a spinner (site-wide §4). */
export const Submitting: Story = { args: { submitting: true } };

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 48 }}>
      <ContentPage {...args} />
      <ContentPage {...args} {...CopyOnly.args} />
      <ContentPage {...args} {...ServiceWithBookingLink.args} />
    </div>
  ),
};
