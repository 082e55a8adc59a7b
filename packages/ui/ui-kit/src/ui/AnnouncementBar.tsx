import { type ReactNode, useState } from 'react';
import { Megaphone, X } from '../icons.ts';
import { cx } from './cx.ts';
import { Icon, type IconComponent } from './Icon.tsx';
import { IconButton } from './IconButton.tsx';

export interface AnnouncementBarClassNames {
  root: string;
  icon: string;
  content: string;
  dismiss: string;
}

export interface AnnouncementBarTranslations {
  /** The region's name (default `Announcement`). */
  label: string;
  /** The dismiss button's name (default `Dismiss announcement`). */
  dismiss: string;
}

export interface AnnouncementBarProps {
  children: ReactNode;
  /** The leading icon from `@forecourt/ui-kit/icons` (default `Megaphone`). */
  icon?: IconComponent;
  tone?: 'primary' | 'secondary' | 'accent' | 'neutral';
  /** Show a dismiss button (default true), e.g. the car-location bar (vehicle-stock §4). */
  dismissible?: boolean;
  /** Controlled: whether it has been dismissed (remember it per site with the caller's store). */
  dismissed?: boolean;
  defaultDismissed?: boolean;
  onDismiss?: () => void;
  className?: string;
  classNames?: Partial<AnnouncementBarClassNames>;
  translations?: Partial<AnnouncementBarTranslations>;
}

/** A one-line message across the page that the shopper can dismiss. */
export function AnnouncementBar({
  children,
  icon = Megaphone,
  tone = 'primary',
  dismissible = true,
  dismissed,
  defaultDismissed = false,
  onDismiss,
  className,
  classNames,
  translations,
}: AnnouncementBarProps) {
  const t: AnnouncementBarTranslations = {
    label: 'Announcement',
    dismiss: 'Dismiss announcement',
    ...translations,
  };
  const [ownDismissed, setOwnDismissed] = useState(defaultDismissed);
  if (dismissed ?? ownDismissed) return null;
  return (
    <section
      aria-label={t.label}
      className={cx('fc-announcement', `fc-announcement--${tone}`, className, classNames?.root)}
    >
      <Icon icon={icon} size={18} className={cx('fc-announcement__icon', classNames?.icon)} />
      <div className={cx('fc-announcement__content', classNames?.content)}>{children}</div>
      {dismissible && (
        <IconButton
          icon={X}
          size="sm"
          label={t.dismiss}
          className={cx('fc-announcement__dismiss', classNames?.dismiss)}
          onClick={() => {
            setOwnDismissed(true);
            onDismiss?.();
          }}
        />
      )}
    </section>
  );
}
