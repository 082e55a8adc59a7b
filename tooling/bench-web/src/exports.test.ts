import { describe, expect, it } from 'vitest';

describe('@forecourt/bench-web public API', () => {
  it('exports exactly these names', async () => {
    expect(Object.keys(await import('./index.ts')).sort()).toMatchInlineSnapshot(`
      [
        "CATEGORIES",
        "CHROMIUM_IMAGE_ACCEPT",
        "DEFAULT_RESULTS_PATH",
        "DEFAULT_SITES",
        "KB",
        "LIGHTHOUSE_RETRIES",
        "LighthouseRunError",
        "RETRIED_LIGHTHOUSE_ERRORS",
        "TARGETS",
        "USAGE",
        "assetPaths",
        "checkTargets",
        "describeMiss",
        "failingAudits",
        "findingsReport",
        "firstInStockCarPath",
        "formatTable",
        "gzipSize",
        "hostResolverRules",
        "httpGet",
        "imagePaths",
        "isLocalHost",
        "isRetriedLighthouseError",
        "median",
        "medianMetrics",
        "metricsFromLhr",
        "missedTargets",
        "missedTargetsOfSites",
        "pageResult",
        "parseOptions",
        "resultsTable",
        "scriptUrls",
        "scriptsReport",
        "sitesSummary",
        "summariseFindings",
        "targetsCell",
        "targetsLegend",
        "withRetries",
      ]
    `);
  });
});
