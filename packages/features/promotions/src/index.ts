export { longDate, longDateTime, PAYMENT_COPY, SPIN_COPY } from './copy.ts';
export {
  type HomeImageryData,
  type HomeImagerySections,
  type HomeImagerySite,
  homeImagery,
} from './home-imagery.tsx';
export {
  OnlinePaymentForm,
  type OnlinePaymentFormProps,
  type OnlinePaymentFormValues,
} from './ui/OnlinePaymentForm.tsx';
export { PaymentChallenge, type PaymentChallengeProps } from './ui/PaymentChallenge.tsx';
export { PaymentReceipt, type PaymentReceiptProps } from './ui/PaymentReceipt.tsx';
export {
  FeatureBanner,
  type FeatureBannerItem,
  featureBannerItems,
  PROMOTIONS_SLIDER_SIZE,
  type PromotionsImageCdn,
  PromotionsSlider,
  type PromotionsSliderData,
  type PromotionsSliderProps,
  promotionsSliderData,
} from './ui/PromotionsSlider.tsx';
export { SpinEntryForm, type SpinEntryFormProps } from './ui/SpinEntryForm.tsx';
export { SpinResult, type SpinResultProps } from './ui/SpinResult.tsx';
export {
  SpinWheel,
  type SpinWheelPrize,
  type SpinWheelProps,
  wheelGradient,
  wheelStopAngle,
} from './ui/SpinWheel.tsx';
