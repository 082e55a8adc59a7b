/**
 * The pages `pnpm bench:web` can measure on a demo dealer site: by default the home, results and
 * vehicle pages; `--pages` adds a location page and the offers page.
 */
export type PageKind = 'home' | 'results' | 'vehicle' | 'location' | 'offers';

/** Every page kind, in the order the bench measures them. */
export const PAGE_KINDS: readonly PageKind[] = ['home', 'results', 'vehicle', 'location', 'offers'];

/** The pages measured when `--pages` is not given. */
export const DEFAULT_PAGE_KINDS: readonly PageKind[] = ['home', 'results', 'vehicle'];

/** One page's figures: one Lighthouse run, or the medians of several. */
export interface PageMetrics {
  /** Lighthouse category scores, 0–100. */
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Cumulative Layout Shift (unitless). */
  cls: number;
  /** Largest Contentful Paint, Total Blocking Time, First Contentful Paint, Speed Index (ms). */
  lcpMs: number;
  tbtMs: number;
  fcpMs: number;
  speedIndexMs: number;
  /** Everything the page transferred (Lighthouse `total-byte-weight`), in bytes. */
  transferBytes: number;
  /** Every script file the page requested (modulepreload chunks included): raw and gzip -9 bytes. */
  jsRawBytes: number;
  jsGzipBytes: number;
}

/** One kilobyte in the JavaScript budgets: 1,000 bytes (the stricter reading of "KB"). */
export const KB = 1000;

/**
 * The performance targets: Lighthouse (mobile) performance ≥ 95, accessibility,
 * best practices and SEO 100, CLS ≤ 0.02 on every page; JavaScript ≤ 150 KB gzip on the results
 * page and ≤ 110 KB gzip on the vehicle page (the home page has no JavaScript budget).
 */
export const TARGETS = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  cls: 0.02,
  jsGzipKb: { results: 150, vehicle: 110 } as Readonly<Partial<Record<PageKind, number>>>,
} as const;

/** One target checked against one page's figure. */
export interface TargetCheck {
  /** Short name, as in the table: `perf`, `a11y`, `BP`, `SEO`, `CLS`, `JS`. */
  target: string;
  actual: number;
  limit: number;
  comparison: '>=' | '<=';
  met: boolean;
}

const atLeast = (target: string, actual: number, limit: number): TargetCheck => ({
  target,
  actual,
  limit,
  comparison: '>=',
  met: actual >= limit,
});

const atMost = (target: string, actual: number, limit: number): TargetCheck => ({
  target,
  actual,
  limit,
  comparison: '<=',
  met: actual <= limit,
});

/** Checks a page's figures against {@link TARGETS}; JS is compared in KB of gzip. */
export function checkTargets(kind: PageKind, metrics: PageMetrics): TargetCheck[] {
  const checks = [
    atLeast('perf', metrics.performance, TARGETS.performance),
    atLeast('a11y', metrics.accessibility, TARGETS.accessibility),
    atLeast('BP', metrics.bestPractices, TARGETS.bestPractices),
    atLeast('SEO', metrics.seo, TARGETS.seo),
    atMost('CLS', metrics.cls, TARGETS.cls),
  ];
  const jsBudget = TARGETS.jsGzipKb[kind];
  if (jsBudget !== undefined) checks.push(atMost('JS', metrics.jsGzipBytes / KB, jsBudget));
  return checks;
}

/** How a missed target reads: `perf 81 < 95`, `JS 163.2 KB > 150 KB`, `CLS 0.051 > 0.02`. */
export function describeMiss(check: TargetCheck): string {
  const unit = check.target === 'JS' ? ' KB' : '';
  const digits = check.target === 'CLS' ? 3 : check.target === 'JS' ? 1 : 0;
  const op = check.comparison === '>=' ? '<' : '>';
  return `${check.target} ${check.actual.toFixed(digits)}${unit} ${op} ${check.limit}${unit}`;
}

/** The median of some numbers (the mean of the middle two for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** Each metric's median over the runs, taken metric by metric (not the median run). */
export function medianMetrics(runs: readonly PageMetrics[]): PageMetrics {
  if (runs.length === 0) throw new Error('medianMetrics needs at least one run');
  const first = runs[0] as PageMetrics;
  const keys = Object.keys(first) as (keyof PageMetrics)[];
  return Object.fromEntries(
    keys.map((key) => [key, median(runs.map((run) => run[key]))]),
  ) as unknown as PageMetrics;
}
