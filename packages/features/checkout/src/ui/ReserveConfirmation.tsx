import { useEffect, useRef } from 'react';
import { RESERVE_COPY } from '../reserve-copy.ts';

export interface ReserveConfirmationProps {
  carName: string;
  carHref: string;
  /** When the hold ends, already worded (`Friday 27 November, 6:15 pm`). */
  until: string;
  deposit: string;
  reservationId: string;
  stockHref?: string;
}

/** The confirmation after a paid deposit: the car is held for 48 hours (vehicle-stock §9). */
export function ReserveConfirmation({
  carName,
  carHref,
  until,
  deposit,
  reservationId,
  stockHref = '/stock',
}: ReserveConfirmationProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section className="fc-checkout-confirmation" aria-labelledby="reserve-confirmed-heading">
      <h2 id="reserve-confirmed-heading" ref={headingRef} tabIndex={-1}>
        {RESERVE_COPY.confirmedHeading}
      </h2>
      <p role="status">{RESERVE_COPY.confirmedText(carName, until, deposit)}</p>
      <p className="fc-checkout-reference">
        Reference: <code>{reservationId}</code>
      </p>
      <p className="fc-checkout-links">
        <a href={carHref}>{RESERVE_COPY.backToCar}</a> ·{' '}
        <a href={stockHref}>{RESERVE_COPY.browseStock}</a>
      </p>
    </section>
  );
}
