import { FIELD_MESSAGES, REQUEST_PHOTOS_TEXT } from '@forecourt/lead-payloads';
import { writeSavedContact } from '@forecourt/site-shell';
import { SAVED_CONTACT_DETAILS } from '@forecourt/test-utils';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bookingDays } from '../vehicle-actions.ts';
import { RequestPhotosForm } from './RequestPhotosForm.tsx';
import { TestDriveForm } from './TestDriveForm.tsx';
import { TestDriveDialog } from './VehicleDialogs.tsx';

const DAYS = bookingDays([
  { date: '2026-11-30', slots: ['09:00', '09:30'] },
  { date: '2026-12-01', slots: ['13:00'] },
]);

const formData = (container: HTMLElement) =>
  new FormData(container.querySelector('form') as HTMLFormElement);

describe('<TestDriveForm /> (vehicle-stock §5)', () => {
  it('has the core fields required, the message optional, and posts intent=test_drive', () => {
    const { container } = render(<TestDriveForm />);
    for (const label of ['First name', 'Last name', 'Email', 'Mobile', 'Postcode']) {
      expect(screen.getByRole('textbox', { name: new RegExp(label) })).toBeRequired();
    }
    expect(screen.getByRole('textbox', { name: /Message/ })).not.toBeRequired();
    expect(formData(container).get('intent')).toBe('test_drive');
    expect(screen.getByRole('button', { name: 'Book Test Drive' })).toBeInTheDocument();
    // No booking, no distribution location, no terms unless asked for.
    expect(screen.queryByRole('group', { name: /date and time/ })).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /terms/ })).toBeNull();
  });

  it('offers the free days and then their times, in the location’s time zone', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <TestDriveForm bookingStatus="ready" bookingDays={DAYS} timeZone="Australia/Perth" />,
    );
    const booking = screen.getByRole('group', { name: 'Preferred date and time (optional)' });
    expect(booking).toHaveTextContent('Times are in Perth time');
    const time = within(booking).getByRole('combobox', { name: 'Time' });
    expect(time).toBeDisabled();
    await user.selectOptions(within(booking).getByRole('combobox', { name: 'Date' }), '2026-11-30');
    const enabled = within(booking).getByRole('combobox', { name: 'Time' });
    expect(enabled).toBeEnabled();
    expect(
      within(enabled)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['No preference', '9:00 am', '9:30 am']);
    await user.selectOptions(enabled, '09:30');
    expect(formData(container).get('booking_date')).toBe('2026-11-30');
    expect(formData(container).get('booking_time')).toBe('09:30');
  });

  it('says so while loading, when no time is free and when the times fail to load', () => {
    const { rerender } = render(<TestDriveForm bookingStatus="loading" />);
    expect(screen.getByRole('group', { name: /date and time/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    rerender(<TestDriveForm bookingStatus="ready" bookingDays={[]} />);
    expect(screen.getByRole('status')).toHaveTextContent('No times are free');
    rerender(<TestDriveForm bookingStatus="error" />);
    expect(screen.getByRole('status')).toHaveTextContent('could not be loaded');
  });

  it('asks for a distribution location only when the dealer has some', () => {
    render(
      <TestDriveForm
        distributionLocations={['Moorooka Yard', 'Rocklea Service Centre']}
        fieldErrors={{ distribution_location: FIELD_MESSAGES.distributionLocationRequired }}
      />,
    );
    const select = screen.getByRole('combobox', { name: /Test drive location/ });
    expect(select).toBeRequired();
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(within(select).getAllByRole('option')).toHaveLength(3);
  });

  it('shows the terms agreement when the site requires it', () => {
    render(<TestDriveForm termsRequired />);
    expect(screen.getByRole('checkbox', { name: /terms of use/ })).toBeRequired();
  });

  it('shows the server’s error and the submitting spinner (vehicle-stock §8, site-wide §4)', () => {
    const { rerender } = render(<TestDriveForm formError="An unexpected error occured." />);
    expect(screen.getByRole('alert')).toHaveTextContent('An unexpected error occured.');
    rerender(<TestDriveForm submitting />);
    expect(screen.getByRole('button', { name: /Book Test Drive/ })).toBeDisabled();
  });

  it('opens in a dialog named after the car', async () => {
    const user = userEvent.setup();
    render(
      <TestDriveDialog
        title="Book a test drive of the 2021 Toyota HiLux"
        trigger={<button type="button">Book a Test Drive</button>}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Book a Test Drive' }));
    expect(
      screen.getByRole('dialog', { name: 'Book a test drive of the 2021 Toyota HiLux' }),
    ).toBeInTheDocument();
  });
});

describe('<RequestPhotosForm /> (vehicle-stock §5)', () => {
  it('names the core fields without visible labels and sends the hidden preset request text', () => {
    const { container } = render(<RequestPhotosForm />);
    for (const label of ['First name', 'Last name', 'Email', 'Mobile', 'Postcode']) {
      const field = screen.getByRole('textbox', { name: new RegExp(label) });
      expect(field).toBeRequired();
      expect(field).toHaveAttribute('placeholder', label);
      const visibleLabel = container.querySelector(`label[for="${field.id}"]`);
      expect(visibleLabel).toHaveClass('fc-visually-hidden');
    }
    expect(screen.getByRole('textbox', { name: /Message/ })).not.toBeRequired();
    const data = formData(container);
    expect(data.get('intent')).toBe('request_photos');
    expect(data.get('request_text')).toBe(REQUEST_PHOTOS_TEXT);
    expect(container.querySelector('input[name="request_text"]')).toHaveAttribute('type', 'hidden');
    expect(screen.getByRole('button', { name: 'Request Photos' })).toBeInTheDocument();
  });
});

describe('saved contact details on the test drive and request photos forms (site-wide §3 User)', () => {
  beforeEach(() => writeSavedContact(localStorage, SAVED_CONTACT_DETAILS));
  afterEach(() => localStorage.clear());

  async function expectPrefilledAndClearable(container: HTMLElement) {
    const clear = await screen.findByRole('button', { name: 'Clear my details' });
    expect(screen.getByText(/Not you\?/)).toBeInTheDocument();
    expect(formData(container).get('name')).toBe('Ann');
    expect(screen.getByRole('textbox', { name: /Last name/ })).toHaveValue('Lee');
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue('ann@example.com');
    expect(screen.getByRole('textbox', { name: /Mobile/ })).toHaveValue('0412 345 678');
    expect(screen.getByRole('textbox', { name: /Postcode/ })).toHaveValue('4000');
    await userEvent.click(clear);
    for (const name of ['name', 'last_name', 'email', 'phone', 'postcode']) {
      expect(formData(container).get(name)).toBe('');
    }
    expect(screen.queryByRole('button', { name: 'Clear my details' })).toBeNull();
  }

  it('the test drive booking form is prefilled and clears', async () => {
    const { container } = render(<TestDriveForm />);
    await expectPrefilledAndClearable(container);
  });

  it('the test drive dialog, mounted when opened, is prefilled and clears', async () => {
    render(
      <TestDriveDialog
        title="Book a test drive of the 2021 Toyota HiLux"
        trigger={<button type="button">Book a Test Drive</button>}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Book a Test Drive' }));
    await expectPrefilledAndClearable(await screen.findByRole('dialog'));
  });

  it('the request photos form is prefilled and clears', async () => {
    const { container } = render(<RequestPhotosForm />);
    await expectPrefilledAndClearable(container);
  });
});
