import { makeCar } from '@forecourt/test-utils';
import { describe, expect, it } from 'vitest';
import {
  buildYouxQuoteRequest,
  YOUX_CREDIT_SCORE,
  YOUX_LOAN_TERM,
  youxQuoteRequestSchema,
} from './youx-quote.ts';

describe('youx quote request', () => {
  it('fixes the credit score at GREAT, the term at 5 and whoIsHelping empty (site-wide §7)', () => {
    expect(YOUX_CREDIT_SCORE).toBe('GREAT');
    expect(YOUX_LOAN_TERM).toBe(5);
    const car = makeCar({ price: 32000, year: 2021, vin: 'JTDBR32E000001001' });
    expect(buildYouxQuoteRequest({ ...car, nvic: 'ABC123' })).toEqual({
      selfAssessedCreditScore: 'GREAT',
      purchasePrice: 32000,
      loanTerm: 5,
      year: 2021,
      vin: 'JTDBR32E000001001',
      nvic: 'ABC123',
      whoIsHelping: '',
    });
  });
  it('sends an empty vin or nvic when the car has none (site-wide §3 Quote request)', () => {
    const request = buildYouxQuoteRequest({ price: 1000, year: 2018, vin: null });
    expect(request).toMatchObject({ vin: '', nvic: '' });
    expect(youxQuoteRequestSchema.safeParse(request).success).toBe(true);
  });
  it('rejects other scores, terms, helpers and prices at or below 0 (site-wide §7)', () => {
    const valid = buildYouxQuoteRequest({ price: 1, year: 2020, vin: 'V', nvic: 'N' });
    expect(youxQuoteRequestSchema.safeParse(valid).success).toBe(true);
    for (const change of [
      { selfAssessedCreditScore: 'GOOD' },
      { loanTerm: 7 },
      { whoIsHelping: 'Sam' },
      { purchasePrice: 0 },
      { year: 2020.5 },
    ]) {
      expect(youxQuoteRequestSchema.safeParse({ ...valid, ...change }).success).toBe(false);
    }
  });
});
