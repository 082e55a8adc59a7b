export { boundsHelpText } from './bounds-help-text.ts';
export {
  BUDGET_DEFAULTS,
  type BudgetBasis,
  type BudgetFrequency,
  type BudgetInput,
  budgetFromRepayment,
  clampBudgetInput,
} from './budget-from-repayment.ts';
export {
  type Bound,
  CALCULATOR_PRESETS,
  CALCULATOR_VARIANTS,
  type CalculatorBounds,
  type CalculatorBoundsOptions,
  type CalculatorPreset,
  type CalculatorPresetName,
  calculatorBounds,
  DEFAULT_INTEREST_RATE_PCT,
} from './calculator-bounds.ts';
export {
  basisRepayment,
  type CarFinanceCar,
  type CarFinanceEstimate,
  type CarFinanceEstimateOptions,
  type CarFinanceSite,
  carFinanceEstimate,
  FINANCE_BASIS_DEFAULTS,
  type FinanceBasis,
  type FinanceBasisOptions,
  type FinanceBasisSettings,
  financeBasis,
  isFinanceExcludedDealership,
  type LoanKind,
  loanKind,
  monthlyAccountFee,
  periodFee,
} from './car-finance-estimate.ts';
export { clampToBounds, isWithinBounds, nonNegativeAmount } from './clamp-to-bounds.ts';
export { COMPARISON_LOAN, type ComparisonRateInput, comparisonRate } from './comparison-rate.ts';
export { establishmentFee, PROVIDER_ESTABLISHMENT_FEES } from './establishment-fee.ts';
export { type DisclaimedLoan, financeDisclaimer } from './finance-disclaimer.ts';
export {
  canShowFinanceCalculator,
  DEFAULT_EXCLUDED_DEALERSHIP_IDS,
  FINANCE_EXCLUDED_MAKE,
  FINANCE_MIN_PRICE,
  type FinanceCalculatorOptions,
  type FinanceCar,
  type FinanceEligibility,
  type FinanceEligibilityOptions,
  type FinanceIneligibleReason,
  type FinanceLender,
  financeEligibility,
  isFinanceEligible,
  TAURUS_MAX_AGE_YEARS,
} from './finance-eligibility.ts';
export {
  FINANCE_ESTIMATE,
  type FinanceEstimate,
  type FinanceEstimateOptions,
  financeEstimate,
} from './finance-estimate.ts';
export {
  FINANCE_PROVIDER_KEYS,
  type FinanceProviderKey,
  financeProviderKey,
} from './finance-providers.ts';
export {
  ESTABLISHMENT_FEE_LABEL,
  type FinanceFee,
  type FinanceFeeSettings,
  feesTotal,
  feeText,
  financedFees,
} from './financed-fees.ts';
export { FREQUENCIES, type PaymentFrequency } from './frequencies.ts';
export {
  FUEL_DEFAULTS,
  type FuelCar,
  type FuelCost,
  type FuelCostInput,
  type FuelVariant,
  fuelCost,
} from './fuel-cost.ts';
export { parseFuelInput } from './parse-fuel-input.ts';
export { type RepaymentInput, repayment } from './repayment.ts';
export {
  ENQUIRE_FOR_FINANCE_TEXT,
  MIN_SHOWN_REPAYMENT,
  type RepaymentDisplay,
  type RepaymentDisplayOptions,
  repaymentDisplay,
} from './repayment-display.ts';
export { type RoundRepaymentOptions, roundRepayment, shouldRoundUp } from './round-repayment.ts';
export { type TotalPayableInput, totalPayable } from './total-payable.ts';
