import { ONLINE_PAYMENT_MESSAGES } from '@forecourt/lead-payloads';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { OnlinePaymentForm } from './OnlinePaymentForm.tsx';

// Stripe.js is the true external boundary (it loads from js.stripe.com): a stand-in records calls.
const stripeCalls = vi.hoisted(() => ({
  elements: [] as Record<string, unknown>[],
  updates: [] as Record<string, unknown>[],
  mounted: 0,
}));
vi.mock('@stripe/stripe-js', () => ({
  loadStripe: async () => ({
    elements: (options: Record<string, unknown>) => {
      stripeCalls.elements.push(options);
      return {
        create: () => ({
          mount: () => {
            stripeCalls.mounted += 1;
          },
          destroy: () => {},
        }),
        update: (options: Record<string, unknown>) => stripeCalls.updates.push(options),
        submit: async () => ({}),
      };
    },
    createPaymentMethod: async () => ({ paymentMethod: { id: 'pm_test_7' } }),
    handleNextAction: async () => ({}),
  }),
}));

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

  it("takes the card in Stripe's Payment Element and posts its PaymentMethod id, never card fields", async () => {
    // What the route would post, read when the form is handed over (as `submit` reads it).
    let posted: FormData | null = null;
    const onValid = vi.fn((form: HTMLFormElement) => {
      posted = new FormData(form);
    });
    const { container } = render(
      <OnlinePaymentForm
        {...base}
        stripeKey="pk_test_offline"
        onValid={onValid}
        defaultValues={{ purpose: 'service', reference: 'INV-9' }}
      />,
    );
    expect(screen.queryByLabelText(/Card number/)).toBeNull();
    expect(screen.queryByText(/This is a test payment form/)).toBeNull();
    await waitFor(() => expect(stripeCalls.mounted).toBe(1));
    fireEvent.change(screen.getByLabelText(/Amount/), { target: { value: '1,250.50' } });
    // The element is told the amount it will charge.
    await waitFor(() => expect(stripeCalls.updates.at(-1)).toEqual({ amount: 125_050 }));
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Pay now' }) as HTMLButtonElement).disabled).toBe(
        false,
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect((posted as FormData | null)?.get('payment_method_id')).toBe('pm_test_7');
    expect(container.querySelector('input[name="card_number"]')).toBeNull();
  });
});
