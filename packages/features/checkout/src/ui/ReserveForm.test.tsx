import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
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
});
