import {
  encodeLeadAttribution,
  LEAD_ATTRIBUTION_COOKIE,
  type LeadAttributes,
  readLeadAttribution,
  recordLeadVisit,
} from '@forecourt/lead-payloads';
import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Records one page view in this visit's attribution cookie (vehicle-stock §3 lead_attributes):
 * the page's path and its campaign parameters. A session cookie on this site's host, so each
 * site keeps its own and it ends with the browser session; the lead actions read it from the
 * form post (`apiFor`).
 */
export function recordPageVisit(
  doc: Pick<Document, 'cookie'>,
  location: { pathname: string; search: string },
  secure = false,
): LeadAttributes {
  const next = recordLeadVisit(readLeadAttribution(doc.cookie), {
    path: location.pathname,
    search: location.search,
  });
  doc.cookie = `${LEAD_ATTRIBUTION_COOKIE}=${encodeLeadAttribution(next)}; Path=/; SameSite=Lax${
    secure ? '; Secure' : ''
  }`;
  return next;
}

/** Records every page the shopper views, document loads and client navigations alike. */
export function useLeadAttributionRecorder(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    recordPageVisit(document, { pathname, search }, window.location.protocol === 'https:');
  }, [pathname, search]);
}
