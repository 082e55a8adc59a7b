import { FIELD_MESSAGES, LEAD_SUBCATEGORIES } from '@forecourt/lead-payloads';
import { SAVED_CONTACT_KEY, writeSavedContact } from '@forecourt/site-shell';
import { SAVED_CONTACT_DETAILS } from '@forecourt/test-utils';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EnquiryDialog } from './EnquiryDialog.tsx';
import { EnquiryForm } from './EnquiryForm.tsx';

describe('<EnquiryForm />', () => {
  it('has the contact fields, the message and an unticked opt-in (consent is never assumed), posting natively', () => {
    const { container } = render(<EnquiryForm values={{ message: 'Is it available?' }} />);
    for (const label of ['First name', 'Last name', 'Email', 'Mobile', 'Postcode']) {
      expect(screen.getByRole('textbox', { name: new RegExp(label) })).toBeInTheDocument();
    }
    expect(screen.getByRole('textbox', { name: /Message/ })).toHaveValue('Is it available?');
    expect(screen.getByRole('checkbox', { name: /news and offers/ })).not.toBeChecked();
    expect(container.querySelector('form')).toHaveAttribute('method', 'post');
  });

  it('shows field errors under the fields and in the banner (site-wide §8)', () => {
    render(
      <EnquiryForm
        fieldErrors={{ name: FIELD_MESSAGES.nameRequired, email: FIELD_MESSAGES.emailInvalid }}
      />,
    );
    const banner = screen.getByRole('alert');
    expect(banner).toHaveTextContent('Please fix the following errors:');
    expect(banner).toHaveTextContent(FIELD_MESSAGES.nameRequired);
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getAllByText(FIELD_MESSAGES.emailInvalid).length).toBeGreaterThanOrEqual(2);
  });

  it("shows the server's error and a busy submit button (vehicle-stock §8)", () => {
    render(<EnquiryForm formError="An unexpected error occured." submitting />);
    expect(screen.getByRole('alert')).toHaveTextContent('An unexpected error occured.');
    expect(screen.getByRole('button', { name: /Send Enquiry/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });

  it('sends hidden values', () => {
    const { container } = render(
      <EnquiryForm hidden={{ subcategory: 'Find me something similar' }} />,
    );
    expect(container.querySelector('input[type=hidden][name=subcategory]')).toHaveValue(
      'Find me something similar',
    );
  });
});

describe('<EnquiryDialog />', () => {
  it('opens the form in a dialog from its trigger', async () => {
    render(
      <EnquiryDialog
        title="Enquire about 2020 Kia Rio"
        trigger={<button type="button">Enquire</button>}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Enquire' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enquire about 2020 Kia Rio' });
    expect(dialog).toContainElement(screen.getByRole('textbox', { name: /Email/ }));
  });
});

const CONTACT_LABELS = {
  name: /First name/,
  last_name: /Last name/,
  email: /Email/,
  phone: /Mobile/,
  postcode: /Postcode/,
} as const;

/** The contact fields hold the saved details; "Clear my details" empties them and goes. */
async function expectPrefilledAndClearable() {
  const clear = await screen.findByRole('button', { name: 'Clear my details' });
  expect(screen.getByText(/Not you\?/)).toBeInTheDocument();
  for (const [field, label] of Object.entries(CONTACT_LABELS)) {
    expect(screen.getByRole('textbox', { name: label })).toHaveValue(
      SAVED_CONTACT_DETAILS[field as keyof typeof SAVED_CONTACT_DETAILS],
    );
  }
  await userEvent.click(clear);
  for (const label of Object.values(CONTACT_LABELS)) {
    expect(screen.getByRole('textbox', { name: label })).toHaveValue('');
  }
  expect(screen.queryByRole('button', { name: 'Clear my details' })).toBeNull();
  expect(localStorage.getItem(SAVED_CONTACT_KEY)).toBeNull();
}

describe('saved contact details on the vehicle enquiry forms (site-wide §3 User)', () => {
  beforeEach(() => writeSavedContact(localStorage, SAVED_CONTACT_DETAILS));
  afterEach(() => localStorage.clear());

  it('the vehicle enquiry form is prefilled, says "Not you? Clear my details" and clears', async () => {
    render(<EnquiryForm values={{ message: 'Is it available?' }} />);
    await expectPrefilledAndClearable();
    expect(screen.getByRole('textbox', { name: /Message/ })).toHaveValue('Is it available?');
  });

  it('the Find Me Something Similar form is prefilled and clears (vehicle-stock §4)', async () => {
    render(
      <EnquiryForm
        values={{ message: 'Please find me something similar.' }}
        hidden={{ subcategory: LEAD_SUBCATEGORIES.find_me_something_similar }}
      />,
    );
    await expectPrefilledAndClearable();
    expect(screen.getByRole('textbox', { name: /Message/ })).toHaveValue(
      'Please find me something similar.',
    );
  });

  it('the enquiry dialog, mounted when opened, is prefilled and clears', async () => {
    render(
      <EnquiryDialog
        title="Enquire about 2020 Kia Rio"
        trigger={<button type="button">Enquire</button>}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Enquire' }));
    await screen.findByRole('dialog');
    await expectPrefilledAndClearable();
  });

  it('shows no notice and leaves the fields empty when nothing is saved', () => {
    localStorage.clear();
    render(<EnquiryForm />);
    expect(screen.queryByRole('button', { name: 'Clear my details' })).toBeNull();
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveValue('');
  });
});
