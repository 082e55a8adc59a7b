import { fileURLToPath } from 'node:url';

/**
 * The demo site lists and the run's constants, with no workspace imports: global-setup.ts reads
 * them, and vitest loads global setup without the workspace packages' `source` condition.
 */

/** One demo site per template (classic, group, oem). */
export const SITES = ['sunshine-used-cars', 'metro-auto-group', 'coastal-toyota'] as const;
/**
 * Every demo site (configs/*.json), two of each template: for the checks that each site's own
 * config and stock can break (every header, menu and footer link answers), not only its template.
 */
export const ALL_SITES = [
  'sunshine-used-cars',
  'southern-cross-caravans',
  'metro-auto-group',
  'highway-truck-and-bike-group',
  'coastal-toyota',
  'harbour-city-mazda',
] as const;
export type DemoSite = (typeof ALL_SITES)[number];
export const ADMIN_KEY = 'e2e-admin';
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
