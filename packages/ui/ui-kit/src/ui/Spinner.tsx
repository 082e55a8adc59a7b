import { cx } from './cx.ts';

export interface SpinnerClassNames {
  root: string;
  circle: string;
}

export interface SpinnerTranslations {
  /** Announced by screen readers (default `Loading`). */
  label: string;
}

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Hide it from assistive technology when something else announces the busy state. */
  decorative?: boolean;
  classNames?: Partial<SpinnerClassNames>;
  translations?: Partial<SpinnerTranslations>;
}

/** A loading spinner: a `status` with a hidden label, or decorative inside a busy control. */
export function Spinner({
  size = 'md',
  decorative = false,
  classNames,
  translations,
}: SpinnerProps) {
  const t: SpinnerTranslations = { label: 'Loading', ...translations };
  const circle = <span className={cx('fc-spinner__circle', classNames?.circle)} />;
  const className = cx('fc-spinner', `fc-spinner--${size}`, classNames?.root);
  if (decorative) {
    return (
      <span className={className} aria-hidden="true">
        {circle}
      </span>
    );
  }
  return (
    <span className={className} role="status">
      {circle}
      <span className="fc-visually-hidden">{t.label}</span>
    </span>
  );
}
