import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
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
  /** Shown beside the brand on wide screens (a group's "10 dealerships" line, an oem's make). */
  tagline?: string | null;
  className?: string;
}

/**
 * The site header every template arranges: the logo or name (home link), the template's main
 * navigation, its extra items and the site's phone number.
 */
export function SiteHeader({ nav, extra, tagline, className }: SiteHeaderProps) {
  const site = useSite();
  const logo = siteLogoUrl(site);
  return (
    <header className={['site-header', className].filter(Boolean).join(' ')}>
      <div className="site-header__inner">
        <Link className="site-header__brand" to="/">
          {logo ? <img src={logo} alt={`${site.name} home`} height={40} /> : site.name}
        </Link>
        {tagline ? <p className="site-header__tagline">{tagline}</p> : null}
        <nav aria-label="Main">
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
