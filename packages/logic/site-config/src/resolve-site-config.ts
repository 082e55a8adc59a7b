import { deepMerge, isPlainObject } from './deep-merge.ts';
import { PLATFORM_DEFAULTS } from './platform-defaults.ts';
import { publicSiteConfig } from './public-site-config.ts';
import { SiteConfigError, toSiteConfigIssues } from './site-config-error.ts';
import {
  type SiteConfig,
  type SiteConfigInput,
  siteConfigSchema,
  TEMPLATES,
  type Template,
} from './site-config-schema.ts';
import { TEMPLATE_PRESETS } from './template-presets.ts';

/** The outcome of `safeResolveSiteConfig`, shaped like zod's `safeParse`. */
export type SafeResolveResult =
  | { success: true; data: SiteConfig }
  | { success: false; error: SiteConfigError };

const INSPECT = Symbol.for('nodejs.util.inspect.custom');

function isTemplate(value: unknown): value is Template {
  return (TEMPLATES as readonly unknown[]).includes(value);
}

/** Printing a resolved config (JSON or console) leaves out the server-side secrets. */
function hideSecrets(site: SiteConfig): SiteConfig {
  const printable = () => publicSiteConfig(site);
  Object.defineProperty(site, 'toJSON', { value: printable, enumerable: false });
  Object.defineProperty(site, INSPECT, { value: printable, enumerable: false });
  return site;
}

/**
 * Like `resolveSiteConfig`, but returns `{ success: false, error }` instead of throwing.
 */
export function safeResolveSiteConfig(input: unknown): SafeResolveResult {
  let candidate = input;
  if (isPlainObject(input)) {
    const preset = isTemplate(input.template) ? TEMPLATE_PRESETS[input.template] : undefined;
    candidate = deepMerge(PLATFORM_DEFAULTS, preset, input);
  }
  const result = siteConfigSchema.safeParse(candidate, { reportInput: true });
  if (result.success) return { success: true, data: hideSecrets(result.data) };
  const slug = isPlainObject(input) && typeof input.slug === 'string' ? input.slug : null;
  return {
    success: false,
    error: new SiteConfigError(slug, toSiteConfigIssues(result.error.issues)),
  };
}

/**
 * The resolved site config: platform defaults ← template preset ← site, objects merged key by
 * key and arrays replaced, then validated (ARCHITECTURE; site-wide §1, §3). `{ slug, name,
 * template }` is a complete site. An invalid config throws a `SiteConfigError` listing every
 * issue with its path. The result's `toJSON` and console output omit the search service host
 * and key and the lead webhook (site-wide §3 "values never printed").
 */
export function resolveSiteConfig(input: unknown): SiteConfig {
  const result = safeResolveSiteConfig(input);
  if (!result.success) throw result.error;
  return result.data;
}

/** Types a site config file in `configs/` (an identity function, for editor help). */
export function defineSiteConfig(config: SiteConfigInput): SiteConfigInput {
  return config;
}
