import type { ComponentPropsWithRef } from 'react';
import { cx } from './cx.ts';
import { Icon, type IconComponent } from './Icon.tsx';

export interface IconButtonClassNames {
  root: string;
  icon: string;
}

export interface IconButtonProps
  extends Omit<ComponentPropsWithRef<'button'>, 'className' | 'children' | 'aria-label'> {
  /** The icon, imported from `@forecourt/ui-kit/icons`, e.g. `icon={Share2}`. */
  icon: IconComponent;
  /** The button's accessible name, e.g. `Save to watchlist` (required: the icon has no text). */
  label: string;
  variant?: 'solid' | 'outline' | 'ghost';
  size?: 'sm' | 'md' | 'lg';
  /** For toggles such as favourite or compare. */
  pressed?: boolean;
  className?: string;
  classNames?: Partial<IconButtonClassNames>;
}

const ICON_SIZE = { sm: 16, md: 20, lg: 24 } as const;

/** A square button showing only an icon, named by `label`. */
export function IconButton({
  icon,
  label,
  variant = 'ghost',
  size = 'md',
  pressed,
  type = 'button',
  className,
  classNames,
  ...rest
}: IconButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      aria-label={label}
      aria-pressed={pressed}
      className={cx(
        'fc-icon-button',
        `fc-icon-button--${variant}`,
        `fc-icon-button--${size}`,
        className,
        classNames?.root,
      )}
    >
      <Icon icon={icon} size={ICON_SIZE[size]} className={classNames?.icon} />
    </button>
  );
}
