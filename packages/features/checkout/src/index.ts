export { BUY_ONLINE_COPY } from './buy-online-copy.ts';
export { depositText, holdUntilText, RESERVE_COPY } from './reserve-copy.ts';
export { CardChallenge, type CardChallengeProps } from './ui/CardChallenge.tsx';
export {
  type JourneyFormStep,
  JourneyStepForm,
  type JourneyStepFormProps,
} from './ui/JourneyStepForm.tsx';
export { ReserveConfirmation, type ReserveConfirmationProps } from './ui/ReserveConfirmation.tsx';
export { ReserveForm, type ReserveFormProps } from './ui/ReserveForm.tsx';
export { STRIPE_COPY, StripeCardForm, type StripeCardFormProps } from './ui/StripeCardForm.tsx';
