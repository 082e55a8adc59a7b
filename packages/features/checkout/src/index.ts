export { depositText, holdUntilText, RESERVE_COPY } from './reserve-copy.ts';
export { CardChallenge, type CardChallengeProps } from './ui/CardChallenge.tsx';
export { ReserveConfirmation, type ReserveConfirmationProps } from './ui/ReserveConfirmation.tsx';
export { ReserveForm, type ReserveFormProps } from './ui/ReserveForm.tsx';
