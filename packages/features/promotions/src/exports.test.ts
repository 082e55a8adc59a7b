import { describe, expect, it } from 'vitest';

describe('@forecourt/promotions public API', { timeout: 120_000 }, () => {
  it('exports exactly these names', async () => {
    expect(Object.keys(await import('./index.ts')).sort()).toEqual([
      'OnlinePaymentForm',
      'PAYMENT_COPY',
      'PaymentChallenge',
      'PaymentReceipt',
      'SPIN_COPY',
      'SpinEntryForm',
      'SpinResult',
      'SpinWheel',
      'longDate',
      'longDateTime',
      'wheelGradient',
      'wheelStopAngle',
    ]);
  });
});
