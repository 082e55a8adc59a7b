import { Toast as RadixToast } from 'radix-ui';
import type { ReactNode } from 'react';
import { X } from '../icons.ts';
import { cx } from './cx.ts';
import { IconButton } from './IconButton.tsx';
import { TOAST_DEFAULT_DURATION_MS, TOAST_LIMIT } from './toast-limits.ts';

export { TOAST_DEFAULT_DURATION_MS, TOAST_LIMIT };

export interface ToastMessage {
  id: string;
  /** E.g. `Copied 2021 Toyota Corolla Ascent Sport to your clipboard!` (site-wide §4). */
  message: ReactNode;
  title?: ReactNode;
  tone?: 'neutral' | 'success' | 'danger';
  /** Ms before it closes itself (default: never). */
  durationMs?: number;
}

export interface ToasterClassNames {
  viewport: string;
  toast: string;
  title: string;
  message: string;
  close: string;
}

export interface ToasterTranslations {
  /** The notifications region's name; `{hotkey}` is replaced (Radix default F8). */
  region: string;
  /** Read before each toast's text (Radix's label, default `Notification`). */
  toast: string;
  /** The close button's name (default `Dismiss notification`). */
  close: string;
}

export interface ToasterProps {
  /** The toasts; only the newest {@link TOAST_LIMIT} show. */
  toasts: readonly ToastMessage[];
  onDismiss: (id: string) => void;
  className?: string;
  classNames?: Partial<ToasterClassNames>;
  translations?: Partial<ToasterTranslations>;
}

/**
 * Renders toasts (Radix Toast: a polite live region, F8 jumps to it, swipe to dismiss). Props
 * only; `ToastProvider` + `useToast()` hold the list for an app.
 */
export function Toaster({ toasts, onDismiss, className, classNames, translations }: ToasterProps) {
  const t: ToasterTranslations = {
    region: 'Notifications ({hotkey})',
    toast: 'Notification',
    close: 'Dismiss notification',
    ...translations,
  };
  const shown = toasts.slice(-TOAST_LIMIT);
  return (
    <RadixToast.Provider label={t.toast} swipeDirection="right">
      {shown.map((toast) => (
        <RadixToast.Root
          key={toast.id}
          open
          onOpenChange={(open) => {
            if (!open) onDismiss(toast.id);
          }}
          duration={toast.durationMs ?? TOAST_DEFAULT_DURATION_MS}
          className={cx('fc-toast', `fc-toast--${toast.tone ?? 'neutral'}`, classNames?.toast)}
        >
          <div className="fc-toast__text">
            {toast.title && (
              <RadixToast.Title className={cx('fc-toast__title', classNames?.title)}>
                {toast.title}
              </RadixToast.Title>
            )}
            <RadixToast.Description className={cx('fc-toast__message', classNames?.message)}>
              {toast.message}
            </RadixToast.Description>
          </div>
          <RadixToast.Close asChild>
            <IconButton
              icon={X}
              size="sm"
              label={t.close}
              className={cx('fc-toast__close', classNames?.close)}
            />
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport
        label={t.region}
        className={cx('fc-toast-viewport', className, classNames?.viewport)}
      />
    </RadixToast.Provider>
  );
}
