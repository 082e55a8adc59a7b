import { describe, expect, it } from 'vitest';

describe('@forecourt/bench-web public API', () => {
  it('exports exactly these names', async () => {
    expect(Object.keys(await import('./index.ts')).sort()).toMatchInlineSnapshot(`
      [
        "CATEGORIES",
        "CHROMIUM_IMAGE_ACCEPT",
        "DEFAULT_PAGE_KINDS",
        "DEFAULT_RESULTS_PATH",
        "DEFAULT_SITES",
        "KB",
        "LIGHTHOUSE_RETRIES",
        "LighthouseRunError",
        "PAGE_KINDS",
        "RETRIED_LIGHTHOUSE_ERRORS",
        "TARGETS",
        "USAGE",
        "assetPaths",
        "checkTargets",
        "describeMiss",
        "failingAudits",
        "findingsReport",
        "firstInStockCarPath",
        "firstLocationPath",
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
