import type { RouteConfigEntry } from '@react-router/dev/routes';

/** The pages every dealer template serves; a template adds its own through `templateRoutes`. */
export declare function dealerSiteRoutes(options?: {
  templateRoutes?: RouteConfigEntry[];
}): RouteConfigEntry[];
