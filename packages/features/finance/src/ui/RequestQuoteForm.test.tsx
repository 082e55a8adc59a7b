import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RequestQuoteForm } from './RequestQuoteForm.tsx';

describe('<RequestQuoteForm />', () => {
  it('posts the finance intent and the calculator amount with the contact fields (vehicle-stock §7)', () => {
    const { container } = render(<RequestQuoteForm amount={25_000} />);
    expect(screen.getByRole('heading', { name: 'Request a Quote' })).toBeInTheDocument();
    for (const label of ['First name', 'Last name', 'Email', 'Mobile', 'Postcode']) {
      expect(screen.getByRole('textbox', { name: label })).toBeRequired();
    }
    expect(screen.getByRole('textbox', { name: 'Message (optional)' })).not.toBeRequired();
    const form = container.querySelector('form');
    expect(form).toHaveFormValues({
      intent: 'finance_quote',
      vehiclePriceBudget: '25000',
      opt_in: false,
    });
    expect(screen.getByRole('button', { name: 'Request a Quote' })).toHaveAttribute(
      'type',
      'submit',
    );
  });

  it('shows field errors and the server error (site-wide §8, vehicle-stock §8)', () => {
    const { unmount } = render(
      <RequestQuoteForm fieldErrors={{ email: 'Please enter your email.' }} />,
    );
    expect(screen.getByText('Please fix the following errors:')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
    unmount();
    render(<RequestQuoteForm formError="An unexpected error occured." />);
    expect(screen.getByRole('alert')).toHaveTextContent('An unexpected error occured.');
  });
});
