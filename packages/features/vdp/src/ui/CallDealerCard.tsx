import { cx } from '@forecourt/ui-kit';
import { type MouseEvent, useState } from 'react';
import { type DealerContact, maskPhone, phoneLinks } from '../call-dealer.ts';
import { type PhoneCallActions, platformPhoneCallActions } from './phone-call-actions.ts';

export interface CallDealerCardTranslations {
  heading: string;
  /** After the masked number, e.g. `Show number`. */
  reveal: string;
  /** Hidden text before the revealed number. */
  call: string;
  sms: string;
  whatsapp: string;
}

const DEFAULT_TRANSLATIONS: CallDealerCardTranslations = {
  heading: 'Call the dealer',
  reveal: 'Show number',
  call: 'Call',
  sms: 'Send an SMS',
  whatsapp: 'Message on WhatsApp',
};

export interface CallDealerCardProps {
  contact: DealerContact;
  /** Replaces the platform calls (stories and tests). */
  actions?: PhoneCallActions;
  className?: string;
  translations?: Partial<CallDealerCardTranslations>;
}

/**
 * The call-the-dealer card (vehicle-stock §2, §4, §7): the number masked after its first 5
 * characters until clicked, or revealed from the start where the site says so. The first click
 * reveals it and logs the phone-reveal lead and event 25; later clicks call (`tel:`). A mobile
 * number also gets `sms:` and WhatsApp links once revealed. Without JavaScript the masked number
 * is still a `tel:` link, so the shopper can call.
 */
export function CallDealerCard({ contact, actions, className, translations }: CallDealerCardProps) {
  const t = { ...DEFAULT_TRANSLATIONS, ...translations };
  const calls = actions ?? platformPhoneCallActions;
  const [revealed, setRevealed] = useState(contact.startRevealed);
  const links = phoneLinks(contact.phone);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (revealed) {
      calls.called(contact);
      return;
    }
    event.preventDefault();
    setRevealed(true);
    calls.revealed(contact);
  };
  return (
    <section className={cx('fc-vdp-call', className)} aria-labelledby="call-dealer-heading">
      <h2 id="call-dealer-heading" className="fc-vdp-call__heading">
        {t.heading}
      </h2>
      <p className="fc-vdp-call__name">{contact.name}</p>
      <a
        className="fc-button fc-button--secondary fc-button--md fc-vdp-call__number"
        href={links.tel}
        onClick={onClick}
        data-revealed={revealed ? '' : undefined}
      >
        {revealed ? (
          <>
            <span className="visually-hidden">{t.call} </span>
            {contact.phone}
          </>
        ) : (
          <>
            {maskPhone(contact.phone)} <span className="fc-vdp-call__reveal">{t.reveal}</span>
          </>
        )}
      </a>
      {revealed && (links.sms || links.whatsapp) ? (
        <ul className="fc-vdp-call__messaging">
          {links.sms ? (
            <li>
              <a href={links.sms}>{t.sms}</a>
            </li>
          ) : null}
          {links.whatsapp ? (
            <li>
              <a href={links.whatsapp} rel="noopener noreferrer" target="_blank">
                {t.whatsapp}
              </a>
            </li>
          ) : null}
        </ul>
      ) : null}
    </section>
  );
}
