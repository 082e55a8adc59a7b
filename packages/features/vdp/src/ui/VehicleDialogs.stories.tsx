import { FIELD_MESSAGES } from '@forecourt/lead-payloads';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { bookingDays } from '../vehicle-actions.ts';
import { RequestPhotosForm } from './RequestPhotosForm.tsx';
import { TestDriveForm } from './TestDriveForm.tsx';
import { RequestPhotosDialog, TestDriveDialog } from './VehicleDialogs.tsx';

const DAYS = bookingDays([
  { date: '2026-11-30', slots: ['09:00', '09:30', '10:00', '14:30'] },
  { date: '2026-12-01', slots: ['13:00', '13:30'] },
]);
const TITLE = '2021 Toyota HiLux SR5';

const meta = {
  title: 'Features/VDP/TestDriveForm',
  component: TestDriveForm,
} satisfies Meta<typeof TestDriveForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Core fields and an optional message; the site books no times. */
export const Basic: Story = {};
export const BookingLoading: Story = { args: { bookingStatus: 'loading' } };
export const BookingReady: Story = {
  args: { bookingStatus: 'ready', bookingDays: DAYS, timeZone: 'Australia/Brisbane' },
};
export const BookingChosen: Story = {
  args: {
    bookingStatus: 'ready',
    bookingDays: DAYS,
    timeZone: 'Australia/Perth',
    values: { booking_date: '2026-11-30', booking_time: '09:30' },
  },
};
export const NoFreeTimes: Story = { args: { bookingStatus: 'ready', bookingDays: [] } };
export const TimesFailed: Story = { args: { bookingStatus: 'error' } };
export const DistributionLocations: Story = {
  args: { distributionLocations: ['Moorooka Yard', 'Rocklea Service Centre'] },
};
export const TermsRequired: Story = { args: { termsRequired: true } };
export const FieldErrors: Story = {
  args: {
    bookingStatus: 'ready',
    bookingDays: DAYS,
    timeZone: 'Australia/Brisbane',
    distributionLocations: ['Moorooka Yard'],
    values: { booking_date: '2026-11-30' },
    fieldErrors: {
      name: FIELD_MESSAGES.nameRequired,
      booking_time: FIELD_MESSAGES.testDriveDateAndTime,
      distribution_location: FIELD_MESSAGES.distributionLocationRequired,
    },
  },
};
export const ServerError: Story = { args: { formError: 'An unexpected error occured.' } };
export const Submitting: Story = { args: { submitting: true } };

/** The dialog closed: only its trigger. */
export const DialogClosed: Story = {
  render: (args) => (
    <TestDriveDialog
      {...args}
      title={`Book a test drive of the ${TITLE}`}
      trigger={<button type="button">Book a Test Drive</button>}
    />
  ),
};
export const DialogOpen: Story = {
  render: (args) => (
    <TestDriveDialog
      {...args}
      title={`Book a test drive of the ${TITLE}`}
      open
      bookingStatus="ready"
      bookingDays={DAYS}
      timeZone="Australia/Brisbane"
    />
  ),
};
export const DialogError: Story = {
  render: (args) => (
    <TestDriveDialog
      {...args}
      title={`Book a test drive of the ${TITLE}`}
      open
      formError="An unexpected error occured."
    />
  ),
};
export const DialogSubmitting: Story = {
  render: (args) => (
    <TestDriveDialog {...args} title={`Book a test drive of the ${TITLE}`} open submitting />
  ),
};

export const RequestPhotos: Story = { render: () => <RequestPhotosForm /> };
export const RequestPhotosErrors: Story = {
  render: () => (
    <RequestPhotosForm
      fieldErrors={{ email: FIELD_MESSAGES.emailRequired, phone: FIELD_MESSAGES.phoneRequired }}
    />
  ),
};
export const RequestPhotosDialogClosed: Story = {
  render: () => (
    <RequestPhotosDialog
      title={`Request photos of the ${TITLE}`}
      trigger={<button type="button">Request Photos</button>}
    />
  ),
};
export const RequestPhotosDialogOpen: Story = {
  render: () => <RequestPhotosDialog title={`Request photos of the ${TITLE}`} open />,
};
export const RequestPhotosDialogError: Story = {
  render: () => (
    <RequestPhotosDialog
      title={`Request photos of the ${TITLE}`}
      open
      formError="An unexpected error occured."
    />
  ),
};
export const RequestPhotosDialogSubmitting: Story = {
  render: () => <RequestPhotosDialog title={`Request photos of the ${TITLE}`} open submitting />,
};
