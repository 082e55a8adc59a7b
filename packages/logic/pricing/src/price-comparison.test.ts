import { describe, expect, it } from 'vitest';
import { fillBand, type PriceComparisonResponse, priceComparison } from './price-comparison.ts';

/** A response that shows the widget; override the field a rule is about. */
const response = (overrides: Partial<PriceComparisonResponse> = {}): PriceComparisonResponse => ({
  fill: 0.5,
  listing_price: 30_000,
  market_range_min: 28_000,
  market_range_max: 34_000,
  confidence: 0.8,
  description: null,
  ...overrides,
});

describe('priceComparison', () => {
  it('shows the widget with label, fill band and numbers (vehicle-stock §5)', () => {
    expect(priceComparison(response())).toEqual({
      label: 'Good Deal',
      fill: 'medium',
      fillValue: 0.5,
      listingPrice: 30_000,
      marketRangeMin: 28_000,
      marketRangeMax: 34_000,
      confidence: 0.8,
    });
  });

  it('hides the comparison when there is no response (vehicle-stock §8)', () => {
    expect(priceComparison(null)).toBeNull();
    expect(priceComparison(undefined)).toBeNull();
    expect(priceComparison({})).toBeNull();
  });

  it.each(['fill', 'listing_price', 'market_range_min', 'market_range_max', 'confidence'] as const)(
    'hides the comparison when %s is missing (vehicle-stock §5)',
    (field) => {
      expect(priceComparison(response({ [field]: null }))).toBeNull();
      expect(priceComparison(response({ [field]: undefined }))).toBeNull();
      expect(priceComparison(response({ [field]: Number.NaN }))).toBeNull();
    },
  );

  it('treats a fill of 0 as present, not missing (vehicle-stock §5)', () => {
    expect(priceComparison(response({ fill: 0 }))).toMatchObject({ fill: 'low', fillValue: 0 });
  });

  it('hides the comparison when confidence <= 0.2 (vehicle-stock §5)', () => {
    expect(priceComparison(response({ confidence: 0.2 }))).toBeNull();
    expect(priceComparison(response({ confidence: 0.19 }))).toBeNull();
    expect(priceComparison(response({ confidence: 0 }))).toBeNull();
    expect(priceComparison(response({ confidence: 0.21 }))).not.toBeNull();
  });

  it('hides the comparison when the market maximum is below the listing price (vehicle-stock §5)', () => {
    expect(priceComparison(response({ market_range_max: 29_999 }))).toBeNull();
    expect(priceComparison(response({ market_range_max: 30_000 }))).not.toBeNull();
    expect(priceComparison(response({ market_range_max: 30_001 }))).not.toBeNull();
  });

  it('labels Good Deal when fill is below 0.65 (vehicle-stock §5)', () => {
    expect(priceComparison(response({ fill: 0.64 }))?.label).toBe('Good Deal');
    expect(priceComparison(response({ fill: 0.1 }))?.label).toBe('Good Deal');
  });

  it('labels Great Deal when fill is 0.65 or more (vehicle-stock §5)', () => {
    expect(priceComparison(response({ fill: 0.65 }))?.label).toBe('Great Deal');
    expect(priceComparison(response({ fill: 0.66 }))?.label).toBe('Great Deal');
    expect(priceComparison(response({ fill: 1 }))?.label).toBe('Great Deal');
  });

  it('uses the server description as the label when given (vehicle-stock §5)', () => {
    const shown = priceComparison(response({ fill: 0.9, description: 'Priced to sell' }));
    expect(shown?.label).toBe('Priced to sell');
    expect(priceComparison(response({ description: '  Fair price ' }))?.label).toBe('Fair price');
  });

  it('ignores an empty or blank server description (vehicle-stock §5)', () => {
    expect(priceComparison(response({ fill: 0.7, description: '' }))?.label).toBe('Great Deal');
    expect(priceComparison(response({ fill: 0.7, description: '   ' }))?.label).toBe('Great Deal');
    expect(priceComparison(response({ fill: 0.7, description: undefined }))?.label).toBe(
      'Great Deal',
    );
  });

  it('returns the fill band and the numeric fill for the gauge (vehicle-stock §5)', () => {
    expect(priceComparison(response({ fill: 0.2 }))).toMatchObject({ fill: 'low', fillValue: 0.2 });
    expect(priceComparison(response({ fill: 0.75 }))).toMatchObject({
      fill: 'high',
      fillValue: 0.75,
    });
  });
});

describe('fillBand', () => {
  it('is low below 0.3 (vehicle-stock §5)', () => {
    expect(fillBand(0)).toBe('low');
    expect(fillBand(0.29)).toBe('low');
  });

  it('is medium from 0.3 to 0.6 inclusive (vehicle-stock §5)', () => {
    expect(fillBand(0.3)).toBe('medium');
    expect(fillBand(0.31)).toBe('medium');
    expect(fillBand(0.59)).toBe('medium');
    expect(fillBand(0.6)).toBe('medium');
  });

  it('is high above 0.6 (vehicle-stock §5)', () => {
    expect(fillBand(0.61)).toBe('high');
    expect(fillBand(1)).toBe('high');
  });
});
