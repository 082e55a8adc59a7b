import { Popover } from 'radix-ui';
import { type ReactElement, type ReactNode, useId } from 'react';
import { X } from '../icons.ts';
import { usePortalContainer } from '../theme/ThemeProvider.tsx';
import { cx } from './cx.ts';
import { IconButton } from './IconButton.tsx';

export interface PopupClassNames {
  anchor: string;
  content: string;
  header: string;
  title: string;
  close: string;
  media: string;
  body: string;
  footer: string;
}

export interface PopupTranslations {
  /** The close button's name (default `Close`). */
  close: string;
}

export interface PopupProps {
  /** Heading and accessible name, e.g. the promotion's title. */
  title: ReactNode;
  children?: ReactNode;
  /** E.g. the promotion image. */
  media?: ReactNode;
  footer?: ReactNode;
  /** Anchor it to this element (which also opens it); without one it sits centred near the top. */
  trigger?: ReactElement;
  open?: boolean;
  defaultOpen?: boolean;
  /**
   * Closed by the shopper (close button, Escape, click outside); remember it per site and hide it
   * after its expiry date (site-wide §4).
   */
  onOpenChange?: (open: boolean) => void;
  /** Trap focus and make the page inert while open (default: true without a trigger). */
  modal?: boolean;
  className?: string;
  classNames?: Partial<PopupClassNames>;
  translations?: Partial<PopupTranslations>;
}

/**
 * A popup built on Radix Popover: the promotional popup (site-wide §2, §4), at most 600px wide
 * and 80vh high (site-wide §9, `--fc-layout-popup-max-*`). Focus moves into it on open and back
 * on close; Escape closes it.
 */
export function Popup({
  title,
  children,
  media,
  footer,
  trigger,
  open,
  defaultOpen,
  onOpenChange,
  modal,
  className,
  classNames,
  translations,
}: PopupProps) {
  const t: PopupTranslations = { close: 'Close', ...translations };
  const titleId = useId();
  const container = usePortalContainer();
  return (
    <Popover.Root
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      modal={modal ?? !trigger}
    >
      {trigger ? (
        <Popover.Trigger asChild>{trigger}</Popover.Trigger>
      ) : (
        <Popover.Anchor className={cx('fc-popup__anchor', classNames?.anchor)} />
      )}
      <Popover.Portal container={container}>
        <Popover.Content
          aria-labelledby={titleId}
          side="bottom"
          align="center"
          sideOffset={trigger ? 8 : 0}
          collisionPadding={16}
          className={cx('fc-popup', className, classNames?.content)}
        >
          <div className={cx('fc-popup__header', classNames?.header)}>
            <h2 id={titleId} className={cx('fc-popup__title', classNames?.title)}>
              {title}
            </h2>
            <Popover.Close asChild>
              <IconButton
                icon={X}
                label={t.close}
                className={cx('fc-popup__close', classNames?.close)}
              />
            </Popover.Close>
          </div>
          {media && <div className={cx('fc-popup__media', classNames?.media)}>{media}</div>}
          {children && <div className={cx('fc-popup__body', classNames?.body)}>{children}</div>}
          {footer && <div className={cx('fc-popup__footer', classNames?.footer)}>{footer}</div>}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
