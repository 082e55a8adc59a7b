import type { PublicSiteConfig } from '@forecourt/site-config';
import { Dialog } from '@forecourt/ui-kit';
import { Link } from 'react-router';

export interface PromoPopupProps {
  popup: PublicSiteConfig['popup'];
  /** Closed by the shopper (close button, Escape, outside click); remembered for the session. */
  onClose: () => void;
  translations?: Partial<{ more: string }>;
}

/**
 * The promotional popup (site-wide §2, §4): a modal dialog (focus moves in and is trapped, Escape
 * closes, focus returns), at most 600 px wide and 80 vh high (site-wide §9), with the promotion's
 * image and link.
 */
export function PromoPopup({ popup, onClose, translations }: PromoPopupProps) {
  const t = { more: 'Find out more', ...translations };
  return (
    <Dialog
      open
      title={popup.title ?? ''}
      className="site-popup"
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      footer={
        popup.link_url ? (
          <Link to={popup.link_url} className="fc-button fc-button--primary" onClick={onClose}>
            {t.more}
          </Link>
        ) : null
      }
    >
      {popup.image_url ? (
        <img src={popup.image_url} alt="" width={600} height={338} className="site-popup__image" />
      ) : null}
    </Dialog>
  );
}
