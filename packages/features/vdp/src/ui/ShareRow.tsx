import { cx, Icon, type IconComponent, type ToastMessage } from '@forecourt/ui-kit';
import { Check, Copy, Mail, MessageCircle, Phone, Share2 } from '@forecourt/ui-kit/icons';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import {
  COPIED_NOTICE_MS,
  COPY_TOAST_MS,
  copiedToastText,
  type ShareChannel,
  type ShareLink,
  sharePopupFeatures,
} from '../vehicle-actions.ts';

const Toaster = lazy(() =>
  import('../share-toaster.ts').then((module) => ({ default: module.Toaster })),
);

export interface ShareRowTranslations {
  heading: string;
  copy: string;
  copied: string;
  copyFailed: string;
  /** Read before each channel's name, e.g. `Share on` Facebook. */
  shareOn: string;
  channels: Record<ShareChannel, string>;
}

export const SHARE_ROW_TRANSLATIONS: ShareRowTranslations = {
  heading: 'Share this vehicle',
  copy: 'Copy link',
  copied: 'Copied',
  copyFailed: 'Copy failed',
  shareOn: 'Share on',
  channels: {
    facebook: 'Facebook',
    twitter: 'X',
    whatsapp: 'WhatsApp',
    email: 'Email',
    sms: 'SMS',
  },
};

const ICONS: Record<ShareChannel, IconComponent> = {
  facebook: Share2,
  twitter: Share2,
  whatsapp: MessageCircle,
  email: Mail,
  sms: Phone,
};

export interface ShareRowProps {
  /** The vehicle page's address, the one shared (vehicle-stock §2). */
  url: string;
  /** The car's name, as the copy toast names it (site-wide §4). */
  carName: string;
  /** The channel links from `shareLinks()`: Twitter/X only where the site shows it. */
  links: readonly ShareLink[];
  /** Start in the Copied state (stories). */
  defaultCopied?: boolean;
  /** Writes to the clipboard; `navigator.clipboard.writeText` by default. */
  writeText?: (text: string) => Promise<void>;
  /** Opens the share popup; `window.open` by default. */
  openPopup?: (href: string, features: string) => Window | null;
  className?: string;
  translations?: Partial<ShareRowTranslations>;
}

/**
 * The share row (vehicle-stock §2, §9): Facebook, Twitter/X (where the site shows it), WhatsApp,
 * email, SMS and copy link. The web channels open a 550×400 popup (a plain link in a new tab
 * without scripts or when popups are blocked); copy link reads Copied for 1.5 s and shows the
 * toast `Copied {car name} to your clipboard!` for about 3 s (vehicle-stock §4, site-wide §4).
 */
export function ShareRow({
  url,
  carName,
  links,
  defaultCopied = false,
  writeText = (text) => navigator.clipboard.writeText(text),
  openPopup = (href, features) => window.open(href, 'forecourt-share', features),
  className,
  translations,
}: ShareRowProps) {
  const t = { ...SHARE_ROW_TRANSLATIONS, ...translations };
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>(
    defaultCopied ? 'copied' : 'idle',
  );
  const [toasts, setToasts] = useState<ToastMessage[]>(
    defaultCopied
      ? [{ id: 'copied', message: copiedToastText(carName), durationMs: COPY_TOAST_MS }]
      : [],
  );
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    clearTimeout(timer.current);
    try {
      await writeText(url);
      setCopied('copied');
      setToasts([
        {
          id: `copied-${Date.now()}`,
          message: copiedToastText(carName),
          durationMs: COPY_TOAST_MS,
        },
      ]);
    } catch {
      setCopied('failed');
    }
    timer.current = setTimeout(() => setCopied('idle'), COPIED_NOTICE_MS);
  };

  return (
    <section className={cx('fc-vdp-share', className)} aria-label={t.heading}>
      <h2 className="fc-vdp-share__heading">{t.heading}</h2>
      <ul className="fc-vdp-share__list">
        {links.map((link) => (
          <li key={link.channel}>
            <a
              className="fc-button fc-button--outline fc-button--sm"
              href={link.href}
              {...(link.popup ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              onClick={(event) => {
                if (!link.popup) return;
                const opened = openPopup(link.href, sharePopupFeatures(window));
                // A blocked popup leaves the link to open in a new tab as usual.
                if (opened !== null) event.preventDefault();
              }}
            >
              <Icon icon={ICONS[link.channel]} size={16} />
              <span>
                <span className="fc-visually-hidden">{t.shareOn} </span>
                {t.channels[link.channel]}
              </span>
            </a>
          </li>
        ))}
        <li>
          <button
            type="button"
            className="fc-button fc-button--outline fc-button--sm"
            onClick={() => void copy()}
          >
            <Icon icon={copied === 'copied' ? Check : Copy} size={16} />
            <span aria-live="polite">
              {copied === 'copied' ? t.copied : copied === 'failed' ? t.copyFailed : t.copy}
            </span>
          </button>
        </li>
      </ul>
      {/* The toast's code is fetched with the first copy, not with the page. */}
      {toasts.length > 0 && (
        <Suspense fallback={null}>
          <Toaster
            toasts={toasts}
            onDismiss={(id) => setToasts((current) => current.filter((toast) => toast.id !== id))}
          />
        </Suspense>
      )}
    </section>
  );
}
