import { FREQUENCIES, repayment } from '@forecourt/finance-math';
import type { YouxQuoteRequest } from '@forecourt/lead-payloads';
import { salePrice } from '@forecourt/pricing';

/** A finance quote (site-wide §7 POST /api/youx/quote response). Rates in percent per year. */
export interface FinanceQuote {
  weeklyRepaymentAmount: number;
  advertisedRate: number;
  comparisonRate: number;
}

/**
 * Where finance quotes come from. The real lender's quote service is an outside boundary; the
 * platform ships {@link LocalQuoteProvider}, and a lender integration implements the same
 * interface.
 */
export interface QuoteProvider {
  quote(request: YouxQuoteRequest, now: Date): Promise<FinanceQuote>;
}

/** The price fields of a car the platform holds, as a quote reads them. */
export interface QuotedCar {
  price: number | null;
  offer_price: number | null;
}

/**
 * The price a car is quoted on: its headline sale price (pricing's `salePrice`: the offer price
 * when set, else the price), the one its vehicle page shows and `carFinanceEstimate` finances
 * (vehicle-stock §4 Price display, §9), never the list price behind an offer. Null without one.
 */
export function quotePurchasePrice(car: QuotedCar): number | null {
  const shown = salePrice(car, { texts: { no_price: '' } });
  return shown.kind === 'price' ? shown.amount : null;
}

/** One row of the local rate table: cars up to `maxAgeYears` old get these rates. */
export interface QuoteRate {
  maxAgeYears: number;
  advertisedRate: number;
  comparisonRate: number;
}

/**
 * The local rate table by vehicle age in years (this year − the car's year, at least 0), for the
 * fixed GREAT credit score (site-wide §7). Newer cars are cheaper to finance; the comparison rate
 * is 0.5 points above, for fees, on the usual basis of a 5-year secured loan of $30,000
 * (vehicle-stock §9). The last row covers every older car.
 */
export const LOCAL_QUOTE_RATES: readonly QuoteRate[] = [
  { maxAgeYears: 2, advertisedRate: 6.99, comparisonRate: 7.49 },
  { maxAgeYears: 5, advertisedRate: 7.99, comparisonRate: 8.49 },
  { maxAgeYears: 9, advertisedRate: 9.49, comparisonRate: 9.99 },
  { maxAgeYears: 12, advertisedRate: 11.99, comparisonRate: 12.49 },
  { maxAgeYears: Number.POSITIVE_INFINITY, advertisedRate: 13.99, comparisonRate: 14.49 },
];

/** The rate table row for a car of this age in years. */
export function quoteRate(ageYears: number): QuoteRate {
  const age = Math.max(0, ageYears);
  return (LOCAL_QUOTE_RATES.find((row) => age <= row.maxAgeYears) ??
    LOCAL_QUOTE_RATES.at(-1)) as QuoteRate;
}

/**
 * Quotes locally: the advertised rate from {@link LOCAL_QUOTE_RATES} by the car's age (this year
 * in Australia/Brisbane, site-wide §9), and the weekly repayment as standard amortisation of the
 * whole purchase price, no deposit and no balloon, over `loanTerm` years at the advertised rate
 * (`repayment` of @forecourt/finance-math), rounded to cents.
 */
export class LocalQuoteProvider implements QuoteProvider {
  async quote(request: YouxQuoteRequest, now: Date): Promise<FinanceQuote> {
    const thisYear = Number(
      new Intl.DateTimeFormat('en-AU', { timeZone: 'Australia/Brisbane', year: 'numeric' }).format(
        now,
      ),
    );
    const rate = quoteRate(thisYear - request.year);
    const weekly = repayment({
      amount: request.purchasePrice,
      annualRatePct: rate.advertisedRate,
      termYears: request.loanTerm,
      periodsPerYear: FREQUENCIES.weekly,
    });
    return {
      weeklyRepaymentAmount: Math.round(weekly * 100) / 100,
      advertisedRate: rate.advertisedRate,
      comparisonRate: rate.comparisonRate,
    };
  }
}
