import type { ApiClient, YouxQuote } from '@forecourt/api-client';
import { formatCurrency } from '@forecourt/format';
import { buildYouxQuoteRequest } from '@forecourt/lead-payloads';
import { type CarStatus, isAutoQuoteEligible } from '@forecourt/stock-eligibility';
import { financeApplicationPrice } from './finance-application.ts';

/** What a finance value shows when there is no quote (site-wide §7, §8 "No quote"). */
export const NO_QUOTE_TEXT = '-';

/** The car fields the quote reads (site-wide §3 Car). */
export interface QuoteViewCar {
  /** in_stock, coming_soon, sold … — only in_stock cars are quoted (site-wide §4). */
  status: CarStatus;
  reserved?: boolean | null;
  sold?: boolean | null;
  price: number | null;
  /** The reduced price, the headline when set (vehicle-stock §4): what the quote is on. */
  offer_price?: number | null;
  year: number | null;
  vin?: string | null;
  nvic?: unknown;
  youxQuote?: unknown;
}

/** The quote as the summary shows it: each value, or `-` (site-wide §7). */
export interface YouxQuoteView {
  weeklyRepayment: string;
  advertisedRate: string;
  comparisonRate: string;
}

function asQuote(value: unknown): YouxQuote | null {
  if (typeof value !== 'object' || value === null) return null;
  const quote = value as Partial<Record<keyof YouxQuote, unknown>>;
  const numberOrNaN = (field: unknown) => (typeof field === 'number' ? field : Number.NaN);
  return {
    weeklyRepaymentAmount: numberOrNaN(quote.weeklyRepaymentAmount),
    advertisedRate: numberOrNaN(quote.advertisedRate),
    comparisonRate: numberOrNaN(quote.comparisonRate),
  };
}

/**
 * The car's automatic finance quote (site-wide §4, §7). Only a car that counts as in stock for
 * the auto-quote gets one (`isAutoQuoteEligible`: status in_stock, not sold, not reserved, price
 * over $200): a reserved, sold or coming-soon car, or one at $200 or less, gets null — no
 * request, and no quote it was given while it was still for sale. An eligible car gets the
 * quote it carries, else — only when it has none — one `POST /api/youx/quote` through the API
 * client, made once per page render on the server, on the car's headline price (the offer price
 * when set: the price the page shows and the estimate finances, vehicle-stock §4, §9). A non-OK
 * answer (or no answer) is ignored silently: null.
 */
export async function loadYouxQuote(
  api: Pick<ApiClient, 'youxQuote'>,
  car: QuoteViewCar,
): Promise<YouxQuote | null> {
  if (
    !isAutoQuoteEligible({
      status: car.status,
      sold: car.sold ?? null,
      reserved: car.reserved ?? null,
      price: typeof car.price === 'number' ? car.price : null,
    })
  ) {
    return null;
  }
  const own = asQuote(car.youxQuote);
  if (own) return own;
  const price = financeApplicationPrice(car);
  if (price === null || typeof car.year !== 'number') return null;
  try {
    return asQuote(
      await api.youxQuote(
        buildYouxQuoteRequest({
          price,
          year: car.year,
          vin: car.vin ?? null,
          nvic: typeof car.nvic === 'string' ? car.nvic : null,
        }),
      ),
    );
  } catch {
    return null;
  }
}

/** The quote's texts: `$123`, `8.49% p.a.`; `-` for a missing quote or value (site-wide §7). */
export function youxQuoteView(quote: YouxQuote | null): YouxQuoteView {
  const money = (value: number | undefined) =>
    typeof value === 'number' && Number.isFinite(value) && value > 0
      ? formatCurrency(value)
      : NO_QUOTE_TEXT;
  const rate = (value: number | undefined) =>
    typeof value === 'number' && Number.isFinite(value)
      ? `${value.toFixed(2)}% p.a.`
      : NO_QUOTE_TEXT;
  return {
    weeklyRepayment: money(quote?.weeklyRepaymentAmount),
    advertisedRate: rate(quote?.advertisedRate),
    comparisonRate: rate(quote?.comparisonRate),
  };
}
