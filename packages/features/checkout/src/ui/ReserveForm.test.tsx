import { writeSavedContact } from '@forecourt/site-shell';
import { SAVED_CONTACT_DETAILS } from '@forecourt/test-utils';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReserveForm } from './ReserveForm.tsx';

describe('<ReserveForm />', () => {
  it('shows the deposit on the button (vehicle-stock §9) and says it is a test form', () => {
    render(<ReserveForm deposit="$200" idempotencyKey="k" />);
    expect(screen.getByRole('button', { name: 'Reserve for $200' })).toBeTruthy();
    expect(screen.getByText(/This is a test payment form/)).toBeTruthy();
  });

  it('checks with the shared schema: banner, messages and focus on the first wrong field', async () => {
    const onValid = vi.fn();
    render(<ReserveForm deposit="$200" idempotencyKey="k" onValid={onValid} />);
    fireEvent.click(screen.getByRole('button', { name: 'Reserve for $200' }));
    await waitFor(() => expect(document.activeElement?.id).toBe('reserve-name'));
    expect(screen.getAllByText('Enter a valid card number.').length).toBeGreaterThan(0);
    expect(onValid).not.toHaveBeenCalled();
  });

  it('posts a valid form once it passes', async () => {
    const onValid = vi.fn();
    render(
      <ReserveForm
        deposit="$200"
        idempotencyKey="k"
        onValid={onValid}
        defaultValues={{
          name: 'Alice',
          last_name: 'Nguyen',
          email: 'alice@example.com',
          phone: '0412 345 678',
          card_name: 'Alice Nguyen',
          card_number: '4242 4242 4242 4242',
          card_expiry: '12/39',
          card_cvc: '123',
        }}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Reserve for $200' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
  });

  it('disables the button while submitting', () => {
    render(<ReserveForm deposit="$200" idempotencyKey="k" submitting />);
    expect(
      (screen.getByRole('button', { name: /Reserve for \$200/ }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('groups the card number and writes the expiry as MM/YY as digits are typed on a phone', () => {
    const type = (input: HTMLElement, value: string) =>
      fireEvent.change(input, { target: { value } });
    render(<ReserveForm deposit="$200" idempotencyKey="k" />);
    const number = screen.getByRole('textbox', { name: /Card number/ });
    const expiry = screen.getByRole('textbox', { name: /Expiry/ });
    type(number, '42424');
    expect((number as HTMLInputElement).value).toBe('4242 4');
    type(number, '4242424242424242');
    expect((number as HTMLInputElement).value).toBe('4242 4242 4242 4242');
    type(number, '378282246310005');
    expect((number as HTMLInputElement).value).toBe('3782 822463 10005');
    type(expiry, '12');
    expect((expiry as HTMLInputElement).value).toBe('12');
    type(expiry, '1228');
    expect((expiry as HTMLInputElement).value).toBe('12/28');
    for (const [label, token] of [
      [/Name on card/, 'cc-name'],
      [/Card number/, 'cc-number'],
      [/Expiry/, 'cc-exp'],
      [/Security code/, 'cc-csc'],
    ] as const) {
      expect(screen.getByRole('textbox', { name: label }).getAttribute('autocomplete')).toBe(token);
    }
    expect(number.getAttribute('inputmode')).toBe('numeric');
    expect(expiry.getAttribute('inputmode')).toBe('numeric');
  });
});

describe('<ReserveForm /> saved contact details (site-wide §3 User)', () => {
  afterEach(() => localStorage.clear());

  it('prefills the contact fields, says "Not you? Clear my details", and clears', () => {
    writeSavedContact(localStorage, SAVED_CONTACT_DETAILS);
    render(<ReserveForm deposit="$200" idempotencyKey="k" />);
    const fieldValue = (name: string) =>
      (screen.getByRole('textbox', { name }) as HTMLInputElement).value;
    expect(screen.getByText(/Not you\?/)).toBeTruthy();
    expect(fieldValue('First name')).toBe('Ann');
    expect(fieldValue('Last name')).toBe('Lee');
    expect(fieldValue('Email')).toBe('ann@example.com');
    expect(fieldValue('Mobile number')).toBe('0412 345 678');
    expect(fieldValue('Name on card')).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Clear my details' }));
    for (const name of ['First name', 'Last name', 'Email', 'Mobile number']) {
      expect(fieldValue(name)).toBe('');
    }
    expect(screen.queryByRole('button', { name: 'Clear my details' })).toBeNull();
  });
});
