import { fileURLToPath } from 'node:url';

/** One demo site per template (classic, group, oem). */
export const SITES = ['sunshine-used-cars', 'metro-auto-group', 'coastal-toyota'] as const;
export const ADMIN_KEY = 'e2e-admin';
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
