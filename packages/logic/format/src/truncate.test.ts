import { describe, expect, it } from 'vitest';
import {
  DEALER_COMMENTS_MAX_LENGTH,
  ELLIPSIS,
  FINANCE_DISCLAIMER_MAX_LENGTH,
  OFFER_DESCRIPTION_FULL_MAX_LENGTH,
  OFFER_DESCRIPTION_MAX_LENGTH,
  OFFER_DISCLAIMER_MAX_LENGTH,
  truncate,
  truncateDealerComments,
  truncateFinanceDisclaimer,
  truncateOfferDescription,
  truncateOfferDisclaimer,
} from './truncate.ts';

/** A text of exactly `length` characters with no spaces. */
const text = (length: number) => 'x'.repeat(length);

describe('truncate', () => {
  it('leaves text at or below the limit unchanged (vehicle-stock §9)', () => {
    expect(truncate('hello', 5)).toBe('hello');
    expect(truncate('hell', 5)).toBe('hell');
    expect(truncate('', 5)).toBe('');
  });

  it('keeps max characters and appends ... when over the limit (vehicle-stock §9)', () => {
    expect(ELLIPSIS).toBe('...');
    expect(truncate('hello!', 5)).toBe('hello...');
    expect(truncate('The quick brown fox', 9)).toBe('The quick...');
  });

  it('trims trailing whitespace before the ellipsis (vehicle-stock §9)', () => {
    expect(truncate('The quick brown fox', 10)).toBe('The quick...');
    expect(truncate('The quick\n\nbrown fox', 11)).toBe('The quick...');
  });

  it('never splits an emoji in half (vehicle-stock §9)', () => {
    // '🚗' is two UTF-16 units; cutting after 'ab' + its first unit drops the whole emoji.
    expect(truncate('ab🚗cd', 3)).toBe('ab...');
    expect(truncate('ab🚗cd', 4)).toBe('ab🚗...');
  });

  it('handles a zero or fractional limit', () => {
    expect(truncate('abc', 0)).toBe('...');
    expect(truncate('abcdef', 2.9)).toBe('ab...');
  });
});

describe('truncateDealerComments', () => {
  it('truncates dealer comments at 400 characters (vehicle-stock §9)', () => {
    expect(DEALER_COMMENTS_MAX_LENGTH).toBe(400);
    expect(truncateDealerComments(text(399))).toBe(text(399));
    expect(truncateDealerComments(text(400))).toBe(text(400));
    expect(truncateDealerComments(text(401))).toBe(`${text(400)}...`);
  });
});

describe('truncateFinanceDisclaimer', () => {
  it('truncates the finance disclaimer at 197 characters (vehicle-stock §9)', () => {
    expect(FINANCE_DISCLAIMER_MAX_LENGTH).toBe(197);
    expect(truncateFinanceDisclaimer(text(196))).toBe(text(196));
    expect(truncateFinanceDisclaimer(text(197))).toBe(text(197));
    expect(truncateFinanceDisclaimer(text(198))).toBe(`${text(197)}...`);
    expect(truncateFinanceDisclaimer(text(198))).toHaveLength(200);
  });
});

describe('truncateOfferDescription', () => {
  it('shows an offer description of 200 characters or fewer whole (site-wide §5)', () => {
    expect(OFFER_DESCRIPTION_FULL_MAX_LENGTH).toBe(200);
    expect(truncateOfferDescription(text(161))).toBe(text(161));
    expect(truncateOfferDescription(text(199))).toBe(text(199));
    expect(truncateOfferDescription(text(200))).toBe(text(200));
  });

  it('truncates a longer offer description at 160 characters (site-wide §5)', () => {
    expect(OFFER_DESCRIPTION_MAX_LENGTH).toBe(160);
    expect(truncateOfferDescription(text(201))).toBe(`${text(160)}...`);
    expect(truncateOfferDescription(text(1000))).toBe(`${text(160)}...`);
  });
});

describe('truncateOfferDisclaimer', () => {
  it('truncates the offer disclaimer at 200 characters (site-wide §5)', () => {
    expect(OFFER_DISCLAIMER_MAX_LENGTH).toBe(200);
    expect(truncateOfferDisclaimer(text(199))).toBe(text(199));
    expect(truncateOfferDisclaimer(text(200))).toBe(text(200));
    expect(truncateOfferDisclaimer(text(201))).toBe(`${text(200)}...`);
  });
});
