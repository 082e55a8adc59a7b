import { z } from '@forecourt/validation';

/** The credit score every quote request states (site-wide §7 "selfAssessedCreditScore (fixed GREAT)"). */
export const YOUX_CREDIT_SCORE = 'GREAT';

/** The loan term in years every quote request asks for (site-wide §7 "loanTerm (5)"). */
export const YOUX_LOAN_TERM = 5;

/**
 * Body of `POST /api/youx/quote` (site-wide §3 Quote request, §7): selfAssessedCreditScore
 * GREAT, purchasePrice above 0, loanTerm 5, year, vin, nvic (either may be empty when the car
 * has none) and whoIsHelping empty.
 */
export const youxQuoteRequestSchema = z.object({
  selfAssessedCreditScore: z.literal(YOUX_CREDIT_SCORE),
  purchasePrice: z.number().positive(),
  loanTerm: z.literal(YOUX_LOAN_TERM),
  year: z.number().int().min(1900),
  vin: z.string(),
  nvic: z.string(),
  whoIsHelping: z.literal(''),
});

/** A quote request body. */
export type YouxQuoteRequest = z.output<typeof youxQuoteRequestSchema>;

/** The car fields a quote request reads (site-wide §3 Car). */
export interface QuoteCar {
  /**
   * The price to quote on: the car's headline price, the offer price when set (pricing's
   * `salePrice`, the price its page shows; vehicle-stock §4, §9), not the list price behind it.
   */
  price: number;
  year: number;
  vin?: string | null;
  nvic?: string | null;
}

/** Builds the quote request for a car (site-wide §7); a missing vin or nvic is sent empty. */
export function buildYouxQuoteRequest(car: QuoteCar): YouxQuoteRequest {
  return {
    selfAssessedCreditScore: YOUX_CREDIT_SCORE,
    purchasePrice: car.price,
    loanTerm: YOUX_LOAN_TERM,
    year: car.year,
    vin: car.vin ?? '',
    nvic: car.nvic ?? '',
    whoIsHelping: '',
  };
}
