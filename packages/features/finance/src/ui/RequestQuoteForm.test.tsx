import { writeSavedContact } from '@forecourt/site-shell';
import { SAVED_CONTACT_DETAILS } from '@forecourt/test-utils';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
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

describe('<RequestQuoteForm /> saved contact details (site-wide §3 User)', () => {
  afterEach(() => localStorage.clear());

  it('is prefilled, says "Not you? Clear my details" and clears', () => {
    writeSavedContact(localStorage, SAVED_CONTACT_DETAILS);
    render(<RequestQuoteForm amount={25_000} />);
    const field = (name: string) => screen.getByRole('textbox', { name });
    expect(screen.getByText(/Not you\?/)).toBeInTheDocument();
    expect(field('First name')).toHaveValue('Ann');
    expect(field('Last name')).toHaveValue('Lee');
    expect(field('Email')).toHaveValue('ann@example.com');
    expect(field('Mobile')).toHaveValue('0412 345 678');
    expect(field('Postcode')).toHaveValue('4000');
    fireEvent.click(screen.getByRole('button', { name: 'Clear my details' }));
    for (const name of ['First name', 'Last name', 'Email', 'Mobile', 'Postcode']) {
      expect(field(name)).toHaveValue('');
    }
    expect(screen.queryByRole('button', { name: 'Clear my details' })).toBeNull();
  });
});
