import { AnnouncementBar, ToastProvider } from '@forecourt/ui-kit';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { Link, useLocation, useRouteLoaderData } from 'react-router';
import {
  ANNOUNCEMENT_COOKIE,
  announcementKey,
  canOpenPopup,
  isPopupDue,
  isPopupPage,
  popupLandingKey,
  popupSeenKey,
} from '../promotions.ts';
import { useSite } from '../site-context.tsx';

// The popup's dialog code loads only when a popup is due, after the page is interactive.
const PromoPopup = lazy(() =>
  import('./PromoPopup.tsx').then((module) => ({ default: module.PromoPopup })),
);

/**
 * The site-wide announcement bar (site-wide §2): server-rendered above the header when the root
 * loader says it shows; dismissing it sets a cookie for a year, so it is not rendered again.
 */
export function SiteAnnouncement() {
  const site = useSite();
  const shown = useRouteLoaderData<{ announcement?: boolean }>('root')?.announcement ?? false;
  const text = site.announcement.text;
  if (!shown || !text) return null;
  const { link_url: href, link_label: label } = site.announcement;
  return (
    <AnnouncementBar
      className="site-announcement"
      onDismiss={() => {
        // biome-ignore lint/suspicious/noDocumentCookie: a plain first-party preference cookie
        document.cookie = `${ANNOUNCEMENT_COOKIE}=${announcementKey(text)}; path=/; max-age=31536000; samesite=lax`;
      }}
    >
      {text}
      {href ? (
        <>
          {' '}
          <Link to={href}>{label ?? 'Find out more'}</Link>
        </>
      ) : null}
    </AnnouncementBar>
  );
}

/** How often a due popup checks whether it may open (a first look after this long, too). */
const POPUP_RETRY_MS = 1500;

/**
 * The promotional popup (site-wide §4): after hydration, once per session per site, until its
 * expiry; an overlay dialog, so nothing on the page moves. Not part of the first paint, and not
 * over the page the visit landed on: it opens on the shopper's second page (`isPopupPage`), and
 * never over an open dialog or drawer or while a form field has focus (`canOpenPopup`).
 */
export function SitePopup() {
  const site = useSite();
  const { pathname, search } = useLocation();
  const [due, setDue] = useState(false);
  useEffect(() => {
    if (!isPopupDue(site, new Date(), popupSeen(site.slug))) return;
    const here = `${pathname}${search}`;
    let landing: string | null;
    try {
      landing = sessionStorage.getItem(popupLandingKey(site.slug));
      if (landing === null) sessionStorage.setItem(popupLandingKey(site.slug), here);
    } catch {
      // Storage blocked: the landing page cannot be told apart, so every page may show it.
      landing = '';
    }
    if (!isPopupPage(landing, here)) return;
    // After a moment, then as soon as no dialog or drawer is open and no field has focus.
    const timer = window.setInterval(() => {
      if (!canOpenPopup(document)) return;
      window.clearInterval(timer);
      setDue(true);
    }, POPUP_RETRY_MS);
    return () => window.clearInterval(timer);
  }, [site, pathname, search]);
  if (!due) return null;
  return (
    <Suspense fallback={null}>
      <PromoPopup
        popup={site.popup}
        onClose={() => {
          try {
            sessionStorage.setItem(popupSeenKey(site.slug), '1');
          } catch {
            // Storage blocked.
          }
          setDue(false);
        }}
      />
    </Suspense>
  );
}

/** Whether this shopper has closed the site's popup this session (storage blocked: no). */
function popupSeen(slug: string): boolean {
  try {
    return sessionStorage.getItem(popupSeenKey(slug)) !== null;
  } catch {
    return false;
  }
}

/** The toast region every page can use (`useToast()`, one toast at a time, site-wide §4, §9). */
export function SiteToasts({ children }: { children: ReactNode }) {
  return <ToastProvider>{children}</ToastProvider>;
}
