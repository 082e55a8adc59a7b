import { render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { StripeCardForm, type StripeCardFormProps } from './StripeCardForm.tsx';

// Stripe.js is the true external boundary (it loads from js.stripe.com): a stand-in records calls.
const calls = vi.hoisted(() => ({
  loadStripe: [] as string[],
  mounted: [] as HTMLElement[],
  elements: [] as Record<string, unknown>[],
  created: [] as (Record<string, unknown> | undefined)[],
  updates: [] as Record<string, unknown>[],
  nextAction: [] as string[],
}));
vi.mock('@stripe/stripe-js', () => ({
  loadStripe: async (key: string) => {
    calls.loadStripe.push(key);
    return {
      elements: (options: Record<string, unknown>) => {
        calls.elements.push(options);
        return {
          create: (_type: string, options?: Record<string, unknown>) => {
            calls.created.push(options);
            return {
              mount: (el: HTMLElement) => calls.mounted.push(el),
              destroy: () => {},
            };
          },
          update: (options: Record<string, unknown>) => calls.updates.push(options),
          submit: async () => ({}),
        };
      },
      createPaymentMethod: async () => ({ paymentMethod: { id: 'pm_test_1' } }),
      handleNextAction: async ({ clientSecret }: { clientSecret: string }) => {
        calls.nextAction.push(clientSecret);
        return {};
      },
    };
  },
}));

const props: StripeCardFormProps = {
  publishableKey: 'pk_test_offline',
  deposit: '$200',
  depositCents: 20_000,
  idempotencyKey: 'k',
};

/** The element the stub route renders (one module-level component, not one per render). */
let routeElement: React.ReactElement | null = null;
function RouteElement() {
  return routeElement;
}

function renderInRouter(
  element: React.ReactElement,
  action: (args: { request: Request }) => Promise<unknown> = async () => null,
) {
  routeElement = element;
  const Stub = createRoutesStub([{ path: '/', Component: RouteElement, action }]);
  return render(<Stub initialEntries={['/']} />);
}

describe('<StripeCardForm />', () => {
  beforeEach(() => {
    calls.loadStripe.length = 0;
    calls.mounted.length = 0;
    calls.elements.length = 0;
    calls.nextAction.length = 0;
    calls.created.length = 0;
    calls.updates.length = 0;
  });

  it('server-renders the Elements mount point with the publishable key and no secret', () => {
    routeElement = <StripeCardForm {...props} />;
    const Stub = createRoutesStub([{ path: '/', Component: RouteElement }]);
    const html = renderToString(<Stub initialEntries={['/']} />);
    expect(html).toContain('id="fc-stripe-element"');
    expect(html).toContain('data-publishable-key="pk_test_offline"');
    expect(html).not.toMatch(/sk_(test|live)_|whsec_/);
    // The button waits for the card form.
    expect(html).toMatch(/<button[^>]*disabled/);
  });

  it('loads Stripe.js lazily with the publishable key and mounts the Payment Element', async () => {
    renderInRouter(<StripeCardForm {...props} />);
    await waitFor(() => expect(calls.mounted).toHaveLength(1));
    expect(calls.loadStripe).toEqual(['pk_test_offline']);
    expect(calls.mounted[0]?.id).toBe('fc-stripe-element');
    expect(calls.elements[0]).toMatchObject({ mode: 'payment', amount: 20_000, currency: 'aud' });
    // Wallets appear where Stripe offers them on the shopper's device.
    expect(calls.created[0]).toMatchObject({ wallets: { applePay: 'auto', googlePay: 'auto' } });
    await waitFor(() =>
      expect(
        (screen.getByRole('button', { name: 'Reserve for $200' }) as HTMLButtonElement).disabled,
      ).toBe(false),
    );
  });

  it("confirms the bank's check in the browser with the PaymentIntent's client secret", async () => {
    const action = vi.fn(async ({ request }: { request: Request }) => {
      const form = await request.formData();
      return { intent: form.get('intent'), approved: form.get('approved') };
    });
    renderInRouter(
      <StripeCardForm
        {...props}
        challenge={{ reservationId: 'r-1', clientSecret: 'pi_1_secret_abc' }}
      />,
      action,
    );
    await waitFor(() => expect(calls.nextAction).toEqual(['pi_1_secret_abc']));
    await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
    expect(await action.mock.results[0]?.value).toEqual({ intent: 'challenge', approved: 'yes' });
  });

  it('says so when the site has no publishable key', () => {
    renderInRouter(<StripeCardForm {...props} publishableKey={null} />);
    expect(screen.getByRole('note').textContent).toMatch(/not set up/);
    expect(calls.loadStripe).toEqual([]);
  });
});
