import type { ReactNode } from 'react';

/** Draws a link: the router's `<Link>` on a site (client-side navigation), `<a>` by default. */
export type RenderLink = (link: {
  href: string;
  children: ReactNode;
  className?: string;
  'aria-label'?: string;
}) => ReactNode;

/** A plain `<a>`; an absolute URL (a model's `override_url`) opens like any other link. */
export const defaultRenderLink: RenderLink = ({ href, children, className, ...rest }) => (
  <a href={href} className={className} aria-label={rest['aria-label']}>
    {children}
  </a>
);
