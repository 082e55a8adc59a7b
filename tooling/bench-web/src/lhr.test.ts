import { describe, expect, it } from 'vitest';
import {
  failingAudits,
  type LighthouseAudit,
  type LighthouseResult,
  metricsFromLhr,
  scriptUrls,
  summariseFindings,
} from './lhr.ts';

const audit = (id: string, fields: Partial<LighthouseAudit> = {}): LighthouseAudit => ({
  id,
  title: `Title of ${id}`,
  score: 1,
  scoreDisplayMode: 'binary',
  ...fields,
});

const BASE = 'http://sunshine-used-cars.localhost:4000';

/** A small LHR in the shape Lighthouse 13 writes. */
function fixture(): Pick<LighthouseResult, 'audits' | 'categories'> {
  const audits: Record<string, LighthouseAudit> = {
    'first-contentful-paint': audit('first-contentful-paint', {
      scoreDisplayMode: 'numeric',
      score: 0.86,
      numericValue: 1918.4,
      displayValue: '1.9 s',
    }),
    'largest-contentful-paint': audit('largest-contentful-paint', {
      scoreDisplayMode: 'numeric',
      score: 0.91,
      numericValue: 2102.2,
    }),
    'total-blocking-time': audit('total-blocking-time', {
      scoreDisplayMode: 'numeric',
      numericValue: 24,
    }),
    'cumulative-layout-shift': audit('cumulative-layout-shift', {
      scoreDisplayMode: 'numeric',
      numericValue: 0.004,
    }),
    'speed-index': audit('speed-index', { scoreDisplayMode: 'numeric', numericValue: 4200 }),
    'total-byte-weight': audit('total-byte-weight', {
      scoreDisplayMode: 'numeric',
      numericValue: 124_800,
    }),
    'document-latency-insight': audit('document-latency-insight', {
      scoreDisplayMode: 'metricSavings',
      score: 0.5,
      displayValue: 'Est savings of 14 KiB',
      details: {
        type: 'checklist',
        items: {
          noRedirects: { label: 'Avoids redirects', value: true },
          usesCompression: { label: 'No compression applied', value: false },
        },
      },
    }),
    'unused-javascript': audit('unused-javascript', {
      scoreDisplayMode: 'metricSavings',
      score: 0,
      details: {
        type: 'opportunity',
        items: [{ url: `${BASE}/assets/entry.client-C.js`, wastedBytes: 24_576 }],
      },
    }),
    'screenshot-thumbnails': audit('screenshot-thumbnails', {
      scoreDisplayMode: 'informative',
      score: null,
    }),
    'network-requests': audit('network-requests', {
      scoreDisplayMode: 'informative',
      score: null,
      details: {
        type: 'table',
        items: [
          { url: `${BASE}/`, resourceType: 'Document', statusCode: 200, mimeType: 'text/html' },
          { url: `${BASE}/assets/entry.client-C.js`, resourceType: 'Script', statusCode: 200 },
          // A modulepreload chunk: requested as a Script.
          { url: `${BASE}/assets/components-D.js`, resourceType: 'Script', statusCode: 200 },
          { url: `${BASE}/assets/entry.client-C.js`, resourceType: 'Script', statusCode: 200 },
          { url: `${BASE}/assets/worker.js`, resourceType: 'Other', mimeType: 'text/javascript' },
          { url: `${BASE}/assets/missing.js`, resourceType: 'Script', statusCode: 404 },
          { url: `${BASE}/assets/app.css`, resourceType: 'Stylesheet', statusCode: 200 },
          { url: 'data:text/javascript,1', resourceType: 'Script', statusCode: 200 },
        ],
      },
    }),
    'errors-in-console': audit('errors-in-console', {
      score: 0,
      details: {
        type: 'table',
        items: [
          {
            source: 'network',
            description: 'Failed to load resource: the server responded with a status of 404',
            sourceLocation: { url: `${BASE}/favicon.ico` },
          },
        ],
      },
    }),
    'is-on-https': audit('is-on-https'),
    'target-size': audit('target-size', {
      score: 0,
      details: { type: 'table', items: [{ node: { snippet: '<a aria-label="Page 2">' } }] },
    }),
    'meta-description': audit('meta-description', {
      scoreDisplayMode: 'error',
      score: null,
      errorMessage: 'Required MetaElements gatherer did not run.',
    }),
    'manual-check': audit('manual-check', { scoreDisplayMode: 'manual', score: 0 }),
    'html-has-lang': audit('html-has-lang', { scoreDisplayMode: 'notApplicable', score: null }),
  };
  return {
    audits,
    categories: {
      performance: {
        id: 'performance',
        title: 'Performance',
        score: 0.947,
        auditRefs: [
          { id: 'first-contentful-paint', weight: 10 },
          { id: 'largest-contentful-paint', weight: 25 },
          { id: 'total-blocking-time', weight: 30 },
          { id: 'cumulative-layout-shift', weight: 25 },
          { id: 'speed-index', weight: 10 },
          { id: 'document-latency-insight', weight: 0 },
          { id: 'unused-javascript', weight: 0 },
          { id: 'screenshot-thumbnails', weight: 0 },
          { id: 'network-requests', weight: 0 },
        ],
      },
      accessibility: {
        id: 'accessibility',
        title: 'Accessibility',
        score: 0.97,
        auditRefs: [
          { id: 'target-size', weight: 7 },
          { id: 'html-has-lang', weight: 7 },
          { id: 'manual-check', weight: 0 },
        ],
      },
      'best-practices': {
        id: 'best-practices',
        title: 'Best Practices',
        score: 0.96,
        auditRefs: [
          { id: 'is-on-https', weight: 5 },
          { id: 'errors-in-console', weight: 1 },
        ],
      },
      seo: {
        id: 'seo',
        title: 'SEO',
        score: 1,
        auditRefs: [{ id: 'meta-description', weight: 1 }],
      },
    },
  };
}

describe('scriptUrls (JS per page)', () => {
  it('lists every script request once, modulepreload chunks included, and nothing else', () => {
    expect(scriptUrls(fixture())).toEqual([
      `${BASE}/assets/entry.client-C.js`,
      `${BASE}/assets/components-D.js`,
      `${BASE}/assets/worker.js`,
    ]);
  });

  it('is empty without network records', () => {
    expect(scriptUrls({ audits: {} })).toEqual([]);
  });
});

describe('metricsFromLhr', () => {
  it('reads scores as 0–100 and the metrics from their audits', () => {
    expect(metricsFromLhr(fixture(), { rawBytes: 362_700, gzipBytes: 118_300 })).toEqual({
      performance: 95,
      accessibility: 97,
      bestPractices: 96,
      seo: 100,
      cls: 0.004,
      lcpMs: 2102.2,
      tbtMs: 24,
      fcpMs: 1918.4,
      speedIndexMs: 4200,
      transferBytes: 124_800,
      jsRawBytes: 362_700,
      jsGzipBytes: 118_300,
    });
  });

  it('counts a category Lighthouse could not score as 0 and a missing metric as NaN', () => {
    const lhr = fixture();
    (lhr.categories.seo as { score: number | null }).score = null;
    delete lhr.audits['total-blocking-time'];
    const metrics = metricsFromLhr(lhr, { rawBytes: 0, gzipBytes: 0 });
    expect(metrics.seo).toBe(0);
    expect(metrics.tbtMs).toBeNaN();
  });
});

describe('failingAudits', () => {
  it('lists binary audits below 1, numeric ones below 0.9 and errored ones, with details', () => {
    const findings = failingAudits(fixture());
    expect(findings.map((f) => `${f.category}/${f.id}`)).toEqual([
      'performance/first-contentful-paint',
      'performance/document-latency-insight',
      'performance/unused-javascript',
      'accessibility/target-size',
      'best-practices/errors-in-console',
      'seo/meta-description',
    ]);
    const byId = Object.fromEntries(findings.map((f) => [f.id, f]));
    expect(byId['first-contentful-paint']).toMatchObject({ weighted: true, displayValue: '1.9 s' });
    expect(byId['document-latency-insight']).toMatchObject({
      weighted: false,
      details: ['No compression applied'],
    });
    expect(byId['unused-javascript']?.details).toEqual([
      `${BASE}/assets/entry.client-C.js (24 KiB)`,
    ]);
    expect(byId['target-size']?.details).toEqual(['<a aria-label="Page 2">']);
    expect(byId['errors-in-console']?.details).toEqual([
      `${BASE}/favicon.ico (Failed to load resource: the server responded with a status of 404)`,
    ]);
    expect(byId['meta-description']).toMatchObject({
      score: null,
      displayValue: 'Required MetaElements gatherer did not run.',
    });
  });
});

describe('summariseFindings', () => {
  it('counts the runs each audit failed in and puts weighted audits first', () => {
    const lhr = fixture();
    const all = failingAudits(lhr);
    const withoutFcp = all.filter((f) => f.id !== 'first-contentful-paint');
    const summary = summariseFindings([all, withoutFcp, withoutFcp]);
    expect(summary.map((s) => [s.id, s.failedRuns, s.runs])).toEqual([
      ['first-contentful-paint', 1, 3],
      ['target-size', 3, 3],
      ['errors-in-console', 3, 3],
      ['meta-description', 3, 3],
      ['document-latency-insight', 3, 3],
      ['unused-javascript', 3, 3],
    ]);
  });
});
