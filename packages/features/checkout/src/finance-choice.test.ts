import { describe, expect, it } from 'vitest';
import { type FinancePayment, financeText } from './finance-choice.ts';

const payment = (overrides: Partial<FinancePayment> = {}): FinancePayment => ({
  payment: 'finance',
  weekly: 161,
  monthly: 699,
  enquire: false,
  rate_pct: 10,
  comparison_rate_pct: 10,
  term_years: 5,
  deposit: 4599,
  balloon: 13_797,
  amount_financed: 41_391,
  loan: 'consumer',
  finance_lead_id: 'lead-1',
  ...overrides,
});

describe('financeText (buy online finance choice)', () => {
  it("states the car's estimate with its basis (site-wide §9)", () => {
    expect(financeText(payment())).toBe(
      'Estimated repayments: $161 a week ($699 a month) at 10% a year over 5 years, with a $4,599 ' +
        'deposit and a $13,797 final payment. A guide only, not a loan offer. Your finance ' +
        'enquiry has been sent to the dealer.',
    );
  });

  it('never says the enquiry was sent unless the server made one', () => {
    expect(financeText(payment({ finance_lead_id: null }))).not.toMatch(/sent/);
    expect(financeText(payment({ finance_lead_id: undefined }))).not.toMatch(/sent/);
  });

  it('never quotes $0 a week: Enquire for Finance at or below $25 (site-wide §9)', () => {
    const tiny = financeText(payment({ weekly: 0, monthly: 1, enquire: true }));
    expect(tiny).toMatch(/^Enquire for Finance/);
    expect(tiny).not.toMatch(/\$0 a week|\$1 a month/);
    // A draft saved before the server said so: the figure itself decides.
    expect(financeText(payment({ weekly: 0, monthly: 1, enquire: undefined }))).toMatch(
      /^Enquire for Finance/,
    );
  });
});
