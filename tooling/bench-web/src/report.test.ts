import { describe, expect, it } from 'vitest';
import type { AuditSummary } from './lhr.ts';
import {
  findingsReport,
  formatTable,
  missedTargets,
  missedTargetsOfSites,
  type PageResult,
  pageResult,
  resultsTable,
  scriptsReport,
  sitesSummary,
  targetsCell,
  targetsLegend,
} from './report.ts';
import { passing } from './test-fixtures.ts';

const BASE = 'http://sunshine-used-cars.localhost:4000';

const finding: AuditSummary = {
  category: 'best-practices',
  id: 'errors-in-console',
  title: 'Browser errors were logged to the console',
  score: 0,
  weighted: true,
  details: [`${BASE}/favicon.ico (404)`],
  failedRuns: 3,
  runs: 3,
};

function pages(): PageResult[] {
  return [
    pageResult({
      kind: 'home',
      path: '/',
      url: `${BASE}/`,
      runs: [passing, { ...passing, bestPractices: 96 }, { ...passing, bestPractices: 96 }],
      findings: [finding],
      scripts: [{ url: `${BASE}/assets/entry.client-C.js`, rawBytes: 211_000, gzipBytes: 65_500 }],
    }),
    pageResult({
      kind: 'vehicle',
      path: '/cars/2019-hyundai-santa-fe-calligraphy-hybrid-awd-10001',
      url: `${BASE}/cars/2019-hyundai-santa-fe-calligraphy-hybrid-awd-10001`,
      runs: [
        { ...passing, performance: 88, jsGzipBytes: 153_000 },
        { ...passing, performance: 90, jsGzipBytes: 153_000 },
        { ...passing, performance: 85, jsGzipBytes: 153_000 },
      ],
      findings: [],
      scripts: [
        { url: `${BASE}/assets/components-D.js`, rawBytes: 86_900, gzipBytes: 28_400 },
        { url: `${BASE}/assets/car-E.js`, rawBytes: 77_200, gzipBytes: 26_200 },
        { url: `${BASE}/assets/entry.client-C.js`, rawBytes: 211_000, gzipBytes: 65_500 },
      ],
    }),
  ];
}

describe('formatTable', () => {
  it('pads columns to the widest cell and right-aligns numbers', () => {
    expect(
      formatTable(
        ['page', 'perf', 'targets'],
        [
          ['home /', '95', '✓'],
          ['results /search', '100', '✗ perf'],
        ],
      ),
    ).toBe(
      [
        'page             perf  targets',
        '---------------  ----  -------',
        'home /             95  ✓',
        'results /search   100  ✗ perf',
      ].join('\n'),
    );
  });
});

describe('pageResult and the report', () => {
  it('checks the targets on the medians of the runs', () => {
    const [home, vehicle] = pages();
    expect(home?.median.bestPractices).toBe(96);
    expect(vehicle?.median.performance).toBe(88);
    expect(targetsCell(home?.checks ?? [])).toBe('✗ BP');
    expect(targetsCell(vehicle?.checks ?? [])).toBe('✗ perf, JS');
    expect(targetsCell(pageResult({ ...(home as PageResult), runs: [passing] }).checks)).toBe('✓');
  });

  it('prints one row per page with scores, metrics, JS and the targets missed', () => {
    const table = resultsTable(pages());
    const [header, , home, vehicle] = table.split('\n');
    expect(header).toMatch(
      /^page +perf +a11y +BP +SEO +CLS +LCP ms +TBT ms +FCP ms +JS gzip KB +JS raw KB +transfer KB +targets$/,
    );
    expect(home).toMatch(
      /^home \/ +97 +100 +96 +100 +0\.010 +1800 +40 +1200 +100\.0 +330\.0 +150\.0 +✗ BP$/,
    );
    expect(vehicle).toMatch(
      /^vehicle \/cars\/2019-hyundai-santa-fe-cal… +88 .* 153\.0 .*✗ perf, JS$/,
    );
  });

  it('lists every missed target with its figure and limit', () => {
    expect(missedTargets(pages())).toEqual([
      'home: BP 96 < 100',
      'vehicle: perf 88 < 95',
      'vehicle: JS 153.0 KB > 110 KB',
    ]);
    expect(missedTargets([pageResult({ ...(pages()[0] as PageResult), runs: [passing] })])).toEqual(
      [],
    );
  });

  it('names the targets in its legend', () => {
    expect(targetsLegend()).toBe(
      'Targets (medians, Lighthouse mobile): perf ≥ 95, a11y 100, BP 100, SEO 100, CLS ≤ 0.02; ' +
        'JS gzip results ≤ 150 KB, vehicle ≤ 110 KB (1 KB = 1000 bytes).',
    );
  });

  it('lists the failing audits by id with their details and how often they failed', () => {
    expect(findingsReport(pages())).toBe(
      [
        'Audits not passed:',
        'home /',
        '  [best-practices] errors-in-console: Browser errors were logged to the console (score 0.00, failed 3/3 runs)',
        `      ${BASE}/favicon.ico (404)`,
      ].join('\n'),
    );
    expect(findingsReport([])).toBe('Every audit passed.');
  });

  it('lists each page’s scripts, biggest first', () => {
    const report = scriptsReport(pages().slice(1));
    expect(report.split('\n').slice(0, 6)).toEqual([
      'vehicle /cars/2019-hyundai-santa-fe-calligraphy-hybrid-awd-10001: 3 scripts',
      'script                     gzip KB  raw KB',
      '-------------------------  -------  ------',
      '/assets/entry.client-C.js     65.5   211.0',
      '/assets/components-D.js       28.4    86.9',
      '/assets/car-E.js              26.2    77.2',
    ]);
  });
});

describe('sitesSummary (one site per template in one run)', () => {
  const sites = [
    { site: 'sunshine-used-cars', pages: pages() },
    { site: 'coastal-toyota', pages: pages().slice(0, 1) },
  ];

  it('has a row per site and page with the medians and the targets cell', () => {
    const lines = sitesSummary(sites).split('\n');
    expect(lines[0]).toMatch(/^site\s+page\s+perf\s+LCP ms\s+CLS\s+TBT ms\s+JS gzip KB\s+targets$/);
    expect(lines).toHaveLength(2 + 3);
    expect(lines[2]).toMatch(/^sunshine-used-cars\s+home\s+97\s+1800\s+0\.010\s.*✗ BP$/);
    expect(lines[3]).toMatch(/^sunshine-used-cars\s+vehicle\s+88\s.*✗ perf, JS$/);
    expect(lines[4]).toMatch(/^coastal-toyota\s+home\s/);
  });

  it('names the site in every missed target', () => {
    const missed = missedTargetsOfSites(sites);
    expect(missed.length).toBeGreaterThan(0);
    expect(missed.filter((line) => line.startsWith('coastal-toyota home: '))).toHaveLength(
      missedTargets(pages().slice(0, 1)).length,
    );
    expect(
      missed.every((line) => /^(sunshine-used-cars|coastal-toyota) (home|vehicle): /.test(line)),
    ).toBe(true);
  });
});
