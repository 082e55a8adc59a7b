import type { PageMetrics } from './targets.ts';

/** A page that meets every target (JS 100 KB gzip). */
export const passing: PageMetrics = {
  performance: 97,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  cls: 0.01,
  lcpMs: 1800,
  tbtMs: 40,
  fcpMs: 1200,
  speedIndexMs: 1500,
  transferBytes: 150_000,
  jsRawBytes: 330_000,
  jsGzipBytes: 100_000,
};
