import { useFavourites } from '@forecourt/favourites';
import { Link, NavLink } from 'react-router';
import { SITE_LOGO_URL, site, telHref } from '../site.ts';

const NAV = [
  { to: '/', label: 'Home', end: true },
  { to: '/search', label: 'Browse stock', end: false },
] as const;

/**
 * Saved (n): the saved cars page, with the count once the saved lists are read (the server and
 * the first client render show "Saved", so hydration matches).
 */
function SavedLink() {
  const hydrated = useFavourites((state) => state.hydrated);
  const count = useFavourites((state) => state.favourites.length);
  return (
    <NavLink to="/favourites" className="site-header__saved">
      {hydrated ? `Saved (${count})` : 'Saved'}
    </NavLink>
  );
}

/** The site header: logo or name (home link), main navigation, saved cars and the phone number. */
export function SiteHeader() {
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link className="site-header__brand" to="/">
          {SITE_LOGO_URL ? <img src={SITE_LOGO_URL} alt={`${site.name} home`} /> : site.name}
        </Link>
        <nav aria-label="Main">
          <ul className="site-header__nav">
            {NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.end}>
                  {item.label}
                </NavLink>
              </li>
            ))}
            {site.features.favourites ? (
              <li>
                <SavedLink />
              </li>
            ) : null}
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
