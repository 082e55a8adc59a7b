import { describe, expect, it } from 'vitest';

describe('@forecourt/pricing public API', () => {
  it('exports exactly these names', async () => {
    expect(Object.keys(await import('./index.ts')).sort()).toEqual([
      'BELOW_MARKET_PRICE_TEXT',
      'DEFAULT_RESERVE_DEPOSIT',
      'FILL_HIGH_ABOVE',
      'FILL_MEDIUM_FROM',
      'GOOD_DEAL_LABEL',
      'GREAT_DEAL_LABEL',
      'GREAT_DEAL_MIN_FILL',
      'MARKET_BADGE_THRESHOLD',
      'MIN_DISPLAY_PRICE',
      'PREORDER_TEXT',
      'PRICE_COMPARISON_MIN_CONFIDENCE',
      'RESERVE_HOLD_HOURS',
      'SUBSCRIPTION_PERIOD_TEXT',
      'displayPrice',
      'fillBand',
      'marketPriceBadge',
      'priceComparison',
      'reserveDeposit',
      'salePrice',
      'subscriptionPrice',
      'tradeInReducedPrice',
      'wasPrice',
    ]);
  });
});
