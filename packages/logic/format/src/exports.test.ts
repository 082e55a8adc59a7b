import { describe, expect, it } from 'vitest';

describe('@forecourt/format public API', () => {
  it('exports exactly these names', async () => {
    expect(Object.keys(await import('./index.ts')).sort()).toEqual([
      'BRISBANE_TIME_ZONE',
      'DATE_FORMAT',
      'DEALER_COMMENTS_MAX_LENGTH',
      'ELLIPSIS',
      'EPOCH_SECONDS_LIMIT',
      'EXPIRES_ON_PREFIX',
      'FINANCE_DISCLAIMER_MAX_LENGTH',
      'MAX_FULL_STARS',
      'OFFER_DESCRIPTION_FULL_MAX_LENGTH',
      'OFFER_DESCRIPTION_MAX_LENGTH',
      'OFFER_DISCLAIMER_MAX_LENGTH',
      'SALES_COUNTER_COUNT_UP_MS',
      'SALES_COUNTER_REFRESH_SECONDS',
      'SALES_PER_DAY',
      'SALE_INTERVAL_SECONDS',
      'STAR_COUNT',
      'UNREGISTERED_TEXT',
      'compareText',
      'escapeHtml',
      'formatCurrency',
      'formatDate',
      'formatEngineSize',
      'formatInteger',
      'formatKm',
      'formatRating',
      'registrationExpiryText',
      'salesToday',
      'slugify',
      'starFills',
      'toBrisbaneDate',
      'truncate',
      'truncateDealerComments',
      'truncateFinanceDisclaimer',
      'truncateOfferDescription',
      'truncateOfferDisclaimer',
      'upperFirst',
    ]);
  });
});
