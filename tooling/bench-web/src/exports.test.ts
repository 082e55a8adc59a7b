import { describe, expect, it } from 'vitest';

describe('@forecourt/bench-web public API', () => {
  it('exports exactly these names', async () => {
    expect(Object.keys(await import('./index.ts')).sort()).toMatchInlineSnapshot(`
      [
        "CATEGORIES",
        "DEFAULT_RESULTS_PATH",
        "KB",
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
        "isLocalHost",
        "median",
        "medianMetrics",
        "metricsFromLhr",
        "missedTargets",
        "pageResult",
        "parseOptions",
        "resultsTable",
        "scriptUrls",
        "scriptsReport",
        "summariseFindings",
        "targetsCell",
        "targetsLegend",
      ]
    `);
  });
});
