import uiKitStylesUrl from '@forecourt/ui-kit/styles.css?url';
import type { LinkDescriptor } from 'react-router';
import locationsStylesUrl from './locations.css?url';

/**
 * The stylesheets the location components need (ui-kit's and this package's), as React Router
 * link descriptors: a route that shows them — the route modules here, or a template's home page
 * with `LocationsSection` — exports `links = locationsLinks`.
 */
export function locationsLinks(): LinkDescriptor[] {
  return [
    { rel: 'stylesheet', href: uiKitStylesUrl },
    { rel: 'stylesheet', href: locationsStylesUrl },
  ];
}
