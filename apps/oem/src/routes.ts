import { dealerSiteRoutes } from '@forecourt/site-build/routes';
import type { RouteConfig } from '@react-router/dev/routes';

// The oem template: a manufacturer-franchise dealer.
// Its pages are the shared dealer-site table (each file under routes/ re-exports a feature
// package's route module).
export default dealerSiteRoutes() satisfies RouteConfig;
