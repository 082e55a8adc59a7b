import type { PublicSiteConfig } from '@forecourt/site-config';
import { IconButton } from '@forecourt/ui-kit';
import { X } from '@forecourt/ui-kit/icons';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';

export interface PromoPopupProps {
  popup: PublicSiteConfig['popup'];
  /** Closed by the shopper (close button, Escape, backdrop click); remembered for the session. */
  onClose: () => void;
  translations?: Partial<{ more: string; close: string }>;
}

/**
 * The promotional popup (site-wide §2, §4): the browser's own modal `<dialog>` (`showModal()`:
 * the page behind is inert, focus moves in and returns on close, Escape closes), so it costs no
 * dialog library on a page where it opens by itself — Radix Dialog added ~19 KB gzip to every
 * page's load. At most 600 px wide and 80 vh high (site-wide §9), with the promotion's image, text
 * and call to action from the site config; the close button, Escape and a click on the backdrop
 * close it.
 */
export function PromoPopup({ popup, onClose, translations }: PromoPopupProps) {
  const t = { more: 'Find out more', close: 'Close', ...translations };
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  const close = () => ref.current?.close();
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click is a pointer shortcut; Escape and the Close button are the keyboard paths
    <dialog
      ref={ref}
      className="fc-dialog site-popup"
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
    >
      <div className="fc-dialog__header">
        <h2 id={titleId} className="fc-dialog__title">
          {popup.title ?? ''}
        </h2>
        <IconButton icon={X} label={t.close} onClick={close} />
      </div>
      {popup.image_url || popup.text ? (
        <div className="fc-dialog__body">
          {popup.image_url ? (
            <img
              src={popup.image_url}
              alt=""
              width={600}
              height={338}
              className="site-popup__image"
            />
          ) : null}
          {popup.text ? <p className="site-popup__text">{popup.text}</p> : null}
        </div>
      ) : null}
      {popup.link_url ? (
        <div className="fc-dialog__footer">
          <Link to={popup.link_url} className="fc-button fc-button--primary" onClick={close}>
            {popup.link_label ?? t.more}
          </Link>
        </div>
      ) : null}
    </dialog>
  );
}
