import { describe, expect, it } from 'vitest';
import { checkTargets, describeMiss, median, medianMetrics, TARGETS } from './targets.ts';
import { passing } from './test-fixtures.ts';

const missed = (checks: ReturnType<typeof checkTargets>) =>
  checks.filter((check) => !check.met).map((check) => check.target);

describe('checkTargets (performance targets)', () => {
  it('holds the performance targets', () => {
    expect(TARGETS).toEqual({
      performance: 95,
      accessibility: 100,
      bestPractices: 100,
      seo: 100,
      cls: 0.02,
      jsGzipKb: { results: 150, vehicle: 110 },
    });
  });

  it('passes a page on the limits: perf 95, CLS 0.02, JS exactly the budget', () => {
    const onTheLine = { ...passing, performance: 95, cls: 0.02, jsGzipBytes: 110_000 };
    expect(missed(checkTargets('vehicle', onTheLine))).toEqual([]);
    expect(missed(checkTargets('results', { ...onTheLine, jsGzipBytes: 150_000 }))).toEqual([]);
  });

  it('misses perf below 95, any category below 100 and CLS above 0.02', () => {
    const page = {
      ...passing,
      performance: 94,
      accessibility: 99,
      bestPractices: 96,
      seo: 92,
      cls: 0.021,
    };
    expect(missed(checkTargets('home', page))).toEqual(['perf', 'a11y', 'BP', 'SEO', 'CLS']);
  });

  it('budgets JavaScript per page: 150 KB on results, 110 KB on vehicle, none on home', () => {
    const heavy = { ...passing, jsGzipBytes: 120_001 };
    expect(missed(checkTargets('results', heavy))).toEqual([]);
    expect(missed(checkTargets('vehicle', heavy))).toEqual(['JS']);
    expect(checkTargets('home', { ...passing, jsGzipBytes: 900_000 }).map((c) => c.target)).toEqual(
      ['perf', 'a11y', 'BP', 'SEO', 'CLS'],
    );
    expect(missed(checkTargets('results', { ...passing, jsGzipBytes: 150_001 }))).toEqual(['JS']);
  });

  it('describes a miss with the figure and the limit', () => {
    const [perf] = checkTargets('home', { ...passing, performance: 81 });
    expect(describeMiss(perf as never)).toBe('perf 81 < 95');
    const js = checkTargets('vehicle', { ...passing, jsGzipBytes: 153_049 }).at(-1);
    expect(describeMiss(js as never)).toBe('JS 153.0 KB > 110 KB');
    const cls = checkTargets('home', { ...passing, cls: 0.0512 })[4];
    expect(describeMiss(cls as never)).toBe('CLS 0.051 > 0.02');
  });
});

describe('median', () => {
  it('takes the middle of an odd count and the mean of the middle two of an even count', () => {
    expect(median([81, 95, 76])).toBe(81);
    expect(median([3, 1, 4, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
    expect(median([])).toBeNaN();
  });

  it('takes each metric’s median on its own, not the median run', () => {
    const runs = [
      { ...passing, performance: 90, lcpMs: 3000 },
      { ...passing, performance: 96, lcpMs: 1000 },
      { ...passing, performance: 99, lcpMs: 2000 },
    ];
    const result = medianMetrics(runs);
    expect(result.performance).toBe(96);
    expect(result.lcpMs).toBe(2000);
    expect(result.jsGzipBytes).toBe(100_000);
    expect(() => medianMetrics([])).toThrow('at least one run');
  });
});
