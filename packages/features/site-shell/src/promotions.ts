import type { PublicSiteConfig } from '@forecourt/site-config';
import { readCookie } from './cookies.ts';

/** The cookie that remembers a dismissed announcement (per site: each site has its own host). */
export const ANNOUNCEMENT_COOKIE = 'fc_announcement';

/** A short, stable key of the announcement's text: a new announcement shows again. */
export function announcementKey(text: string): string {
  let hash = 5381;
  for (let index = 0; index < text.length; index += 1) {
    hash = ((hash * 33) ^ text.charCodeAt(index)) >>> 0;
  }
  return hash.toString(36);
}

/**
 * Whether the announcement bar shows (site-wide §2 Screens and widgets): the site has one, and
 * this shopper has not dismissed this text (read from the request's cookie by the root loader,
 * so a dismissed bar is never rendered and nothing moves once the page is shown).
 */
export function isAnnouncementShown(
  site: Pick<PublicSiteConfig, 'announcement'>,
  cookieHeader: string | null,
): boolean {
  const text = site.announcement.text?.trim();
  if (!text) return false;
  return readCookie(cookieHeader, ANNOUNCEMENT_COOKIE) !== announcementKey(text);
}

/** The session key of a site's promotional popup once shown. */
export const popupSeenKey = (slug: string) => `fc-popup-seen:${slug}`;

/** The session key of the page a visit to a site landed on (path and query). */
export const popupLandingKey = (slug: string) => `fc-popup-landing:${slug}`;

/**
 * Whether this page may open the promotional popup: not the page the visit landed on. An
 * interstitial over the page a shopper arrives on (from a search result, an ad) is what search
 * engines' page-experience guidance marks down, and over a phone's first seconds it held the
 * landing page's Speed Index back by ~1 s (its backdrop repaints the whole screen). So the popup
 * waits for the shopper's second page of the visit: any other path or query, by a link or a
 * new load; a reload of the landing page is still the landing page. `landing` is null on the
 * first page view of the visit.
 */
export function isPopupPage(landing: string | null, here: string): boolean {
  return landing !== null && landing !== here;
}

/**
 * Whether the promotional popup may show (site-wide §4 Popup): the switch is on, it has a title,
 * its expiry has not passed, and it has not been shown to this shopper this session on this site.
 */
export function isPopupDue(
  site: Pick<PublicSiteConfig, 'features' | 'popup'>,
  now: Date,
  seen: boolean,
): boolean {
  if (!site.features.popup || !site.popup.title || seen) return false;
  const expires = site.popup.expires_at;
  if (!expires) return true;
  // A bare date runs to the end of that day.
  const end = /^\d{4}-\d{2}-\d{2}$/.test(expires)
    ? Date.parse(`${expires}T23:59:59.999`)
    : Date.parse(expires);
  return Number.isNaN(end) || now.getTime() <= end;
}

/** What `canOpenPopup` reads of the page: its document (the open dialogs, the focused element). */
export type PopupPage = Pick<Document, 'activeElement' | 'querySelector'>;

/** An open dialog or drawer: a native modal, a Radix dialog/drawer, anything aria-modal. */
const OPEN_DIALOG = 'dialog[open], [role="dialog"][data-state="open"], [aria-modal="true"]';

/**
 * Whether the promotional popup may open now (site-wide §4 Popup): not over another dialog or
 * drawer (on a phone the Filters drawer would hold focus and swallow the popup's close button)
 * and not while the shopper is typing in a form field. The caller waits and asks again.
 */
export function canOpenPopup(page: PopupPage): boolean {
  if (page.querySelector(OPEN_DIALOG)) return false;
  const active = page.activeElement as (Element & { isContentEditable?: boolean }) | null;
  if (!active) return true;
  if (active.isContentEditable) return false;
  return !['INPUT', 'TEXTAREA', 'SELECT'].includes(active.tagName);
}
