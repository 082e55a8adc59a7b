export {
  BUDGET_CAP_WITHOUT_STOCK,
  BUDGET_FINDER_DEFAULTS,
  type BudgetFinderSettings,
  type BudgetFinderValues,
  type BudgetFinderView,
  budgetFinderHeading,
  budgetFinderView,
  budgetInputNumber,
  type StockPriceRange,
} from './budget-finder.ts';
export {
  BUDGET_BODY_LIMIT,
  type BudgetFinderStock,
  budgetBodies,
  loadBudgetFinderStock,
} from './budget-finder-loader.ts';
export {
  FINANCE_APPLICATION_PARAMS,
  FINANCE_FORM_ANCHOR,
  FINANCE_TEXT_FIELDS,
  type FinanceApplicationCar,
  type FinanceApplicationFailure,
  type FinanceApplicationOutcome,
  type FinanceApplicationParam,
  type FinanceApplicationSite,
  type FinanceApplicationValues,
  type FinanceFormOptions,
  type FinanceTextField,
  financeApplicationHref,
  financeApplicationInput,
  financeApplicationPrefill,
  financeApplicationSchema,
  submitFinanceApplication,
} from './finance-application.ts';
export { financeLinks } from './finance-links.ts';
export {
  FINANCE_QUOTE_INTENT,
  QUOTE_TEXT_FIELDS,
  type QuoteFailure,
  type QuoteFormInput,
  type QuoteOutcome,
  type QuoteTextField,
  quoteInput,
  submitFinanceQuote,
} from './finance-quote-lead.ts';
export {
  type CalculatorSettings,
  type CarFinanceLender,
  type FinanceDisclaimerView,
  type FinanceSummaryView,
  type FinanceView,
  type FinanceViewCar,
  type FinanceViewResult,
  type FinanceViewSite,
  financeView,
} from './finance-view.ts';
export {
  HOME_FINDER_SEARCH_PATH,
  type HomeFinders as HomeFindersData,
  type HomeFindersSite,
  loadHomeFinders,
} from './home-finders.ts';
export { type PriceQuickPick, priceQuickPicks } from './price-quick-picks.ts';
export {
  PRICE_DESC_SORT_BY,
  PRICE_SLIDER_DEFAULTS,
  priceRangeSearchHref,
  priceSliderRange,
} from './price-range-finder.ts';
export {
  BUDGET_FINDER_TRANSLATIONS,
  BudgetFinder,
  type BudgetFinderProps,
  type BudgetFinderTranslations,
} from './ui/BudgetFinder.tsx';
export { DeferredBudgetFinder } from './ui/DeferredBudgetFinder.tsx';
export {
  type DealershipOption,
  FINANCE_APPLICATION_FORM_TRANSLATIONS,
  FinanceApplicationForm,
  type FinanceApplicationFormClassNames,
  type FinanceApplicationFormProps,
  type FinanceApplicationFormTranslations,
} from './ui/FinanceApplicationForm.tsx';
export {
  type CalculatorField,
  type CalculatorValues,
  calculatorResult,
  FINANCE_CALCULATOR_TRANSLATIONS,
  FinanceCalculator,
  type FinanceCalculatorClassNames,
  type FinanceCalculatorProps,
  type FinanceCalculatorTranslations,
} from './ui/FinanceCalculator.tsx';
export {
  FINANCE_DISCLAIMER_TRANSLATIONS,
  FinanceDisclaimer,
  type FinanceDisclaimerClassNames,
  type FinanceDisclaimerProps,
  type FinanceDisclaimerTranslations,
} from './ui/FinanceDisclaimer.tsx';
export {
  FINANCE_STEPS_TRANSLATIONS,
  FinanceSteps,
  type FinanceStepsProps,
  type FinanceStepsTranslations,
} from './ui/FinanceSteps.tsx';
export {
  FINANCE_SUMMARY_TRANSLATIONS,
  FinanceSummary,
  type FinanceSummaryClassNames,
  type FinanceSummaryProps,
  type FinanceSummaryTranslations,
} from './ui/FinanceSummary.tsx';
export { HomeFinders, type HomeFindersProps } from './ui/HomeFinders.tsx';
export { PriceQuickPicks, type PriceQuickPicksProps } from './ui/PriceQuickPicks.tsx';
export {
  PRICE_RANGE_FINDER_TRANSLATIONS,
  PriceRangeFinder,
  type PriceRangeFinderProps,
  type PriceRangeFinderTranslations,
} from './ui/PriceRangeFinder.tsx';
export {
  REQUEST_QUOTE_FORM_TRANSLATIONS,
  RequestQuoteForm,
  type RequestQuoteFormClassNames,
  type RequestQuoteFormProps,
  type RequestQuoteFormTranslations,
} from './ui/RequestQuoteForm.tsx';
export {
  loadYouxQuote,
  NO_QUOTE_TEXT,
  type QuoteViewCar,
  type YouxQuoteView,
  youxQuoteView,
} from './youx-quote.ts';
