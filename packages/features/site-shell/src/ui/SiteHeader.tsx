import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useSite } from '../site-context.tsx';
import type { SiteNavItem } from '../site-nav.ts';
import { siteHeaderLogoUrl, telHref } from '../site-text.ts';

/** One link of the main navigation; with `items` it is a group with a dropdown (site-wide §2). */
export type NavItem = SiteNavItem;

export interface SiteHeaderProps {
  /** The template's main navigation, in order. */
  nav: readonly NavItem[];
  /** Extra items after the links (for example the saved cars link). */
  extra?: ReactNode;
  /**
   * A search box after the links (the apps pass search's `HeaderSearch`): in the row on
   * wide screens, inside the menu on small ones.
   */
  search?: ReactNode;
  /** Shown beside the brand on wide screens (a group's "10 dealerships" line, an oem's make). */
  tagline?: string | null;
  className?: string;
  /** Starts with the small-screen menu open (stories and tests). */
  defaultMenuOpen?: boolean;
  /** Starts with this group's dropdown open, by its index in `nav` (stories and tests). */
  defaultOpenGroup?: number | null;
}

/** The id of the main navigation: the menu button controls it, the no-script link targets it. */
export const SITE_NAV_ID = 'site-nav';

/** The small-screen menu button's text. */
export const MENU_LABEL = 'Menu';

/**
 * The small-screen menu: closed by default below 768 px, toggled by the Menu
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
 * behind a Menu button and the phone number keeps to one line.
 */
export function SiteHeader({
  nav,
  extra,
  search,
  tagline,
  className,
  defaultMenuOpen = false,
  defaultOpenGroup = null,
}: SiteHeaderProps) {
  const site = useSite();
  const logo = siteHeaderLogoUrl(site);
  const menu = useMenu(defaultMenuOpen);
  const [openGroup, setOpenGroup] = useState<number | null>(defaultOpenGroup);
  const closeGroup = useCallback(() => setOpenGroup(null), []);
  // A navigation closes an open dropdown.
  const { pathname } = useLocation();
  const groupPath = useRef(pathname);
  useEffect(() => {
    if (groupPath.current === pathname) return;
    groupPath.current = pathname;
    setOpenGroup(null);
  }, [pathname]);
  const phone = site.phone ? (
    <>
      <span className="visually-hidden">Call us on </span>
      {site.phone}
    </>
  ) : null;
  return (
    <header
      className={[
        'site-header',
        `site-header--on-${site.layout.header_surface}`,
        menu.enhanced ? 'site-header--enhanced' : null,
        className,
      ]
        .filter(Boolean)
        .join(' ')}
    >
      {/* The slim utility bar (wide screens): the dealer's line, where to find them and the phone
          number, so the main row keeps to one line at 1024 px and wider. */}
      <div className="site-header__utility">
        <div className="site-header__utility-inner">
          {tagline ? <p className="site-header__tagline">{tagline}</p> : null}
          <Link className="site-header__find-us" to={findUsPath(site)}>
            {FIND_US_LABEL}
          </Link>
          {phone ? (
            <a className="site-header__phone" href={telHref(site.phone ?? '')}>
              {phone}
            </a>
          ) : null}
        </div>
      </div>
      <div className="site-header__inner">
        <Link className="site-header__brand" to="/">
          {/* A fixed 160 x 40 box the logo is fitted into: its place is kept before it loads, whatever
              its shape, so nothing in the header moves when it arrives (CLS ≤ 0.02). */}
          {logo ? <img src={logo} alt={`${site.name} home`} width={160} height={40} /> : site.name}
        </Link>
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
            {nav.map((item, index) =>
              item.items?.length ? (
                <NavGroup
                  key={item.label}
                  item={item}
                  id={`${SITE_NAV_ID}-group-${index}`}
                  enhanced={menu.enhanced}
                  open={openGroup === index}
                  onToggle={() => setOpenGroup((open) => (open === index ? null : index))}
                  onClose={closeGroup}
                />
              ) : (
                <li key={item.label}>
                  <NavLink to={item.to} end={item.end ?? false}>
                    {item.label}
                  </NavLink>
                </li>
              ),
            )}
          </ul>
          {search ? <div className="site-header__search">{search}</div> : null}
          {extra ? <div className="site-header__actions">{extra}</div> : null}
        </nav>
        {/* On phones the number sits beside the logo (the utility bar is hidden there). */}
        {phone ? (
          <a
            className="site-header__phone site-header__phone--bar"
            href={telHref(site.phone ?? '')}
          >
            {phone}
          </a>
        ) : null}
      </div>
    </header>
  );
}

/** The utility bar's link to the dealer's locations and hours (site-wide §2 location link). */
export const FIND_US_LABEL = 'Find us';

/** Where "Find us" leads: a group's dealer locator, else the site's location link or /contact. */
function findUsPath(site: ReturnType<typeof useSite>): string {
  if (site.template === 'group') return '/dealer-locator';
  return site.layout.location_link.includes('{slug}') ? '/contact' : site.layout.location_link;
}

function countText(count: number | undefined) {
  return count === undefined ? null : <span className="site-nav__count"> ({count})</span>;
}

/**
 * A navigation group (site-wide §2 Header navigation, the brands mega-menu): the disclosure
 * pattern. The group's own link goes to its page; after hydration a button beside it (its name
 * says which menu, `aria-expanded` says whether it is open) toggles the dropdown. Escape closes
 * it and returns focus to the button, and focus leaving the group or a click outside closes it.
 * Before hydration the dropdown opens while focus is inside the group, so its links are reachable
 * by keyboard without scripts.
 */
function NavGroup({
  item,
  id,
  enhanced,
  open,
  onToggle,
  onClose,
}: {
  item: SiteNavItem;
  id: string;
  enhanced: boolean;
  open: boolean;
  onToggle: () => void;
  onClose: () => void;
}) {
  const groupRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // The small-screen menu's own Escape must not close the whole menu at the same time.
      event.stopImmediatePropagation();
      onClose();
      buttonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!groupRef.current?.contains(event.target as Node)) onClose();
    };
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, onClose]);
  return (
    <li
      ref={groupRef}
      className={['site-nav__group', item.mega ? 'site-nav__group--mega' : null]
        .filter(Boolean)
        .join(' ')}
      data-open={open ? '' : undefined}
      onBlur={(event) => {
        if (open && !groupRef.current?.contains(event.relatedTarget as Node | null)) onClose();
      }}
    >
      <NavLink to={item.to} end={item.end ?? false}>
        {item.label}
      </NavLink>
      {/* Rendered before hydration too, so the header keeps its width and rows when it hydrates
          (a toggle appearing only then wrapped the desktop navigation: a 56 px layout shift).
          Without JavaScript, focusing it opens the dropdown through :focus-within. */}
      <button
        ref={buttonRef}
        type="button"
        className="site-nav__toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={onToggle}
      >
        <span className="visually-hidden">{item.label} menu</span>
      </button>
      <div id={id} className="site-nav__panel" hidden={enhanced && !open}>
        <ul className="site-nav__list">
          {item.items?.map((child) => (
            <li key={child.to}>
              <Link to={child.to} className={child.items ? 'site-nav__heading' : undefined}>
                {child.label}
                {countText(child.count)}
              </Link>
              {child.items?.length ? (
                <ul className="site-nav__sublist">
                  {child.items.map((grandchild) => (
                    <li key={grandchild.to}>
                      <Link to={grandchild.to}>
                        {grandchild.label}
                        {countText(grandchild.count)}
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}
