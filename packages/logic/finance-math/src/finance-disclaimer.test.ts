import { describe, expect, it } from 'vitest';
import { financeDisclaimer } from './finance-disclaimer.ts';

const loan = {
  price: 40_490,
  deposit: 4049,
  amountFinanced: 36_441,
  interestRatePct: 10,
  comparisonRatePct: 10,
  termYears: 5,
  balloon: 12_147,
  fees: [],
  loan: 'consumer' as const,
};

describe('financeDisclaimer', () => {
  it('names the loan shown: a guide only, not a loan offer, subject to lender approval (vehicle-stock §9)', () => {
    expect(financeDisclaimer(loan)).toBe(
      'Estimated repayments are a guide only and are not a loan offer. Based on a 5-year secured ' +
        'consumer loan of $36,441 on a price of $40,490 with a $4,049 deposit and a final (balloon) ' +
        'payment of $12,147, at 10.00% p.a. (comparison rate 10.00% p.a.). Fees and charges apply. ' +
        'Final terms are subject to lender approval. The comparison rate is based on a 5-year ' +
        'secured loan of $30,000. WARNING: This comparison rate is true only for the example given ' +
        'and may not include all fees and charges.',
    );
  });

  it('changes with the inputs', () => {
    const changed = financeDisclaimer({ ...loan, deposit: 10_000, termYears: 3, balloon: 0 });
    expect(changed).toContain('3-year');
    expect(changed).toContain('$10,000 deposit');
    expect(changed).not.toContain('balloon');
  });

  it('names each fee financed and their total (vehicle-stock §9 amount minus deposit plus fees)', () => {
    const text = financeDisclaimer({
      ...loan,
      amountFinanced: 36_939,
      fees: [
        { label: 'Establishment fee', amount: 495 },
        { label: 'PPSR', amount: 3 },
      ],
    });
    expect(text).toContain('consumer loan of $36,939');
    expect(text).toContain('Fees financed: Establishment fee $495, PPSR $3 (total $498).');
    expect(
      financeDisclaimer({ ...loan, fees: [{ label: 'Establishment fee', amount: 1360.5 }] }),
    ).toContain('Fees financed: Establishment fee $1,360.50.');
    expect(financeDisclaimer(loan)).not.toContain('Fees financed');
  });

  it('states the monthly account fee the repayments include (site-wide §9)', () => {
    expect(financeDisclaimer({ ...loan, monthlyFee: 8 })).toContain(
      'Repayments include a monthly account fee of $8.',
    );
    expect(financeDisclaimer(loan)).not.toContain('monthly account fee');
  });

  it('calls a truck loan commercial, not a secured consumer loan', () => {
    const text = financeDisclaimer({ ...loan, price: 374_990, loan: 'commercial' });
    expect(text).toContain('commercial loan for business use');
    expect(text).not.toContain('consumer');
  });
});
