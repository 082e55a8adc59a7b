export { TRADE_IN_FAQ, type TradeInFaqItem } from './faq.ts';
export {
  conditionAnswers,
  conditionField,
  expectsOnlineEstimate,
  firstInvalidStep,
  isStep,
  nextStep,
  previousStep,
  readValues,
  STEP_FIELDS,
  STEP_TITLES,
  TRADE_IN_FIELDS,
  TRADE_IN_STEPS,
  type TradeInStep,
  type TradeInValues,
  validateStep,
  valuationRequest,
} from './steps.ts';
export { TradeInFaq, type TradeInFaqProps } from './ui/TradeInFaq.tsx';
export {
  type TradeInCar,
  TradeInForm,
  type TradeInFormProps,
  type TradeInOffer,
  type TradeInState,
} from './ui/TradeInForm.tsx';
