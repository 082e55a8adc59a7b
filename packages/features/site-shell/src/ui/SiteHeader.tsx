import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useSite } from '../site-context.tsx';
import { siteLogoUrl, telHref } from '../site-text.ts';

/** One link of the main navigation. */
export interface NavItem {
  to: string;
  label: string;
  /** Active only on exactly this path (the home link). */
  end?: boolean;
}

export interface SiteHeaderProps {
  /** The template's main navigation, in order. */
  nav: readonly NavItem[];
  /** Extra items after the links (for example the saved cars link). */
  extra?: ReactNode;
  /**
   * A search box after the links (the apps pass search's `HeaderSearch`; issue 15): in the row on
   * wide screens, inside the menu on small ones.
   */
  search?: ReactNode;
  /** Shown beside the brand on wide screens (a group's "10 dealerships" line, an oem's make). */
  tagline?: string | null;
  className?: string;
  /** Starts with the small-screen menu open (stories and tests). */
  defaultMenuOpen?: boolean;
}

/** The id of the main navigation: the menu button controls it, the no-script link targets it. */
export const SITE_NAV_ID = 'site-nav';

/** The small-screen menu button's text (issue 17 item 2). */
export const MENU_LABEL = 'Menu';

/**
 * The small-screen menu (issue 17 item 2): closed by default below 768 px, toggled by the Menu
 * button; opening moves focus to the first link, Escape closes it and returns focus to the
 * button, and a navigation closes it. Before hydration (or without JavaScript) the button is a
 * link to `#site-nav`, which the stylesheet opens with `:target`, so the links stay reachable.
 */
function useMenu(defaultOpen: boolean) {
  const [enhanced, setEnhanced] = useState(false);
  const [open, setOpen] = useState(defaultOpen);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLElement>(null);
  const focusOnOpen = useRef(false);
  const { pathname } = useLocation();

  useEffect(() => {
    setEnhanced(true);
    // A tap on the no-script link before hydration keeps the menu open.
    if (window.location.hash === `#${SITE_NAV_ID}`) setOpen(true);
  }, []);

  // A navigation (a tapped link) closes the menu.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    setOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!open) return;
    if (focusOnOpen.current) {
      focusOnOpen.current = false;
      navRef.current?.querySelector<HTMLElement>('a[href], button')?.focus();
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const toggle = useCallback(() => {
    setOpen((wasOpen) => {
      focusOnOpen.current = !wasOpen;
      return !wasOpen;
    });
  }, []);

  return { enhanced, open, toggle, buttonRef, navRef };
}

/**
 * The site header every template arranges: the logo or name (home link), the template's main
 * navigation, its extra items and the site's phone number. On small screens the navigation sits
 * behind a Menu button and the phone number keeps to one line (issue 17 item 2).
 */
export function SiteHeader({
  nav,
  extra,
  search,
  tagline,
  className,
  defaultMenuOpen = false,
}: SiteHeaderProps) {
  const site = useSite();
  const logo = siteLogoUrl(site);
  const menu = useMenu(defaultMenuOpen);
  return (
    <header
      className={['site-header', menu.enhanced ? 'site-header--enhanced' : null, className]
        .filter(Boolean)
        .join(' ')}
    >
      <div className="site-header__inner">
        <Link className="site-header__brand" to="/">
          {/* A fixed 160 x 40 box the logo is fitted into: its place is kept before it loads, whatever
              its shape, so nothing in the header moves when it arrives (CLS ≤ 0.02). */}
          {logo ? <img src={logo} alt={`${site.name} home`} width={160} height={40} /> : site.name}
        </Link>
        {tagline ? <p className="site-header__tagline">{tagline}</p> : null}
        {menu.enhanced ? (
          <button
            ref={menu.buttonRef}
            type="button"
            className="site-header__menu-button"
            aria-expanded={menu.open}
            aria-controls={SITE_NAV_ID}
            onClick={menu.toggle}
          >
            {MENU_LABEL}
          </button>
        ) : (
          <a className="site-header__menu-button" href={`#${SITE_NAV_ID}`}>
            {MENU_LABEL}
          </a>
        )}
        <nav
          ref={menu.navRef}
          id={SITE_NAV_ID}
          aria-label="Main"
          className="site-header__navbox"
          data-open={menu.open ? '' : undefined}
        >
          <ul className="site-header__nav">
            {nav.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.end ?? false}>
                  {item.label}
                </NavLink>
              </li>
            ))}
            {extra ? <li>{extra}</li> : null}
          </ul>
          {search ? <div className="site-header__search">{search}</div> : null}
        </nav>
        {site.phone ? (
          <a className="site-header__phone" href={telHref(site.phone)}>
            <span className="visually-hidden">Call us on </span>
            {site.phone}
          </a>
        ) : null}
      </div>
    </header>
  );
}
