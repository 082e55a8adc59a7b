import { TRADE_IN_MESSAGES } from '@forecourt/lead-payloads';
import { describe, expect, it } from 'vitest';
import {
  expectsOnlineEstimate,
  firstInvalidStep,
  initialTradeInValues,
  nextStep,
  previousStep,
  readValues,
  validateStep,
  valuationRequest,
} from './steps.ts';

const NOW = new Date('2026-06-01T00:00:00Z');

describe('trade-in steps', () => {
  it('go rego → vehicle → kms → condition → contact', () => {
    expect(nextStep('rego')).toBe('vehicle');
    expect(nextStep('condition')).toBe('contact');
    expect(nextStep('contact')).toBeNull();
    expect(previousStep('rego')).toBeNull();
    expect(previousStep('kms')).toBe('vehicle');
  });

  it('names the condition answers as the form does', () => {
    expect(validateStep('condition', { 'adjustmentAnswers.accident_damage': 'No' }, NOW)).toEqual({
      'adjustmentAnswers.mechanical_issues': TRADE_IN_MESSAGES.conditionAnswer,
      'adjustmentAnswers.service_history': TRADE_IN_MESSAGES.conditionAnswer,
      'adjustmentAnswers.tyres_worn': TRADE_IN_MESSAGES.conditionAnswer,
    });
  });

  it('finds the earliest step that a tampered post skipped', () => {
    const found = firstInvalidStep(
      'contact',
      { rego: 'ABC1', regoState: 'QLD', year: '1900' },
      NOW,
    );
    expect(found).toMatchObject({
      step: 'vehicle',
      errors: { year: TRADE_IN_MESSAGES.yearInvalid },
    });
  });

  it('expects an online estimate only up to 7 years and 100,000 km (site-wide §9)', () => {
    expect(expectsOnlineEstimate({ year: '2019', kms: '100,000' }, NOW)).toBe(true);
    expect(expectsOnlineEstimate({ year: '2018', kms: '1000' }, NOW)).toBe(false);
    expect(expectsOnlineEstimate({ year: '2024', kms: '100001 km' }, NOW)).toBe(false);
    expect(expectsOnlineEstimate({}, NOW)).toBe(true);
  });

  it("expects no online figure for accident damage or mechanical problems: we'll call instead", () => {
    const recent = { year: '2024', kms: '20000' };
    expect(
      expectsOnlineEstimate({ ...recent, 'adjustmentAnswers.accident_damage': 'Yes' }, NOW),
    ).toBe(false);
    expect(
      expectsOnlineEstimate({ ...recent, 'adjustmentAnswers.mechanical_issues': 'Yes' }, NOW),
    ).toBe(false);
    expect(expectsOnlineEstimate({ ...recent, 'adjustmentAnswers.tyres_worn': 'Yes' }, NOW)).toBe(
      true,
    );
  });

  it('reads only the known fields and builds the valuation request', () => {
    const form = new FormData();
    form.set('rego', 'ABC123');
    form.set('evil', 'x');
    form.set('adjustmentAnswers.tyres_worn', 'Yes');
    const values = readValues(form);
    expect(values).toEqual({ rego: 'ABC123', 'adjustmentAnswers.tyres_worn': 'Yes' });
    expect(valuationRequest(values)).toMatchObject({
      rego: 'ABC123',
      adjustmentAnswers: { tyres_worn: 'Yes' },
    });
  });
});

describe('initialTradeInValues (site-wide §9 default state)', () => {
  it('starts the rego state on the site rule, QLD by default', () => {
    expect(initialTradeInValues()).toEqual({ regoState: 'QLD' });
    expect(initialTradeInValues({ rules: { rego_default_state: 'VIC' } })).toEqual({
      regoState: 'VIC',
    });
  });
});
