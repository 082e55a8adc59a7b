import type { PageMetrics } from './targets.ts';

/**
 * The part of a Lighthouse result (LHR) this bench reads. Kept to plain shapes so the pure
 * functions below can be tested on small fixtures; the real `lhr` fits it.
 */
export interface LighthouseAudit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  numericValue?: number;
  displayValue?: string;
  errorMessage?: string;
  details?: { type?: string; items?: unknown };
}

export interface LighthouseResult {
  lighthouseVersion: string;
  finalDisplayedUrl: string;
  runtimeError?: { code: string; message: string };
  runWarnings: string[];
  environment: { benchmarkIndex: number; hostUserAgent?: string };
  categories: Record<
    string,
    { id: string; title: string; score: number | null; auditRefs: { id: string; weight: number }[] }
  >;
  audits: Record<string, LighthouseAudit>;
}

/** The category ids the bench runs, in table order. */
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** A request from the `network-requests` audit. */
interface NetworkRequestItem {
  url: string;
  resourceType?: string;
  mimeType?: string;
  statusCode?: number;
  finished?: boolean;
}

/**
 * Every script file the page requested, once each, in request order: the `network-requests`
 * records of type Script (module scripts and `modulepreload` chunks are both Script requests),
 * or with a JavaScript MIME type, that answered 2xx. Inline scripts are part of the document.
 */
export function scriptUrls(lhr: Pick<LighthouseResult, 'audits'>): string[] {
  const items = (lhr.audits['network-requests']?.details?.items ?? []) as NetworkRequestItem[];
  const urls = items
    .filter(
      (item) =>
        /^https?:/.test(item.url) &&
        (item.resourceType === 'Script' || /javascript|ecmascript/.test(item.mimeType ?? '')) &&
        (item.statusCode === undefined || (item.statusCode >= 200 && item.statusCode < 300)),
    )
    .map((item) => item.url);
  return [...new Set(urls)];
}

const score100 = (score: number | null | undefined) =>
  score === null || score === undefined ? 0 : Math.round(score * 100);

const numeric = (lhr: Pick<LighthouseResult, 'audits'>, id: string) =>
  lhr.audits[id]?.numericValue ?? Number.NaN;

/** One run's figures from its LHR and the page's measured JavaScript bytes. */
export function metricsFromLhr(
  lhr: Pick<LighthouseResult, 'audits' | 'categories'>,
  js: { rawBytes: number; gzipBytes: number },
): PageMetrics {
  return {
    performance: score100(lhr.categories.performance?.score),
    accessibility: score100(lhr.categories.accessibility?.score),
    bestPractices: score100(lhr.categories['best-practices']?.score),
    seo: score100(lhr.categories.seo?.score),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    speedIndexMs: numeric(lhr, 'speed-index'),
    transferBytes: numeric(lhr, 'total-byte-weight'),
    jsRawBytes: js.rawBytes,
    jsGzipBytes: js.gzipBytes,
  };
}

/** A failing audit of one run. */
export interface AuditFinding {
  category: string;
  id: string;
  title: string;
  /** 0–1, or null for an audit that errored. */
  score: number | null;
  /** Whether the audit moves its category's score (weight > 0). */
  weighted: boolean;
  displayValue?: string;
  /** Up to three lines from the audit's details: the URLs, elements or checks at fault. */
  details: string[];
}

/** Lighthouse's own pass mark for numeric audits (green from 0.9). */
const PASS = 0.9;

const UNSCORED = new Set(['notApplicable', 'manual', 'informative']);

function detailLines(audit: LighthouseAudit): string[] {
  const items = audit.details?.items;
  if (items && !Array.isArray(items) && typeof items === 'object') {
    // Checklists (e.g. document-latency-insight): the checks that failed.
    return Object.values(items as Record<string, { label?: string; value?: unknown }>)
      .filter((check) => check.value === false)
      .map((check) => String(check.label))
      .slice(0, 3);
  }
  if (!Array.isArray(items)) return [];
  return items
    .filter((raw) => (raw as { type?: string }).type !== 'list-section')
    .slice(0, 3)
    .flatMap((raw) => {
      const item = raw as Record<string, unknown>;
      const node = item.node as { snippet?: string; selector?: string } | undefined;
      const source = item.sourceLocation as { url?: string } | undefined;
      const where =
        (typeof item.url === 'string' && item.url) ||
        source?.url ||
        node?.snippet ||
        node?.selector ||
        (typeof item.description === 'string' && item.description) ||
        '';
      if (!where) return [];
      const extras = [
        typeof item.description === 'string' && item.description !== where ? item.description : '',
        typeof item.wastedBytes === 'number' ? `${Math.round(item.wastedBytes / 1024)} KiB` : '',
        typeof item.wastedMs === 'number' ? `${Math.round(item.wastedMs)} ms` : '',
      ].filter(Boolean);
      return [extras.length ? `${where} (${extras.join(', ')})` : where];
    });
}

/**
 * The audits of a run that did not pass, category by category: binary audits below 1, numeric
 * ones (metrics, insights, diagnostics) below 0.9, and any that errored. Unscored audits
 * (informative, manual, not applicable) never count.
 */
export function failingAudits(
  lhr: Pick<LighthouseResult, 'audits' | 'categories'>,
): AuditFinding[] {
  const findings: AuditFinding[] = [];
  for (const categoryId of CATEGORIES) {
    const category = lhr.categories[categoryId];
    if (!category) continue;
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || UNSCORED.has(audit.scoreDisplayMode)) continue;
      const errored = audit.scoreDisplayMode === 'error' || audit.score === null;
      const passMark = audit.scoreDisplayMode === 'binary' ? 1 : PASS;
      if (!errored && (audit.score as number) >= passMark) continue;
      findings.push({
        category: categoryId,
        id: audit.id,
        title: audit.title,
        score: errored ? null : audit.score,
        weighted: ref.weight > 0,
        ...(audit.displayValue || audit.errorMessage
          ? { displayValue: audit.displayValue || audit.errorMessage }
          : {}),
        details: detailLines(audit),
      });
    }
  }
  return findings;
}

/** A failing audit over several runs: in how many it failed, with the last run's details. */
export interface AuditSummary extends AuditFinding {
  failedRuns: number;
  runs: number;
}

/**
 * Merges the failing audits of several runs of one page: each audit once, with the number of
 * runs it failed in; weighted audits first, then by how often they failed.
 */
export function summariseFindings(perRun: readonly (readonly AuditFinding[])[]): AuditSummary[] {
  const byKey = new Map<string, AuditSummary>();
  for (const findings of perRun) {
    for (const finding of findings) {
      const key = `${finding.category}/${finding.id}`;
      const known = byKey.get(key);
      byKey.set(key, {
        ...finding,
        failedRuns: (known?.failedRuns ?? 0) + 1,
        runs: perRun.length,
      });
    }
  }
  const order = (summary: AuditSummary) => CATEGORIES.indexOf(summary.category as never);
  return [...byKey.values()].sort(
    (a, b) =>
      Number(b.weighted) - Number(a.weighted) ||
      order(a) - order(b) ||
      b.failedRuns - a.failedRuns ||
      a.id.localeCompare(b.id),
  );
}
