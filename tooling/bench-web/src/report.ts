import type { AuditSummary } from './lhr.ts';
import {
  checkTargets,
  describeMiss,
  KB,
  medianMetrics,
  type PageKind,
  type PageMetrics,
  TARGETS,
  type TargetCheck,
} from './targets.ts';

/** One script file of a page, as measured. */
export interface ScriptSize {
  url: string;
  rawBytes: number;
  gzipBytes: number;
}

/** One page's result over all its runs. */
export interface PageResult {
  kind: PageKind;
  /** Path and query measured, e.g. `/search?query=Toyota`. */
  path: string;
  url: string;
  /** Each metric's median over the runs. */
  median: PageMetrics;
  runs: PageMetrics[];
  /** The medians against {@link TARGETS}. */
  checks: TargetCheck[];
  /** Audits that failed in at least one run. */
  findings: AuditSummary[];
  /** The scripts of the last run, biggest gzip first. */
  scripts: ScriptSize[];
}

/** Builds a page's result from its runs: each metric's median, and the targets checked on those. */
export function pageResult(input: Omit<PageResult, 'median' | 'checks'>): PageResult {
  const median = medianMetrics(input.runs);
  return { ...input, median, checks: checkTargets(input.kind, median) };
}

const NUMERIC = /^[-+]?[\d.,]+( ?[a-z%]+)?$/i;

/**
 * A plain-text table: columns padded to their widest cell, numbers right-aligned, a rule under
 * the header.
 */
export function formatTable(
  header: readonly string[],
  rows: readonly (readonly string[])[],
): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[], alignNumbers: boolean) =>
    cells
      .map((cell, column) => {
        const width = widths[column] ?? cell.length;
        return alignNumbers && NUMERIC.test(cell) ? cell.padStart(width) : cell.padEnd(width);
      })
      .join('  ')
      .trimEnd();
  return [
    line(header, false),
    widths.map((width) => '-'.repeat(width)).join('  '),
    ...rows.map((row) => line(row, true)),
  ].join('\n');
}

/** The page column: kind and path, cut to 40 characters. */
const pageLabel = (kind: string, path: string) => {
  const label = `${kind} ${path}`;
  return label.length > 40 ? `${label.slice(0, 39)}…` : label;
};

const kb = (bytes: number) => (bytes / KB).toFixed(1);
const ms = (value: number) => (Number.isFinite(value) ? String(Math.round(value)) : 'n/a');
const int = (value: number) => (Number.isFinite(value) ? String(Math.round(value)) : 'n/a');

/** The targets cell: ✓, or ✗ and the short names of the targets missed. */
export function targetsCell(checks: readonly TargetCheck[]): string {
  const missed = checks.filter((check) => !check.met).map((check) => check.target);
  return missed.length === 0 ? '✓' : `✗ ${missed.join(', ')}`;
}

/** The summary table: one row per page, medians. */
export function resultsTable(pages: readonly PageResult[]): string {
  return formatTable(
    [
      'page',
      'perf',
      'a11y',
      'BP',
      'SEO',
      'CLS',
      'LCP ms',
      'TBT ms',
      'FCP ms',
      'JS gzip KB',
      'JS raw KB',
      'transfer KB',
      'targets',
    ],
    pages.map(({ kind, path, median: m, checks }) => [
      pageLabel(kind, path),
      int(m.performance),
      int(m.accessibility),
      int(m.bestPractices),
      int(m.seo),
      Number.isFinite(m.cls) ? m.cls.toFixed(3) : 'n/a',
      ms(m.lcpMs),
      ms(m.tbtMs),
      ms(m.fcpMs),
      kb(m.jsGzipBytes),
      kb(m.jsRawBytes),
      kb(m.transferBytes),
      targetsCell(checks),
    ]),
  );
}

/** One line per missed target: `results: perf 81 < 95`. Empty when every target is met. */
export function missedTargets(pages: readonly PageResult[]): string[] {
  return pages.flatMap(({ kind, checks }) =>
    checks.filter((check) => !check.met).map((check) => `${kind}: ${describeMiss(check)}`),
  );
}

/** The targets, as the report's legend prints them. */
export function targetsLegend(): string {
  const js = Object.entries(TARGETS.jsGzipKb)
    .map(([kind, limit]) => `${kind} ≤ ${limit} KB`)
    .join(', ');
  return (
    `Targets (medians, Lighthouse mobile): perf ≥ ${TARGETS.performance}, a11y ${TARGETS.accessibility}, ` +
    `BP ${TARGETS.bestPractices}, SEO ${TARGETS.seo}, CLS ≤ ${TARGETS.cls}; JS gzip ${js} (1 KB = ${KB} bytes).`
  );
}

/** The failing audits of each page that has any, for the report below the table. */
export function findingsReport(pages: readonly PageResult[]): string {
  const sections = pages
    .filter((page) => page.findings.length > 0)
    .map((page) => {
      const lines = page.findings.map((finding) => {
        const score = finding.score === null ? 'error' : finding.score.toFixed(2);
        const value = finding.displayValue ? ` — ${finding.displayValue}` : '';
        const weight = finding.weighted ? '' : ' (unweighted)';
        const head = `  [${finding.category}] ${finding.id}${weight}: ${finding.title}${value} (score ${score}, failed ${finding.failedRuns}/${finding.runs} runs)`;
        return [head, ...finding.details.map((detail) => `      ${detail}`)].join('\n');
      });
      return [`${page.kind} ${page.path}`, ...lines].join('\n');
    });
  return sections.length ? `Audits not passed:\n${sections.join('\n')}` : 'Every audit passed.';
}

/** The scripts of each page, biggest gzip first. */
export function scriptsReport(pages: readonly PageResult[]): string {
  return pages
    .map((page) => {
      const rows = [...page.scripts]
        .sort((a, b) => b.gzipBytes - a.gzipBytes)
        .map((script) => [new URL(script.url).pathname, kb(script.gzipBytes), kb(script.rawBytes)]);
      return `${page.kind} ${page.path}: ${page.scripts.length} scripts\n${formatTable(['script', 'gzip KB', 'raw KB'], rows)}`;
    })
    .join('\n\n');
}

/** One site's pages, as the summary needs them. */
export interface SitePages {
  site: string;
  pages: readonly PageResult[];
}

/**
 * The summary of a run over several sites (one per template): one row per site and page with
 * the medians that decide the targets, and the targets cell.
 */
export function sitesSummary(sites: readonly SitePages[]): string {
  return formatTable(
    ['site', 'page', 'perf', 'LCP ms', 'CLS', 'TBT ms', 'JS gzip KB', 'targets'],
    sites.flatMap(({ site, pages }) =>
      pages.map(({ kind, median: m, checks }) => [
        site,
        kind,
        int(m.performance),
        ms(m.lcpMs),
        Number.isFinite(m.cls) ? m.cls.toFixed(3) : 'n/a',
        ms(m.tbtMs),
        kb(m.jsGzipBytes),
        targetsCell(checks),
      ]),
    ),
  );
}

/** Every missed target of every site: `coastal-toyota results: perf 81 < 95`. */
export function missedTargetsOfSites(sites: readonly SitePages[]): string[] {
  return sites.flatMap(({ site, pages }) => missedTargets(pages).map((line) => `${site} ${line}`));
}
