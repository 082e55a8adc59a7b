import { stylesheetLinks } from '@forecourt/ui-kit/stylesheets';
import type { LinkDescriptor } from 'react-router';

/**
 * The stylesheets the trust sections need (ui-kit's and this package's): a home page showing
 * `HomeTrust` or `SiteStatsBanner` adds `...trustLinks()` to its `links`.
 */
export function trustLinks(): LinkDescriptor[] {
  return stylesheetLinks('@forecourt/ui-kit/styles.css', '@forecourt/reviews/reviews.css');
}
