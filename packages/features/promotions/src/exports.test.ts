import { describe, expect, it } from 'vitest';

describe('@forecourt/promotions public API', { timeout: 120_000 }, () => {
  it('exports exactly these names', async () => {
    expect(Object.keys(await import('./index.ts')).sort()).toEqual([
      'FeatureBanner',
      'OnlinePaymentForm',
      'PAYMENT_COPY',
      'PROMOTIONS_SLIDER_SIZE',
      'PaymentChallenge',
      'PaymentReceipt',
      'PromotionsSlider',
      'SPIN_COPY',
      'SpinEntryForm',
      'SpinResult',
      'SpinWheel',
      'featureBannerItems',
      'homeImagery',
      'longDate',
      'longDateTime',
      'promotionsSliderData',
      'wheelGradient',
      'wheelStopAngle',
    ]);
  });
});
