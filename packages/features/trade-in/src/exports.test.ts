import { describe, expect, it } from 'vitest';

describe('@forecourt/trade-in public API', { timeout: 30_000 }, () => {
  it('exports exactly these names', async () => {
    expect(Object.keys(await import('./index.ts')).sort()).toMatchInlineSnapshot(`
      [
        "STEP_FIELDS",
        "STEP_TITLES",
        "TRADE_IN_FAQ",
        "TRADE_IN_FIELDS",
        "TRADE_IN_STEPS",
        "TradeInFaq",
        "TradeInForm",
        "conditionAnswers",
        "conditionField",
        "expectsOnlineEstimate",
        "firstInvalidStep",
        "isStep",
        "nextStep",
        "previousStep",
        "readValues",
        "validateStep",
        "valuationRequest",
      ]
    `);
  }, 30_000);

  it('exports the route module with its action, loader, meta, links and page', async () => {
    expect(Object.keys(await import('./routes/trade-in.tsx')).sort()).toEqual([
      'TRADE_IN_PAGE_TEXT',
      'action',
      'default',
      'links',
      'loader',
      'meta',
    ]);
  }, 30_000);
});
