import { Link } from 'react-router';
import type { RenderLink } from '../ui/render-link.tsx';

/** Offer links through the router's `<Link>`: client-side on the site, plain for other origins. */
export const routerLink: RenderLink = ({ href, children, className, ...rest }) => (
  <Link to={href} className={className} aria-label={rest['aria-label']}>
    {children}
  </Link>
);
