import type { ApiContext } from '../deps.ts';
import type { Router } from '../router.ts';

/** Arrives with its own change. */
export function registerServicesRoutes(_router: Router, _context: ApiContext): void {}
