import { AnnouncementBar, ToastProvider } from '@forecourt/ui-kit';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { Link, useRouteLoaderData } from 'react-router';
import { ANNOUNCEMENT_COOKIE, announcementKey, isPopupDue, popupSeenKey } from '../promotions.ts';
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

/**
 * The promotional popup (site-wide §4): after hydration, once per session per site, until its
 * expiry; an overlay dialog, so nothing on the page moves. Not part of the first paint.
 */
export function SitePopup() {
  const site = useSite();
  const [due, setDue] = useState(false);
  useEffect(() => {
    let seen = false;
    try {
      seen = sessionStorage.getItem(popupSeenKey(site.slug)) !== null;
    } catch {
      // Storage blocked: show it, but it cannot be remembered.
    }
    if (!isPopupDue(site, new Date(), seen)) return;
    const timer = window.setTimeout(() => setDue(true), 1500);
    return () => window.clearTimeout(timer);
  }, [site]);
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

/** The toast region every page can use (`useToast()`, one toast at a time, site-wide §4, §9). */
export function SiteToasts({ children }: { children: ReactNode }) {
  return <ToastProvider>{children}</ToastProvider>;
}
