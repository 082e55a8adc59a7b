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
  FINANCE_SUMMARY_TRANSLATIONS,
  FinanceSummary,
  type FinanceSummaryClassNames,
  type FinanceSummaryProps,
  type FinanceSummaryTranslations,
} from './ui/FinanceSummary.tsx';
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
