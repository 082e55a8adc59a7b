import { describe, expect, it } from 'vitest';
import { fieldErrors } from './field-errors.ts';
import { FIELD_MESSAGES } from './messages.ts';
import {
  acceptOfferRequestSchema,
  noOnlineOfferReason,
  onlineEstimateAllowed,
  reducedPrice,
  TRADE_IN_MESSAGES,
  tradeInContactStepSchema,
  tradeInValuationRequestSchema,
  tradeInVehicleStepSchema,
} from './trade-in.ts';

const NOW = new Date('2026-06-01T00:00:00Z');

describe('trade-in rules', () => {
  it('gives an online estimate up to 7 years and 100,000 km, not beyond (site-wide §9)', () => {
    expect(onlineEstimateAllowed({ year: 2019, kms: 100_000 }, NOW)).toBe(true);
    expect(onlineEstimateAllowed({ year: 2018, kms: 20_000 }, NOW)).toBe(false);
    expect(onlineEstimateAllowed({ year: 2024, kms: 100_001 }, NOW)).toBe(false);
  });

  it('reducedPrice is the car price minus the offer only when the offer is above zero (vehicle-stock §3)', () => {
    expect(reducedPrice(45_990, 12_300)).toBe(33_690);
    expect(reducedPrice(45_990, 0)).toBeNull();
    expect(reducedPrice(null, 12_300)).toBeNull();
    expect(reducedPrice(5_000, 9_000)).toBe(0);
  });

  it('the contact step defaults PreferredContactMethod to Phone (site-wide §3)', () => {
    const parsed = tradeInContactStepSchema.parse({
      name: 'Ann',
      last_name: 'Lee',
      email: 'ann@example.com',
      phone: '0412 345 678',
      postcode: '4000',
      finance: 'No',
    });
    expect(parsed.PreferredContactMethod).toBe('Phone');
  });

  it('checks the vehicle step with field messages', () => {
    const result = tradeInVehicleStepSchema(NOW).safeParse({ year: '2030', make: ' ', model: '' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages).toEqual({
      year: TRADE_IN_MESSAGES.yearInvalid,
      make: TRADE_IN_MESSAGES.makeRequired,
      model: TRADE_IN_MESSAGES.modelRequired,
    });
  });

  it('the valuation request needs every condition answer and reads form text', () => {
    const base = {
      category: 'Trade-In',
      name: 'Ann',
      last_name: 'Lee',
      email: 'ann@example.com',
      phone: '0412 345 678',
      postcode: '4000',
      rego: 'abc 123',
      regoState: 'qld',
      year: '2021',
      make: 'Toyota',
      model: 'Corolla',
      kms: '45,000',
    };
    const missing = tradeInValuationRequestSchema(NOW).safeParse({
      ...base,
      adjustmentAnswers: { accident_damage: 'No' },
    });
    expect(missing.success).toBe(false);
    const ok = tradeInValuationRequestSchema(NOW).parse({
      ...base,
      adjustmentAnswers: {
        accident_damage: 'No',
        mechanical_issues: 'No',
        service_history: 'Yes',
        tyres_worn: 'No',
      },
    });
    expect(ok).toMatchObject({ rego: 'ABC123', regoState: 'QLD', year: 2021, kms: 45_000 });
  });

  it('offer acceptance needs a lead id and both flags true (vehicle-stock §7)', () => {
    expect(
      acceptOfferRequestSchema.safeParse({
        site: 's',
        lead_id: 'nope',
        form_completed: true,
        offer_accepted: true,
      }).success,
    ).toBe(false);
    expect(
      acceptOfferRequestSchema.safeParse({
        site: 's',
        lead_id: '6b1a3c1e-1f0e-4e5a-9d3a-1c2b3d4e5f60',
        form_completed: true,
        offer_accepted: true,
      }).success,
    ).toBe(true);
  });
});

describe('trade-in answers that rule out an online offer', () => {
  const now = new Date('2026-06-01T00:00:00Z');
  const good = {
    accident_damage: 'No',
    mechanical_issues: 'No',
    service_history: 'Yes',
    tyres_worn: 'No',
  } as const;

  it('gives a recent, average car an online offer', () => {
    expect(noOnlineOfferReason({ year: 2022, kms: 40_000, adjustmentAnswers: good }, now)).toBe(
      null,
    );
  });

  it("says we'll call for accident damage or mechanical problems, not a made-up figure", () => {
    for (const answer of ['accident_damage', 'mechanical_issues'] as const) {
      expect(
        noOnlineOfferReason(
          { year: 2022, kms: 40_000, adjustmentAnswers: { ...good, [answer]: 'Yes' } },
          now,
        ),
      ).toBe(TRADE_IN_MESSAGES.needsInspection);
    }
  });

  it('keeps the old or high-kilometre rule (site-wide §9)', () => {
    expect(noOnlineOfferReason({ year: 2010, kms: 40_000 }, now)).toBe(
      TRADE_IN_MESSAGES.noOnlineEstimate,
    );
    expect(noOnlineOfferReason({ year: 2024, kms: 150_000 }, now)).toBe(
      TRADE_IN_MESSAGES.noOnlineEstimate,
    );
  });
});

describe('trade-in make, model, year and kilometres are bounded', () => {
  const now = new Date('2026-06-01T00:00:00Z');
  const catalogue = [
    { make: 'Toyota', models: ['Corolla', 'HiLux'] },
    { make: 'Mazda', models: ['CX-5'] },
  ];
  const request = {
    site: 'demo',
    name: 'Sam',
    last_name: 'Lee',
    email: 'sam@example.com',
    phone: '0412345678',
    postcode: '4000',
    year: 2022,
    make: 'Toyota',
    model: 'Corolla',
    kms: 40_000,
    rego: 'ABC123',
    regoState: 'QLD',
    adjustmentAnswers: {
      accident_damage: 'No',
      mechanical_issues: 'No',
      service_history: 'Yes',
      tyres_worn: 'No',
    },
    category: 'Trade-In',
  };
  const errors = (value: object) => {
    const result = tradeInValuationRequestSchema(now, catalogue).safeParse(value);
    return result.success ? {} : fieldErrors(result.error);
  };

  it('takes a make and model from the catalogue, in any case', () => {
    expect(errors(request)).toEqual({});
    expect(errors({ ...request, make: 'toyota', model: 'hilux' })).toEqual({});
  });

  it('refuses a make or model that is not in the manufacturer catalogue, with field messages', () => {
    expect(errors({ ...request, make: 'Test', model: 'Test' })).toEqual({
      make: TRADE_IN_MESSAGES.makeUnknown,
    });
    expect(errors({ ...request, model: 'CX-5' })).toEqual({
      model: TRADE_IN_MESSAGES.modelUnknown,
    });
  });

  it('bounds the year (1950 to next year) and the kilometres (0 to 999,999)', () => {
    expect(errors({ ...request, year: 1900 })).toEqual({ year: TRADE_IN_MESSAGES.yearInvalid });
    expect(errors({ ...request, year: 2028 })).toEqual({ year: TRADE_IN_MESSAGES.yearInvalid });
    expect(errors({ ...request, kms: -1 })).toEqual({ kms: FIELD_MESSAGES.kmsInvalid });
    expect(errors({ ...request, kms: 5_000_000 })).toEqual({ kms: FIELD_MESSAGES.kmsTooHigh });
  });
});
