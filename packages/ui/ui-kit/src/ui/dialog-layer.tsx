import { setNonce } from 'get-nonce';
import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';
import { X } from '../icons.ts';
import { usePortalContainer } from '../theme/ThemeProvider.tsx';
import { cx } from './cx.ts';
import { IconButton } from './IconButton.tsx';

/**
 * Radix's scroll lock (react-remove-scroll) adds a `<style>` element while a dialog is open. Under
 * the sites' Content-Security-Policy (`style-src 'self' 'nonce-…'`) an element without
 * the response's nonce is refused (a console error and no scroll lock), so it is given the nonce
 * the document's own scripts carry.
 */
if (typeof document !== 'undefined') {
  const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
  if (nonce) setNonce(nonce);
}

export interface DialogClassNames {
  overlay: string;
  content: string;
  header: string;
  title: string;
  description: string;
  body: string;
  footer: string;
  close: string;
}

export interface DialogTranslations {
  /** The close button's name (default `Close`). */
  close: string;
}

/** Props shared by `Dialog` and `Drawer`. */
export interface DialogLayerProps {
  /** The dialog's heading and accessible name, e.g. `Book a test drive`. */
  title: ReactNode;
  /** Read with the title when the dialog opens. */
  description?: ReactNode;
  /** Hide the title visually (it still names the dialog). */
  hideTitle?: boolean;
  children?: ReactNode;
  /** Actions under the body, e.g. Submit and Cancel. */
  footer?: ReactNode;
  /** An element that opens the dialog (e.g. a `Button`); optional when `open` is controlled. */
  trigger?: ReactElement;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  className?: string;
  classNames?: Partial<DialogClassNames>;
  translations?: Partial<DialogTranslations>;
}

interface LayerVariant {
  kind: 'dialog' | 'drawer';
  modifier: string;
}

/**
 * The Radix Dialog both `Dialog` and `Drawer` render: focus moves in and is trapped, Escape and a
 * click outside close it, focus returns to the trigger, the page behind is inert.
 */
export function DialogLayer({
  title,
  description,
  hideTitle = false,
  children,
  footer,
  trigger,
  open,
  defaultOpen,
  onOpenChange,
  className,
  classNames,
  translations,
  variant,
}: DialogLayerProps & { variant: LayerVariant }) {
  const t: DialogTranslations = { close: 'Close', ...translations };
  const container = usePortalContainer();
  const base = `fc-${variant.kind}`;
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal container={container}>
        <RadixDialog.Overlay className={cx('fc-overlay', classNames?.overlay)} />
        <RadixDialog.Content
          className={cx(base, variant.modifier, className, classNames?.content)}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className={cx(`${base}__header`, classNames?.header)}>
            <RadixDialog.Title
              className={cx(`${base}__title`, hideTitle && 'fc-visually-hidden', classNames?.title)}
            >
              {title}
            </RadixDialog.Title>
            <RadixDialog.Close asChild>
              <IconButton
                icon={X}
                label={t.close}
                className={cx(`${base}__close`, classNames?.close)}
              />
            </RadixDialog.Close>
          </div>
          {description && (
            <RadixDialog.Description
              className={cx(`${base}__description`, classNames?.description)}
            >
              {description}
            </RadixDialog.Description>
          )}
          <div className={cx(`${base}__body`, classNames?.body)}>{children}</div>
          {footer && <div className={cx(`${base}__footer`, classNames?.footer)}>{footer}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
