export { gzipSize, httpGet, isLocalHost } from './bytes.ts';
export {
  type AuditFinding,
  type AuditSummary,
  CATEGORIES,
  failingAudits,
  type LighthouseAudit,
  type LighthouseResult,
  metricsFromLhr,
  scriptUrls,
  summariseFindings,
} from './lhr.ts';
export {
  assetPaths,
  type BenchOptions,
  DEFAULT_RESULTS_PATH,
  firstInStockCarPath,
  hostResolverRules,
  parseOptions,
  USAGE,
} from './options.ts';
export {
  findingsReport,
  formatTable,
  missedTargets,
  type PageResult,
  pageResult,
  resultsTable,
  type ScriptSize,
  scriptsReport,
  targetsCell,
  targetsLegend,
} from './report.ts';
export {
  checkTargets,
  describeMiss,
  KB,
  median,
  medianMetrics,
  type PageKind,
  type PageMetrics,
  TARGETS,
  type TargetCheck,
} from './targets.ts';
