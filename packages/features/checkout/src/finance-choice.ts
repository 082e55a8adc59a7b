import type { OrderDraft } from '@forecourt/api-client';
import { MIN_SHOWN_REPAYMENT } from '@forecourt/finance-math';
import { formatCurrency } from '@forecourt/format';
import { BUY_ONLINE_COPY } from './buy-online-copy.ts';

/** A saved finance choice of a buy online journey. */
export type FinancePayment = Extract<
  NonNullable<OrderDraft['data']['payment']>,
  { payment: 'finance' }
>;

/**
 * The finance choice in words: the car's one estimate with its basis (the server's
 * `carFinanceEstimate`, the figure the car's card and page show), or Enquire for Finance when it
 * would be $25 a week or less — never `$0 a week` (site-wide §9). It says the finance enquiry was
 * sent only when the server reports the lead it made.
 */
export function financeText(payment: FinancePayment): string {
  const tooSmall = payment.enquire ?? payment.weekly <= MIN_SHOWN_REPAYMENT;
  const estimate = tooSmall
    ? BUY_ONLINE_COPY.financeEnquire
    : BUY_ONLINE_COPY.financeEstimate(
        formatCurrency(payment.weekly),
        formatCurrency(payment.monthly),
        {
          rate: payment.rate_pct,
          years: payment.term_years ?? 5,
          deposit: formatCurrency(payment.deposit ?? 0),
          balloon: payment.balloon ? formatCurrency(payment.balloon) : null,
        },
      );
  return payment.finance_lead_id ? `${estimate} ${BUY_ONLINE_COPY.financeSent}` : estimate;
}
