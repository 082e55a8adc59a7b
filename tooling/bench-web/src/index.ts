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
  CHROMIUM_IMAGE_ACCEPT,
  DEFAULT_RESULTS_PATH,
  DEFAULT_SITES,
  firstInStockCarPath,
  hostResolverRules,
  imagePaths,
  LIGHTHOUSE_RETRIES,
  parseOptions,
  RETRIED_LIGHTHOUSE_ERRORS,
  USAGE,
} from './options.ts';
export {
  findingsReport,
  formatTable,
  missedTargets,
  missedTargetsOfSites,
  type PageResult,
  pageResult,
  resultsTable,
  type ScriptSize,
  type SitePages,
  scriptsReport,
  sitesSummary,
  targetsCell,
  targetsLegend,
} from './report.ts';
export { isRetriedLighthouseError, LighthouseRunError, withRetries } from './retry.ts';
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
