import { stylesheetLinks } from '@forecourt/ui-kit/stylesheets';
import type { LinkDescriptor } from 'react-router';

/**
 * The stylesheets the location components need (ui-kit's and this package's), as React Router
 * link descriptors: a route that shows them — the route modules here, or a template's home page
 * with `LocationsSection` — exports `links = locationsLinks`.
 */
export function locationsLinks(): LinkDescriptor[] {
  return stylesheetLinks('@forecourt/ui-kit/styles.css', '@forecourt/locations/locations.css');
}
