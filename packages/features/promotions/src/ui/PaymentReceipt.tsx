import { useEffect, useRef } from 'react';
import { PAYMENT_COPY } from '../copy.ts';

export interface PaymentReceiptProps {
  dealer: string;
  /** `$250.50` */
  amount: string;
  purpose: string;
  reference: string;
  /** When it was paid, in the shopper's words. */
  date: string;
  paymentId: string;
  /** Where "Make another payment" goes. */
  anotherHref: string;
}

/**
 * The receipt after an online payment (site-wide §2 /online-payment): amount, what for, the
 * reference, the date and the payment id. The heading takes focus, so the shopper hears it.
 */
export function PaymentReceipt({
  dealer,
  amount,
  purpose,
  reference,
  date,
  paymentId,
  anotherHref,
}: PaymentReceiptProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section className="fc-pay-receipt" aria-labelledby="pay-receipt-heading">
      <h2 id="pay-receipt-heading" ref={headingRef} tabIndex={-1}>
        {PAYMENT_COPY.receiptHeading}
      </h2>
      <p>{PAYMENT_COPY.receiptText(dealer)}</p>
      <dl>
        <dt>{PAYMENT_COPY.receiptAmount}</dt>
        <dd>{amount}</dd>
        <dt>{PAYMENT_COPY.receiptFor}</dt>
        <dd>{purpose}</dd>
        <dt>{PAYMENT_COPY.receiptReference}</dt>
        <dd>{reference}</dd>
        <dt>{PAYMENT_COPY.receiptDealership}</dt>
        <dd>{dealer}</dd>
        <dt>{PAYMENT_COPY.receiptDate}</dt>
        <dd>{date}</dd>
        <dt>{PAYMENT_COPY.receiptId}</dt>
        <dd>
          <code>{paymentId}</code>
        </dd>
      </dl>
      <p>
        <a href={anotherHref}>{PAYMENT_COPY.another}</a>
      </p>
    </section>
  );
}
