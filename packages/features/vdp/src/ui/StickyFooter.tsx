import { cx } from '@forecourt/ui-kit';
import type { MouseEvent } from 'react';
import { type DealerContact, phoneLinks } from '../call-dealer.ts';
import { type PhoneCallActions, platformPhoneCallActions } from './phone-call-actions.ts';

export interface StickyFooterTranslations {
  label: string;
  call: string;
  enquire: string;
}

const DEFAULT_TRANSLATIONS: StickyFooterTranslations = {
  label: 'Call or enquire',
  call: 'Call',
  enquire: 'Enquire',
};

export interface StickyFooterProps {
  /** The dealer's number; null leaves only Enquire. */
  contact: DealerContact | null;
  /** Opens the enquiry dialog; without JavaScript the link goes to the form (`#enquiry`). */
  onEnquire?: () => void;
  /** A pointer or focus nears Enquire (preload the dialog). */
  onEnquireIntent?: () => void;
  enquireHref?: string;
  actions?: PhoneCallActions;
  className?: string;
  translations?: Partial<StickyFooterTranslations>;
}

/**
 * The sticky footer calls to action on small screens (vehicle-stock §2): Call
 * (`tel:`, event 25 on tap, vehicle-stock §7) and Enquire, fixed to the bottom of the screen
 * below 768 px and not shown on wider screens. The page reserves its height at the bottom on
 * phones, so it covers nothing and moves nothing.
 */
export function StickyFooter({
  contact,
  onEnquire,
  onEnquireIntent,
  enquireHref = '#enquiry',
  actions,
  className,
  translations,
}: StickyFooterProps) {
  const t = { ...DEFAULT_TRANSLATIONS, ...translations };
  const calls = actions ?? platformPhoneCallActions;
  const enquire = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onEnquire) return;
    event.preventDefault();
    onEnquire();
  };
  return (
    <section className={cx('fc-vdp-sticky-footer', className)} aria-label={t.label}>
      {contact ? (
        <a
          className="fc-button fc-button--secondary fc-button--md fc-vdp-sticky-footer__call"
          href={phoneLinks(contact.phone).tel}
          onClick={() => calls.called(contact)}
        >
          {t.call}
        </a>
      ) : null}
      <a
        className="fc-button fc-button--primary fc-button--md fc-vdp-sticky-footer__enquire"
        href={enquireHref}
        aria-haspopup={onEnquire ? 'dialog' : undefined}
        onClick={enquire}
        onPointerEnter={onEnquireIntent}
        onFocus={onEnquireIntent}
      >
        {t.enquire}
      </a>
    </section>
  );
}
