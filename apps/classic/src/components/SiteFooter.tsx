import { socialLinks } from '@forecourt/site-config';
import { COPY, SITE_CITY, site, siteText, telHref } from '../site.ts';

const NETWORK_NAMES = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
  tiktok: 'TikTok',
} as const;

/** The site footer: tagline, contact details and social links (site-wide §2), copyright. */
export function SiteFooter() {
  const social = socialLinks(site);
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about">{site.name}</h2>
          <p>{COPY.footer.tagline}</p>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">{COPY.footer.contactHeading}</h2>
          <address>
            {SITE_CITY ? <p>{SITE_CITY}</p> : null}
            {site.phone ? (
              <p>
                <a href={telHref(site.phone)}>{site.phone}</a>
              </p>
            ) : null}
          </address>
        </section>
        {social.length ? (
          <nav aria-labelledby="footer-social">
            <h2 id="footer-social">{COPY.footer.followHeading}</h2>
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
      </div>
      <p className="site-footer__copyright">
        {siteText(COPY.footer.copyright, { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
