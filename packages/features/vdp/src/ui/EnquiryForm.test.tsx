import { FIELD_MESSAGES } from '@forecourt/lead-payloads';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
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
