import type { PublicSiteConfig } from '@forecourt/site-config';

/**
 * The payment methods a site shows (site-wide §9 "Payment icons"), in the spec's order: only what
 * the payment forms take. Every payment provider here takes cards. Stripe's Payment Element adds
 * Apple Pay or Google Pay only on a device where Stripe offers them, so the footer, which every
 * device sees, does not claim them.
 */
export const PAYMENT_METHODS = [
  { id: 'mastercard', name: 'Mastercard', label: 'MC', colour: '#1a1f71' },
  { id: 'visa', name: 'Visa', label: 'VISA', colour: '#1a1f71' },
  { id: 'maestro', name: 'Maestro', label: 'Maestro', colour: '#1a1f71' },
] as const;

/**
 * Does the site take payments online — a reserve deposit, buy online or online payment
 * (vehicle-stock §2, site-wide §2)? Only then does its footer show the payment icons.
 */
export function takesOnlinePayments(site: Pick<PublicSiteConfig, 'features'>): boolean {
  return (
    site.features.reserve_online || site.features.online_purchase || site.features.online_payment
  );
}

/**
 * The payment icons (site-wide §9): the cards the payment forms take (Mastercard, Visa, Maestro), as small
 * self-contained SVG marks (no image requests), each named for screen readers.
 */
export function PaymentIcons({ heading = 'We accept' }: { heading?: string }) {
  return (
    <div className="site-footer__payments">
      <h2 id="footer-payments" className="visually-hidden">
        {heading}
      </h2>
      <ul aria-labelledby="footer-payments">
        {PAYMENT_METHODS.map((method) => (
          <li key={method.id}>
            <svg role="img" aria-label={method.name} width="52" height="32" viewBox="0 0 52 32">
              <rect x="0.5" y="0.5" width="51" height="31" rx="4" fill="#fff" stroke="#767676" />
              <text
                x="26"
                y="20.5"
                textAnchor="middle"
                fontFamily="Arial, Helvetica, sans-serif"
                fontSize={method.label.length > 7 ? 8.5 : method.label.length > 5 ? 10 : 12}
                fontWeight="700"
                fill={method.colour}
              >
                {method.label}
              </text>
            </svg>
          </li>
        ))}
      </ul>
    </div>
  );
}
