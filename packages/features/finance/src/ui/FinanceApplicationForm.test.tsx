import { FIELD_MESSAGES, FORM_ERRORS_HEADING } from '@forecourt/lead-payloads';
import { writeSavedContact } from '@forecourt/site-shell';
import { SAVED_CONTACT_DETAILS } from '@forecourt/test-utils';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FinanceApplicationForm } from './FinanceApplicationForm.tsx';

const DEALERSHIPS = [
  { value: 'metro-toyota', label: 'Metro Toyota' },
  { value: 'metro-kia', label: 'Metro Kia' },
];
const PREFILL = {
  preferredDealership: 'metro-kia',
  vehiclePriceBudget: '24990',
  car_id: '42',
  car_type: 'used',
  vin: 'JTMBFREV10D123456',
};

async function fillContact(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /First name/ }), 'Jo');
  await user.type(screen.getByRole('textbox', { name: /Last name/ }), 'Citizen');
  await user.type(screen.getByRole('textbox', { name: /Email/ }), 'jo@example.com');
  await user.type(screen.getByRole('textbox', { name: /Mobile/ }), '0412345678');
  await user.type(screen.getByRole('textbox', { name: /Postcode/ }), '4000');
}

describe('<FinanceApplicationForm />', () => {
  it("is #finance-form, pre-filled from the link's parameters (vehicle-stock §2)", () => {
    const { container } = render(
      <FinanceApplicationForm values={PREFILL} dealerships={DEALERSHIPS} />,
    );
    const form = container.querySelector('form');
    expect(form).toHaveAttribute('id', 'finance-form');
    expect(form).toHaveFormValues({
      preferredDealership: 'metro-kia',
      vehiclePriceBudget: '24990',
      car_id: '42',
      car_type: 'used',
      vin: 'JTMBFREV10D123456',
      opt_in: false,
    });
    expect(screen.getByRole('combobox', { name: /Preferred dealership/ })).toHaveValue('metro-kia');
  });

  it('shows the preferred dealership select only on a multi-dealership site (site-wide §5)', () => {
    render(<FinanceApplicationForm values={PREFILL} dealerships={DEALERSHIPS.slice(0, 1)} />);
    expect(screen.queryByRole('combobox', { name: /Preferred dealership/ })).toBeNull();
  });

  it('checks with the shared schema, lists errors in the banner and focuses the first field in error (site-wide §5, §8)', async () => {
    const user = userEvent.setup();
    const onValidSubmit = vi.fn();
    render(
      <FinanceApplicationForm
        values={{ car_id: '42' }}
        dealerships={DEALERSHIPS}
        onValidSubmit={onValidSubmit}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Apply for Finance' }));
    expect(await screen.findByText(FORM_ERRORS_HEADING)).toBeInTheDocument();
    expect(screen.getByTestId('error-warning')).toHaveTextContent(
      FIELD_MESSAGES.preferredDealershipRequired,
    );
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /Preferred dealership/ })).toHaveFocus(),
    );
    expect(onValidSubmit).not.toHaveBeenCalled();
  });

  it('hands the form over once every field passes, with the keyboard alone', async () => {
    const user = userEvent.setup();
    const onValidSubmit = vi.fn();
    render(
      <FinanceApplicationForm
        values={PREFILL}
        dealerships={DEALERSHIPS}
        onValidSubmit={onValidSubmit}
      />,
    );
    await fillContact(user);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onValidSubmit).toHaveBeenCalledTimes(1));
    expect(onValidSubmit.mock.calls[0]?.[0]).toBeInstanceOf(HTMLFormElement);
  });

  it("shows the server's field errors with focus on the first, and its error text (site-wide §8)", async () => {
    const { unmount } = render(
      <FinanceApplicationForm
        values={PREFILL}
        fieldErrors={{ postcode: 'Invalid postcode', email: FIELD_MESSAGES.emailInvalid }}
      />,
    );
    expect(screen.getByTestId('error-warning')).toHaveTextContent('Invalid postcode');
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Email/ })).toHaveFocus());
    unmount();
    render(<FinanceApplicationForm formError="An error occurred when submitting this form" />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'An error occurred when submitting this form',
    );
  });

  it('disables the button and shows the spinner while submitting (site-wide §4)', () => {
    render(<FinanceApplicationForm submitting />);
    const button = screen.getByRole('button', { name: /Apply for Finance/ });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });
});

describe('<FinanceApplicationForm /> saved contact details (site-wide §3 User)', () => {
  afterEach(() => localStorage.clear());

  it('is prefilled, says "Not you? Clear my details", passes the schema as filled, and clears', async () => {
    writeSavedContact(localStorage, SAVED_CONTACT_DETAILS);
    const user = userEvent.setup();
    const onValidSubmit = vi.fn();
    render(
      <FinanceApplicationForm
        values={PREFILL}
        dealerships={DEALERSHIPS}
        onValidSubmit={onValidSubmit}
      />,
    );
    const field = (name: RegExp) => screen.getByRole('textbox', { name });
    const clear = await screen.findByRole('button', { name: 'Clear my details' });
    expect(field(/First name/)).toHaveValue('Ann');
    expect(field(/Last name/)).toHaveValue('Lee');
    expect(field(/Email/)).toHaveValue('ann@example.com');
    expect(field(/Mobile/)).toHaveValue('0412 345 678');
    expect(field(/Postcode/)).toHaveValue('4000');
    // react-hook-form holds the filled values too: the form goes through as it stands.
    await user.click(screen.getByRole('button', { name: 'Apply for Finance' }));
    await waitFor(() => expect(onValidSubmit).toHaveBeenCalledTimes(1));

    await user.click(clear);
    for (const name of [/First name/, /Last name/, /Email/, /Mobile/, /Postcode/]) {
      expect(field(name)).toHaveValue('');
    }
    expect(screen.queryByRole('button', { name: 'Clear my details' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Apply for Finance' }));
    expect(await screen.findByText(FORM_ERRORS_HEADING)).toBeInTheDocument();
    expect(onValidSubmit).toHaveBeenCalledTimes(1);
  });
});
