import { type PublicSiteConfig, socialLinks } from '@forecourt/site-config';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useSite } from '../site-context.tsx';
import { siteCity, siteText, telHref } from '../site-text.ts';
import { PaymentIcons, takesOnlinePayments } from './PaymentIcons.tsx';

/** A group of footer links (site-wide §2 footer groups). */
export interface FooterGroup {
  heading: string;
  links: readonly { to: string; label: string }[];
}

export interface SiteFooterProps {
  /** The template's line about the site (`{siteName}` and `{city}` are filled in). */
  tagline: string;
  /** Link groups after the about section, in order. */
  groups?: readonly FooterGroup[];
  /** Copyright line template (`{year}`, `{siteName}`). */
  copyright?: string;
  contactHeading?: string;
  followHeading?: string;
  /** Anything the template adds at the end (for example a group's dealership list). */
  children?: ReactNode;
  className?: string;
}

const NETWORK_NAMES = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
  tiktok: 'TikTok',
} as const;

/**
 * The footer's Privacy Policy and Terms and Conditions links: the content pages every site has
 * (left out only where the site hides the page, so every link answers 200).
 */
export function legalLinks(site: Pick<PublicSiteConfig, 'content_pages'>): FooterGroup['links'] {
  return (
    [
      ['privacy-policy', 'Privacy Policy'],
      ['terms-and-conditions', 'Terms and Conditions'],
    ] as const
  )
    .filter(([slug]) => !site.content_pages[slug]?.hidden)
    .map(([slug, label]) => ({ to: `/${slug}`, label }));
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/**
 * The site footer every template arranges: about line, the template's link groups, contact
 * details, social links (only when both the URL and its switch are on, site-wide §2) and the
 * copyright line.
 */
export function SiteFooter({
  tagline,
  groups = [],
  copyright = '© {year} {siteName}. All rights reserved.',
  contactHeading = 'Contact us',
  followHeading = 'Follow us',
  children,
  className,
}: SiteFooterProps) {
  const site = useSite();
  const social = socialLinks(site);
  const city = siteCity(site);
  return (
    <footer className={['site-footer', className].filter(Boolean).join(' ')}>
      <div className="site-footer__inner">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about">{site.name}</h2>
          <p>{siteText(site, tagline)}</p>
        </section>
        {groups.map((group) => (
          <nav key={group.heading} aria-labelledby={`footer-${slug(group.heading)}`}>
            <h2 id={`footer-${slug(group.heading)}`}>{group.heading}</h2>
            <ul className="link-list">
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">{contactHeading}</h2>
          <address>
            {city ? <p>{city}</p> : null}
            {site.phone ? (
              <p>
                <a href={telHref(site.phone)}>{site.phone}</a>
              </p>
            ) : null}
          </address>
        </section>
        {social.length ? (
          <nav aria-labelledby="footer-social">
            <h2 id="footer-social">{followHeading}</h2>
            <ul className="link-list">
              {social.map((link) => (
                <li key={link.network}>
                  <a href={link.url} rel="noopener noreferrer">
                    {NETWORK_NAMES[link.network]}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {children}
      </div>
      {/* Payment icons (site-wide §9) where the site takes payments online. */}
      {takesOnlinePayments(site) ? <PaymentIcons /> : null}
      {/* Every footer links the privacy policy and the terms (Privacy Act 1988, APP 1.4). */}
      <nav aria-label="Legal" className="site-footer__legal">
        <ul className="link-list">
          {legalLinks(site).map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="site-footer__copyright">
        {siteText(site, copyright, { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
