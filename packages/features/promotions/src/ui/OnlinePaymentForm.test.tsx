import { ONLINE_PAYMENT_MESSAGES } from '@forecourt/lead-payloads';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { OnlinePaymentForm } from './OnlinePaymentForm.tsx';

const base = {
  dealerships: [{ id: 1, name: 'Sunshine Used Cars' }],
  maxAmountCents: 1_000_000,
  maxAmountText: '$10,000.00',
  idempotencyKey: 'k',
};
const filled = {
  purpose: 'service',
  reference: 'INV-1042',
  amount: '250.50',
  card_name: 'Alice Nguyen',
  card_number: '4242 4242 4242 4242',
  card_expiry: '12/39',
  card_cvc: '123',
};

describe('<OnlinePaymentForm />', () => {
  it('is a plain POST form with the key, and says it is a test form (site-wide §2 /online-payment)', () => {
    const { container } = render(<OnlinePaymentForm {...base} />);
    const form = container.querySelector('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(
      (container.querySelector('input[name="idempotency_key"]') as HTMLInputElement).value,
    ).toBe('k');
    expect(screen.getByText(/This is a test payment form/)).toBeTruthy();
    expect(screen.queryByLabelText(/Dealership/)).toBeNull();
  });

  it('checks with the shared schema: banner, messages and focus on the first wrong field', async () => {
    const onValid = vi.fn();
    render(<OnlinePaymentForm {...base} onValid={onValid} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(document.activeElement?.id).toBe('pay-purpose'));
    expect(screen.getAllByText(ONLINE_PAYMENT_MESSAGES.referenceRequired).length).toBeGreaterThan(
      0,
    );
    expect(onValid).not.toHaveBeenCalled();
  });

  it("refuses more than the site's maximum before posting", async () => {
    const onValid = vi.fn();
    render(
      <OnlinePaymentForm
        {...base}
        onValid={onValid}
        defaultValues={{ ...filled, amount: '10000.01' }}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() =>
      expect(
        screen.getAllByText(ONLINE_PAYMENT_MESSAGES.amountTooLarge('$10,000.00')).length,
      ).toBeGreaterThan(0),
    );
    expect(onValid).not.toHaveBeenCalled();
  });

  it('asks which dealership when the site has several, and posts a valid form', async () => {
    const onValid = vi.fn();
    render(
      <OnlinePaymentForm
        {...base}
        dealerships={[
          { id: 2, name: 'Metro Mazda' },
          { id: 3, name: 'Metro Kia' },
        ]}
        onValid={onValid}
        defaultValues={filled}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(document.activeElement?.id).toBe('pay-dealership_id'));
    fireEvent.change(screen.getByLabelText(/Dealership/), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
  });

  it('disables the button while paying', () => {
    render(<OnlinePaymentForm {...base} submitting />);
    expect((screen.getByRole('button', { name: /Pay now/ }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});
