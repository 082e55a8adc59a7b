import uiKitStylesUrl from '@forecourt/ui-kit/styles.css?url';
import type { LinkDescriptor } from 'react-router';
import reviewsStylesUrl from './reviews.css?url';

/**
 * The stylesheets the trust sections need (ui-kit's and this package's): a home page showing
 * `HomeTrust` or `SiteStatsBanner` adds `...trustLinks()` to its `links`.
 */
export function trustLinks(): LinkDescriptor[] {
  return [
    { rel: 'stylesheet', href: uiKitStylesUrl },
    { rel: 'stylesheet', href: reviewsStylesUrl },
  ];
}
