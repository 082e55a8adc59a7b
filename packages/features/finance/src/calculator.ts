// A separate entry so a page can load the calculator (and its slider code) in a chunk of its own.
export {
  type CalculatorField,
  type CalculatorValues,
  calculatorDisclaimer,
  calculatorResult,
  FINANCE_CALCULATOR_TRANSLATIONS,
  FinanceCalculator,
  type FinanceCalculatorProps,
} from './ui/FinanceCalculator.tsx';
