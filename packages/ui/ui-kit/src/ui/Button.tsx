import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from './cx.ts';
import { Spinner } from './Spinner.tsx';

export interface ButtonClassNames {
  root: string;
  label: string;
  spinner: string;
  icon: string;
}

export interface ButtonTranslations {
  /** Hidden text read after the label while loading (default `Loading`). */
  loading: string;
}

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger';

export interface ButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'className'> {
  variant?: ButtonVariant;
  size?: 'sm' | 'md' | 'lg';
  /**
   * Shows a spinner, sets `aria-busy` and disables the button, e.g. while a form submits
   * (site-wide §4 "While submitting, the button is disabled and shows a spinner").
   */
  loading?: boolean;
  fullWidth?: boolean;
  startIcon?: ReactNode;
  endIcon?: ReactNode;
  className?: string;
  classNames?: Partial<ButtonClassNames>;
  translations?: Partial<ButtonTranslations>;
}

/** A button. `type` defaults to `button` so it never submits a form by accident. */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  fullWidth = false,
  startIcon,
  endIcon,
  disabled,
  type = 'button',
  className,
  classNames,
  translations,
  children,
  ...rest
}: ButtonProps) {
  const t: ButtonTranslations = { loading: 'Loading', ...translations };
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      data-loading={loading || undefined}
      className={cx(
        'fc-button',
        `fc-button--${variant}`,
        `fc-button--${size}`,
        fullWidth && 'fc-button--full-width',
        className,
        classNames?.root,
      )}
    >
      {loading ? (
        <Spinner
          size="sm"
          decorative
          classNames={{ root: cx('fc-button__spinner', classNames?.spinner) }}
        />
      ) : (
        startIcon && <span className={cx('fc-button__icon', classNames?.icon)}>{startIcon}</span>
      )}
      <span className={cx('fc-button__label', classNames?.label)}>{children}</span>
      {loading && <span className="fc-visually-hidden">{t.loading}</span>}
      {!loading && endIcon && (
        <span className={cx('fc-button__icon', classNames?.icon)}>{endIcon}</span>
      )}
    </button>
  );
}
