// @vitest-environment node
import { testDatabaseTargets } from '@forecourt/db/testing';
import { ONLINE_PAYMENT_MESSAGES } from '@forecourt/lead-payloads';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../test/platform.ts';
import { action as payAction, loader as payLoader } from './online-payment.tsx';
import { action as spinAction, loader as spinLoader } from './spin-to-win.tsx';

/** What a loader or action gave: a thrown or returned redirect Response, or its data. */
async function outcome(
  run: () => unknown,
  // biome-ignore lint/suspicious/noExplicitAny: loader and action data of two routes, read in assertions
): Promise<{ status: number; location?: string; data?: any }> {
  try {
    const value = await run();
    if (value instanceof Response) {
      return { status: value.status, location: value.headers.get('location') ?? '' };
    }
    return { status: 200, data: value };
  } catch (error) {
    if (error instanceof Response) {
      return { status: error.status, location: error.headers.get('location') ?? '' };
    }
    const thrown = error as { type?: string; init?: { status?: number } };
    if (thrown?.type === 'DataWithResponseInit') return { status: thrown.init?.status ?? 500 };
    throw error;
  }
}

const PROMOTION = {
  id: 'spring-spin',
  title: 'Spring Spin to Win',
  starts_at: '2020-01-01',
  expires_at: '2099-12-31',
  terms: 'One spin per person.',
  prizes: [
    { id: 'fuel', label: '$50 fuel card', weight: 1, terms: 'Collect within 30 days.' },
    { id: 'tint', label: 'Free window tint', weight: 1, terms: 'On a car bought by 31 December.' },
  ],
};

const card = {
  card_name: 'Alice Nguyen',
  card_number: '4242 4242 4242 4242',
  card_expiry: '12/39',
  card_cvc: '123',
};

describe.each(testDatabaseTargets())('promotion and payment pages on $kind', ({ open }) => {
  let platform: TestPlatform;
  let alice = '';
  beforeAll(async () => {
    // A fixed draw: the second prize.
    platform = await startTestPlatform(open, { randomInt: () => 1 });
    alice = await platform.signIn({ phone: '0412 345 678' });
  }, 60_000);
  afterAll(async () => {
    await platform?.close();
  });
  beforeEach(async () => {
    await platform.configure({
      features: { online_payment: true } as never,
      online_payment: { max_amount: 2000 },
      spin_to_win: PROMOTION,
      sign_in: { required_types: [] },
    });
  });

  describe('/online-payment (site-wide §2: always signed in)', () => {
    it('sends an anonymous shopper to sign in with type online-payment and the redirect', async () => {
      const result = await outcome(() => payLoader(platform.args('/online-payment') as never));
      expect(result).toEqual({
        status: 302,
        location: '/sign-in?type=online-payment&redirect=%2Fonline-payment&back=%2F',
      });
      const posted = await outcome(() =>
        payAction(platform.args('/online-payment', { form: { intent: 'pay' } }) as never),
      );
      expect(posted.status).toBe(302);
      expect(posted.location).toMatch(/^\/sign-in\?type=online-payment/);
    });

    it('is not found where the site does not take payments online', async () => {
      await platform.configure({ features: { online_payment: false } as never });
      const result = await outcome(() =>
        payLoader(platform.args('/online-payment', { cookie: alice }) as never),
      );
      expect(result.status).toBe(404);
    });

    it('answers field messages from the shared schema, keeping what was typed but the card', async () => {
      const result = await outcome(() =>
        payAction(
          platform.args('/online-payment', {
            cookie: alice,
            form: {
              intent: 'pay',
              purpose: 'service',
              reference: 'INV-7',
              amount: '2000.01',
              ...card,
            },
          }) as never,
        ),
      );
      expect(result.data.fields).toEqual({
        amount: ONLINE_PAYMENT_MESSAGES.amountTooLarge('$2,000.00'),
      });
      expect(result.data.values).toMatchObject({ reference: 'INV-7', amount: '2000.01' });
      expect(result.data.values).not.toHaveProperty('card_number');
    });

    it('pays, redirects to the receipt, and a resubmitted form pays once', async () => {
      const form = {
        intent: 'pay',
        idempotency_key: 'page-load-1',
        purpose: 'deposit',
        reference: 'STK12345',
        amount: '500',
        ...card,
      };
      const first = await outcome(() =>
        payAction(platform.args('/online-payment', { cookie: alice, form }) as never),
      );
      const again = await outcome(() =>
        payAction(platform.args('/online-payment', { cookie: alice, form }) as never),
      );
      expect(first.status).toBe(302);
      expect(again.location).toBe(first.location);
      const page = await outcome(() =>
        payLoader(platform.args(first.location ?? '', { cookie: alice }) as never),
      );
      expect(page.data.payment).toMatchObject({
        status: 'paid',
        amount_cents: 50_000,
        reference: 'STK12345',
        purpose_label: 'Vehicle deposit',
      });
      expect(page.data.payment.payment_id).toMatch(/^testpay_/);
      const rows = await platform.server.deps.db.query(
        `SELECT 1 FROM online_payments WHERE reference = 'STK12345'`,
      );
      expect(rows).toHaveLength(1);
    });
  });

  describe('/spin-to-win (site-wide §2: gated only where the site says)', () => {
    it('lets an anonymous shopper spin with a name and email, and shows the drawn prize', async () => {
      const page = await outcome(() => spinLoader(platform.args('/spin-to-win') as never));
      expect(page.data).toMatchObject({
        promotion: { status: 'running' },
        spin: null,
        signedIn: false,
      });
      const missing = await outcome(() =>
        spinAction(platform.args('/spin-to-win', { form: { name: 'Zoe' } }) as never),
      );
      expect(Object.keys(missing.data.fields)).toEqual(['email']);
      const spun = await outcome(() =>
        spinAction(
          platform.args('/spin-to-win', {
            form: { promotion_id: PROMOTION.id, name: 'Zoe', email: 'zoe@example.com' },
          }) as never,
        ),
      );
      expect(spun.status).toBe(302);
      const result = await outcome(() => spinLoader(platform.args(spun.location ?? '') as never));
      expect(result.data.spin.prize).toEqual({
        id: 'tint',
        label: 'Free window tint',
        terms: 'On a car bought by 31 December.',
      });
      const twice = await outcome(() =>
        spinAction(
          platform.args('/spin-to-win', {
            form: { promotion_id: PROMOTION.id, name: 'Zoe', email: 'zoe@example.com' },
          }) as never,
        ),
      );
      expect(twice.data.error).toBe('You have already had your spin in this promotion.');
    });

    it('sends an anonymous shopper to sign in where the site gates spin-to-win', async () => {
      await platform.configure({ sign_in: { required_types: ['spin-to-win'] } });
      const result = await outcome(() => spinLoader(platform.args('/spin-to-win') as never));
      expect(result).toEqual({
        status: 302,
        location: '/sign-in?type=spin-to-win&redirect=%2Fspin-to-win&back=%2F',
      });
      const signedIn = await outcome(() =>
        spinLoader(platform.args('/spin-to-win', { cookie: alice }) as never),
      );
      expect(signedIn.data.signedIn).toBe(true);
    });

    it('says the promotion has ended after its expiry (no sign-in asked), and 404s without one', async () => {
      await platform.configure({
        spin_to_win: { ...PROMOTION, expires_at: '2021-01-01' },
        sign_in: { required_types: ['spin-to-win'] },
      });
      const ended = await outcome(() => spinLoader(platform.args('/spin-to-win') as never));
      expect(ended.data.promotion.status).toBe('ended');
      await platform.configure({ spin_to_win: null });
      expect((await outcome(() => spinLoader(platform.args('/spin-to-win') as never))).status).toBe(
        404,
      );
    });
  });
});
