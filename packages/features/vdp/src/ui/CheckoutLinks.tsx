import { cx } from '@forecourt/ui-kit';
import type { VdpActions } from '../vdp-tabs.ts';

export interface CheckoutLinksProps {
  /** From `vdpActions()`: each link only when its rule passes (vehicle-stock §5). */
  actions: VdpActions;
  /** Called when the history report is opened (analytics event 60, vehicle-stock §7). */
  onHistoryReport?: () => void;
  className?: string;
}

/**
 * The vehicle page's checkout, trade-in and history report links (vehicle-stock §2, §5):
 * Reserve, Buy Online, Trade-In Valuation and View History Report, each only when given.
 * Nothing when none passes.
 */
export function CheckoutLinks({ actions, onHistoryReport, className }: CheckoutLinksProps) {
  const links = [actions.reserve, actions.buyOnline, actions.tradeIn].filter(
    (link): link is NonNullable<typeof link> => link !== null,
  );
  if (links.length === 0 && !actions.historyReport) return null;
  return (
    <ul className={cx('fc-vdp-checkout-links', className)}>
      {links.map((link, index) => (
        <li key={link.href}>
          <a
            className={cx(
              'fc-button',
              index === 0 && link !== actions.tradeIn
                ? 'fc-button--primary'
                : 'fc-button--secondary',
              'fc-button--md',
            )}
            href={link.href}
          >
            {link.label}
          </a>
        </li>
      ))}
      {actions.historyReport ? (
        <li>
          <a
            className="fc-button fc-button--secondary fc-button--md"
            href={actions.historyReport.href}
            target="_blank"
            rel="noopener"
            onClick={() => onHistoryReport?.()}
          >
            {actions.historyReport.label}
            <span className="fc-visually-hidden"> (opens in a new tab)</span>
          </a>
        </li>
      ) : null}
    </ul>
  );
}
