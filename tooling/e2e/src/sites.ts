import { fileURLToPath } from 'node:url';

/** One demo site per template (classic, group, oem). */
export const SITES = ['sunshine-used-cars', 'metro-auto-group', 'coastal-toyota'] as const;
/** All six demo sites (configs/*.json): what every site must do, e.g. consent and legal links. */
export const DEMO_SITES = [
  ...SITES,
  'harbour-city-mazda',
  'highway-truck-and-bike-group',
  'southern-cross-caravans',
] as const;
export const ADMIN_KEY = 'e2e-admin';
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
