import { describe, expect, it } from 'vitest';
import {
  dollarsToCents,
  formatCents,
  ONLINE_PAYMENT_MESSAGES,
  onlinePaymentFormSchema,
} from './online-payment.ts';

const card = {
  card_name: 'Alice Nguyen',
  card_number: '4242 4242 4242 4242',
  card_expiry: '12/39',
  card_cvc: '123',
};
const one = onlinePaymentFormSchema({ maxAmountCents: 1_000_000, dealershipIds: [1] });
const group = onlinePaymentFormSchema({ maxAmountCents: 500_000, dealershipIds: [2, 3] });
const valid = { purpose: 'service', reference: 'INV-1042', amount: '1,250.5', ...card };

function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const first: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) first[issue.path.join('.')] ??= issue.message;
  return first;
}

describe('onlinePaymentFormSchema (site-wide §2 /online-payment)', () => {
  it('reads the amount as whole cents and the only dealership as the payee', () => {
    const parsed = one.parse(valid);
    expect(parsed.amount).toBe(125_050);
    expect(parsed.dealership_id).toBe(1);
    expect(parsed.card_number).toBe('4242424242424242');
  });

  it('refuses a zero, a negative, a three-decimal and a non-number amount', () => {
    expect(messages(one.safeParse({ ...valid, amount: '0' })).amount).toBe(
      ONLINE_PAYMENT_MESSAGES.amountPositive,
    );
    for (const amount of ['-5', '10.005', 'ten', '', '1e3']) {
      expect(messages(one.safeParse({ ...valid, amount })).amount).toBe(
        ONLINE_PAYMENT_MESSAGES.amountInvalid,
      );
    }
  });

  it("refuses more than the site's maximum and accepts the maximum itself", () => {
    expect(
      messages(group.safeParse({ ...valid, dealership_id: 2, amount: '5000.01' })).amount,
    ).toBe(ONLINE_PAYMENT_MESSAGES.amountTooLarge('$5,000.00'));
    expect(group.parse({ ...valid, dealership_id: '3', amount: '5000' }).amount).toBe(500_000);
  });

  it('asks which dealership on a site with more than one, and only its own', () => {
    expect(messages(group.safeParse(valid)).dealership_id).toBe(
      ONLINE_PAYMENT_MESSAGES.dealershipRequired,
    );
    expect(messages(group.safeParse({ ...valid, dealership_id: '9' })).dealership_id).toBe(
      ONLINE_PAYMENT_MESSAGES.dealershipRequired,
    );
  });

  it('needs a purpose and a plain reference', () => {
    const result = messages(one.safeParse({ ...valid, purpose: 'bribe', reference: '<b>' }));
    expect(result.purpose).toBe(ONLINE_PAYMENT_MESSAGES.purposeRequired);
    expect(result.reference).toBe(ONLINE_PAYMENT_MESSAGES.referenceInvalid);
    expect(messages(one.safeParse({ ...valid, reference: '  ' })).reference).toBe(
      ONLINE_PAYMENT_MESSAGES.referenceRequired,
    );
  });
});

describe('dollarsToCents / formatCents', () => {
  it('converts exactly, without floating point', () => {
    expect(dollarsToCents('$0.10')).toBe(10);
    expect(dollarsToCents('19.99')).toBe(1999);
    expect(dollarsToCents('1,000,000')).toBe(100_000_000);
    expect(dollarsToCents('1,00')).toBeNull();
    expect(formatCents(125_050)).toBe('$1,250.50');
    expect(formatCents(5)).toBe('$0.05');
  });
});
