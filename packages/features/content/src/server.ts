import { sanitiseDealerComments } from '@forecourt/dealer-comments/sanitise';
import type { PublicSiteConfig } from '@forecourt/site-config';
import { type ContentPageView, contentPageView } from './content-view.ts';

/**
 * A content page with the dealer's HTML through the one dealer HTML sanitiser (loaders only:
 * sanitize-html stays out of browser bundles).
 */
export function loadContentPage(site: PublicSiteConfig, slug: string): ContentPageView | null {
  return contentPageView(site, slug, sanitiseDealerComments);
}
export { submitContactEnquiry } from './contact-enquiry-action.ts';
