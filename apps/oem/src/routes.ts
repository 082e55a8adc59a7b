import { dealerSiteRoutes } from '@forecourt/site-build/routes';
import { type RouteConfig, route } from '@react-router/dev/routes';

// The oem template: a manufacturer-franchise dealer.
// Its pages are the shared dealer-site table (each file under routes/ re-exports a feature
// package's route module). Plus its own range page.
export default dealerSiteRoutes({
  templateRoutes: [
    // The brand's range, by body type (site-wide §2 /models?body=).
    route('models', 'routes/models.ts'),
  ],
}) satisfies RouteConfig;
