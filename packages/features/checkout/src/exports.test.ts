import { describe, expect, it } from 'vitest';

describe('@forecourt/checkout public API', { timeout: 120_000 }, () => {
  it('exports exactly these names', async () => {
    expect(Object.keys(await import('./index.ts')).sort()).toMatchInlineSnapshot(`
      [
        "BUY_ONLINE_COPY",
        "CardChallenge",
        "JourneyStepForm",
        "RESERVE_COPY",
        "ReserveConfirmation",
        "ReserveForm",
        "STRIPE_COPY",
        "StripeCardForm",
        "depositText",
        "holdUntilText",
      ]
    `);
  });
});
