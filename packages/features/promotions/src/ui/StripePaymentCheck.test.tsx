import { render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { StripePaymentCheck } from './StripePaymentCheck.tsx';

// Stripe.js is the true external boundary (it loads from js.stripe.com): a stand-in answers the
// bank's check, failing for one client secret.
const secrets = vi.hoisted(() => [] as string[]);
vi.mock('@stripe/stripe-js', () => ({
  loadStripe: async () => ({
    handleNextAction: async ({ clientSecret }: { clientSecret: string }) => {
      secrets.push(clientSecret);
      return clientSecret.includes('fail') ? { error: { message: 'Declined by the bank' } } : {};
    },
  }),
}));

/** The client secret the page under test holds (one module-level component, not one per render). */
let pageSecret = '';
function Page() {
  return (
    <StripePaymentCheck paymentId="pay-1" clientSecret={pageSecret} publishableKey="pk_test" />
  );
}

function checkAnswering(clientSecret: string) {
  pageSecret = clientSecret;
  const action = vi.fn(async ({ request }: { request: Request }) => {
    const form = await request.formData();
    return Object.fromEntries(form);
  });
  const Stub = createRoutesStub([{ path: '/', Component: Page, action }]);
  render(<Stub initialEntries={['/']} />);
  return action;
}

describe('<StripePaymentCheck /> (site-wide §2 /online-payment, by Stripe)', () => {
  it("runs the bank's check with the intent's client secret and posts the payment's answer", async () => {
    const action = checkAnswering('pi_1_secret_ok');
    expect(screen.getByRole('heading', { level: 2 })).toBeTruthy();
    await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
    expect(secrets).toContain('pi_1_secret_ok');
    expect(await action.mock.results[0]?.value).toEqual({
      intent: 'challenge',
      payment: 'pay-1',
      approved: 'yes',
    });
  });

  it('posts "no" when the bank refuses, so the page shows the decline', async () => {
    const action = checkAnswering('pi_2_secret_fail');
    await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
    expect(await action.mock.results[0]?.value).toMatchObject({ approved: 'no' });
  });
});
