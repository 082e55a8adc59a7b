import { fileURLToPath } from 'node:url';

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
export const ADMIN_KEY = 'e2e-admin';
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
