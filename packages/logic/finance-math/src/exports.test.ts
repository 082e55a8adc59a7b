import { describe, expect, it } from 'vitest';

describe('@forecourt/finance-math public API', () => {
  it('exports exactly these names', async () => {
    expect(Object.keys(await import('./index.ts')).sort()).toEqual([
      'BUDGET_DEFAULTS',
      'CALCULATOR_PRESETS',
      'CALCULATOR_VARIANTS',
      'DEFAULT_EXCLUDED_DEALERSHIP_IDS',
      'DEFAULT_INTEREST_RATE_PCT',
      'ENQUIRE_FOR_FINANCE_TEXT',
      'FINANCE_ESTIMATE',
      'FINANCE_EXCLUDED_MAKE',
      'FINANCE_MIN_PRICE',
      'FINANCE_PROVIDER_KEYS',
      'FREQUENCIES',
      'FUEL_DEFAULTS',
      'MIN_SHOWN_REPAYMENT',
      'PROVIDER_ESTABLISHMENT_FEES',
      'TAURUS_MAX_AGE_YEARS',
      'boundsHelpText',
      'budgetFromRepayment',
      'calculatorBounds',
      'canShowFinanceCalculator',
      'clampBudgetInput',
      'clampToBounds',
      'establishmentFee',
      'financeEligibility',
      'financeEstimate',
      'financeProviderKey',
      'fuelCost',
      'isFinanceEligible',
      'isWithinBounds',
      'nonNegativeAmount',
      'parseFuelInput',
      'repayment',
      'repaymentDisplay',
      'roundRepayment',
      'shouldRoundUp',
      'totalPayable',
    ]);
  });
});
