import { cx } from '@forecourt/ui-kit';
import type { PluginLink } from '../plugin-links.ts';

export interface PluginLinksProps {
  links: readonly PluginLink[];
  className?: string;
}

/**
 * The Car Analysis and PPSR Report links of the vehicle page (site-wide §3 plugins), each opening
 * the report in a new tab. Nothing when the site has neither.
 */
export function PluginLinks({ links, className }: PluginLinksProps) {
  if (links.length === 0) return null;
  return (
    <ul className={cx('fc-vdp-plugin-links', className)}>
      {links.map((link) => (
        <li key={link.href}>
          <a
            className="fc-button fc-button--secondary fc-button--md"
            href={link.href}
            target="_blank"
            rel="noopener"
          >
            {link.label}
            <span className="fc-visually-hidden"> (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
