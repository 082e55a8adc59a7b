import { describe, expect, it } from 'vitest';
import * as sampleData from './index.ts';

describe('@forecourt/sample-data exports', () => {
  it('exports exactly its public API', () => {
    expect(Object.keys(sampleData).sort()).toEqual([
      'DEFAULT_SEED',
      'DEMO_DEALERSHIPS',
      'DEMO_SITES',
      'HOURS_PATTERNS',
      'MANUFACTURER_NAMES',
      'SEED_BATCH_SIZE',
      'SOLD_WINDOW_DAYS',
      'SPIN_FRAME_COUNT',
      'STOCK_AGE_DAYS',
      'UNKNOWN_COLOUR_HEX',
      'carImageSvg',
      'colourHex',
      'createRandom',
      'demoManufacturerBannerSvg',
      'demoManufacturerLogoSvg',
      'demoPromoSceneSvg',
      'demoSiteConfigFile',
      'demoSiteLogoSvg',
      'demoWalkaroundVideoFile',
      'generateSampleData',
      'hashString',
      'interiorSvg',
      'isSeeded',
      'loadPostcodes',
      'manufacturerLogoSvg',
      'seedDatabase',
      'silhouetteFor',
      'siteLogoSvg',
      'spinFrameSvg',
    ]);
  });
});
