import { FORM_ERRORS_HEADING } from '@forecourt/lead-payloads';
import { useEffect, useId, useRef } from 'react';
import { TriangleAlert } from '../icons.ts';
import { cx } from './cx.ts';
import { Icon } from './Icon.tsx';

export interface ErrorBannerItem {
  message: string;
  /** The field's id: the message becomes a link that moves focus to the field. */
  fieldId?: string;
}

export interface ErrorBannerClassNames {
  root: string;
  heading: string;
  list: string;
  item: string;
  link: string;
}

export interface ErrorBannerTranslations {
  /** Default `Please fix the following errors:` (site-wide §8). */
  heading: string;
}

export interface ErrorBannerProps {
  /** The messages, e.g. `errorBanner(fields).messages` from `@forecourt/lead-payloads`. */
  errors: readonly (string | ErrorBannerItem)[];
  /** Move focus to the banner when it appears or its errors change (default true). */
  focusOnShow?: boolean;
  className?: string;
  classNames?: Partial<ErrorBannerClassNames>;
  translations?: Partial<ErrorBannerTranslations>;
}

/**
 * The form error banner (site-wide §8): test id `error-warning`, heading `Please fix the
 * following errors:` and a list of the messages. Focus moves to it when it shows so keyboard and
 * screen-reader users land on the summary; it renders nothing without errors.
 */
export function ErrorBanner({
  errors,
  focusOnShow = true,
  className,
  classNames,
  translations,
}: ErrorBannerProps) {
  const t: ErrorBannerTranslations = { heading: FORM_ERRORS_HEADING, ...translations };
  const headingId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const items = errors.map((error) => (typeof error === 'string' ? { message: error } : error));
  const signature = items.map((item) => item.message).join('\n');

  useEffect(() => {
    if (focusOnShow && signature) ref.current?.focus();
  }, [focusOnShow, signature]);

  if (items.length === 0) return null;
  return (
    <div
      ref={ref}
      role="alert"
      aria-labelledby={headingId}
      tabIndex={-1}
      data-testid="error-warning"
      className={cx('fc-error-banner', className, classNames?.root)}
    >
      <h2 id={headingId} className={cx('fc-error-banner__heading', classNames?.heading)}>
        <Icon icon={TriangleAlert} size={20} />
        {t.heading}
      </h2>
      <ul className={cx('fc-error-banner__list', classNames?.list)}>
        {items.map((item) => (
          <li key={item.message} className={cx('fc-error-banner__item', classNames?.item)}>
            {item.fieldId ? (
              <a
                href={`#${item.fieldId}`}
                className={cx('fc-error-banner__link', classNames?.link)}
                onClick={(event) => {
                  const field = document.getElementById(item.fieldId ?? '');
                  if (!field) return;
                  event.preventDefault();
                  field.focus();
                }}
              >
                {item.message}
              </a>
            ) : (
              item.message
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
