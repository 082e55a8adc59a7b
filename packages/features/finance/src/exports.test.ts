import { describe, expect, it } from 'vitest';

// Importing the package cold (with ui-kit and Radix) is slow on a busy 2-core runner.
describe('@forecourt/finance public API', { timeout: 30_000 }, () => {
  it('exports exactly these names', async () => {
    expect(Object.keys(await import('./index.ts')).sort()).toMatchInlineSnapshot(`
      [
        "ALL_BODIES_CAR_TYPE",
        "BUDGET_BODY_LIMIT",
        "BUDGET_CAP_WITHOUT_STOCK",
        "BUDGET_FINDER_DEFAULTS",
        "BUDGET_FINDER_TRANSLATIONS",
        "BudgetFinder",
        "FINANCE_APPLICATION_FORM_TRANSLATIONS",
        "FINANCE_APPLICATION_PARAMS",
        "FINANCE_CALCULATOR_TRANSLATIONS",
        "FINANCE_DISCLAIMER_TRANSLATIONS",
        "FINANCE_FORM_ANCHOR",
        "FINANCE_QUOTE_INTENT",
        "FINANCE_STEPS_TRANSLATIONS",
        "FINANCE_SUMMARY_TRANSLATIONS",
        "FINANCE_TEXT_FIELDS",
        "FinanceApplicationForm",
        "FinanceCalculator",
        "FinanceDisclaimer",
        "FinanceSteps",
        "FinanceSummary",
        "NO_QUOTE_TEXT",
        "PRICE_DESC_SORT_BY",
        "PRICE_RANGE_FINDER_TRANSLATIONS",
        "PRICE_SLIDER_DEFAULTS",
        "PriceRangeFinder",
        "QUOTE_TEXT_FIELDS",
        "REQUEST_QUOTE_FORM_TRANSLATIONS",
        "RequestQuoteForm",
        "budgetBodies",
        "budgetFinderView",
        "budgetInputNumber",
        "calculatorResult",
        "financeApplicationHref",
        "financeApplicationInput",
        "financeApplicationPrefill",
        "financeApplicationSchema",
        "financeLinks",
        "financeView",
        "loadBudgetFinderStock",
        "loadYouxQuote",
        "priceRangeSearchHref",
        "priceSliderRange",
        "quoteInput",
        "submitFinanceApplication",
        "submitFinanceQuote",
        "youxQuoteView",
      ]
    `);
  }, 30_000);
});
