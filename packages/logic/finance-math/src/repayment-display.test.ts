import { describe, expect, it } from 'vitest';
import {
  ENQUIRE_FOR_FINANCE_TEXT,
  MIN_SHOWN_REPAYMENT,
  repaymentDisplay,
} from './repayment-display.ts';

describe('repaymentDisplay', () => {
  it('shows Enquire for Finance and a blank total at or below 25 (site-wide §9)', () => {
    expect(ENQUIRE_FOR_FINANCE_TEXT).toBe('Enquire for Finance');
    expect(MIN_SHOWN_REPAYMENT).toBe(25);
    const enquire = { enquire: true, repayment: 'Enquire for Finance', total: '' };
    expect(repaymentDisplay(25, { total: 6500 })).toEqual(enquire);
    expect(repaymentDisplay(24.99, { total: 6497 })).toEqual(enquire);
    expect(repaymentDisplay(0)).toEqual(enquire);
    expect(repaymentDisplay(-40)).toEqual(enquire);
  });

  it('shows the repayment just above 25 (site-wide §9)', () => {
    expect(repaymentDisplay(25.01, { total: 6502.6 })).toEqual({
      enquire: false,
      repayment: '$25',
      total: '$6,503',
    });
  });

  it('treats a non-number repayment as Enquire for Finance (vehicle-stock §8)', () => {
    expect(repaymentDisplay(Number.NaN).enquire).toBe(true);
    expect(repaymentDisplay(Infinity).enquire).toBe(true);
  });

  it('shows whole dollars with commas, rounded (vehicle-stock §9, site-wide §9)', () => {
    expect(repaymentDisplay(1234.49).repayment).toBe('$1,234');
    expect(repaymentDisplay(1234.5).repayment).toBe('$1,235');
  });

  it('rounds up for the round-up dealer (vehicle-stock §9)', () => {
    expect(repaymentDisplay(105.01, { roundUp: true }).repayment).toBe('$106');
    expect(repaymentDisplay(105.01, { features: { finance_round_up: true } }).repayment).toBe(
      '$106',
    );
    expect(repaymentDisplay(105.01, { total: 27_302.6, roundUp: true }).total).toBe('$27,303');
  });

  it('leaves the total blank when none is given (site-wide §9)', () => {
    expect(repaymentDisplay(100).total).toBe('');
    expect(repaymentDisplay(100, { total: null }).total).toBe('');
    expect(repaymentDisplay(100, { total: Number.NaN }).total).toBe('');
  });
});
