import { Slot } from 'radix-ui';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { ExternalLink } from '../icons.ts';
import { cx } from './cx.ts';
import { Icon } from './Icon.tsx';

export interface LinkClassNames {
  root: string;
  icon: string;
}

export interface LinkTranslations {
  /** Hidden text after an external link's label (default `(opens in a new tab)`). */
  opensInNewTab: string;
}

export interface LinkProps extends Omit<ComponentPropsWithRef<'a'>, 'className'> {
  variant?: 'inline' | 'standalone' | 'button';
  /** Opens in a new tab with `rel="noopener noreferrer"` and says so to screen readers. */
  external?: boolean;
  /**
   * Render the single child (e.g. a router `<Link>`) with these styles instead of an `<a>`
   * (Radix Slot).
   */
  asChild?: boolean;
  children?: ReactNode;
  className?: string;
  classNames?: Partial<LinkClassNames>;
  translations?: Partial<LinkTranslations>;
}

/** A styled link; `asChild` lets a router link carry the same look. */
export function Link({
  variant = 'inline',
  external = false,
  asChild = false,
  className,
  classNames,
  translations,
  children,
  ...rest
}: LinkProps) {
  const t: LinkTranslations = { opensInNewTab: '(opens in a new tab)', ...translations };
  const Root = asChild ? Slot.Root : 'a';
  const externalProps = external ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <Root
      {...externalProps}
      {...rest}
      className={cx('fc-link', `fc-link--${variant}`, className, classNames?.root)}
    >
      {asChild ? (
        children
      ) : (
        <>
          {children}
          {external && (
            <>
              <Icon
                icon={ExternalLink}
                size={14}
                className={cx('fc-link__icon', classNames?.icon)}
              />
              <span className="fc-visually-hidden"> {t.opensInNewTab}</span>
            </>
          )}
        </>
      )}
    </Root>
  );
}
