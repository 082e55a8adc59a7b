import { isRouteErrorResponse, type MetaDescriptor } from 'react-router';

/** What every page states about itself: `<title>`, meta description and canonical URL. */
export interface PageSeo {
  title: string;
  description: string;
  /** Absolute canonical URL of the page. */
  canonical: string;
  /** Keep the page out of search results (e.g. /success). */
  noindex?: boolean;
}

/**
 * The origin canonical URLs use: the site's own `url` from its config (the production domain,
 * so a page reached on `<slug>.localhost` or a second domain names one address), else the
 * origin the request came in on.
 */
export function canonicalOrigin(siteUrl: string | null, requestUrl: string): string {
  const base = siteUrl ? new URL(siteUrl) : new URL(requestUrl);
  return base.origin;
}

/** The canonical URL of a path on the site. */
export function canonicalUrl(siteUrl: string | null, requestUrl: string, path: string): string {
  return new URL(path, `${canonicalOrigin(siteUrl, requestUrl)}/`).href;
}

/** React Router meta descriptors for a page. */
export function pageMeta(seo: PageSeo): MetaDescriptor[] {
  return [
    { title: seo.title },
    { name: 'description', content: seo.description },
    { tagName: 'link', rel: 'canonical', href: seo.canonical },
    { property: 'og:title', content: seo.title },
    { property: 'og:description', content: seo.description },
    { property: 'og:url', content: seo.canonical },
    ...(seo.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
  ];
}

/** The `<title>` and robots rule of an error page (a loader threw: not found or failed). */
export function errorMeta(error: unknown, siteName: string): MetaDescriptor[] {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return [
    { title: `${notFound ? 'Page not found' : 'Something went wrong'} | ${siteName}` },
    { name: 'robots', content: 'noindex' },
  ];
}
