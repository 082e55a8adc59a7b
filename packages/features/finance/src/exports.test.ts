import { describe, expect, it } from 'vitest';

// Importing the package cold (with ui-kit and Radix) is slow on a busy 2-core runner.
describe('@forecourt/finance public API', { timeout: 30_000 }, () => {
  it('exports exactly these names', async () => {
    expect(Object.keys(await import('./index.ts')).sort()).toMatchInlineSnapshot(`
      [
        "FINANCE_CALCULATOR_TRANSLATIONS",
        "FINANCE_DISCLAIMER_TRANSLATIONS",
        "FINANCE_QUOTE_INTENT",
        "FINANCE_SUMMARY_TRANSLATIONS",
        "FinanceCalculator",
        "FinanceDisclaimer",
        "FinanceSummary",
        "NO_QUOTE_TEXT",
        "QUOTE_TEXT_FIELDS",
        "REQUEST_QUOTE_FORM_TRANSLATIONS",
        "RequestQuoteForm",
        "calculatorResult",
        "financeView",
        "loadYouxQuote",
        "quoteInput",
        "submitFinanceQuote",
        "youxQuoteView",
      ]
    `);
  }, 30_000);
});
