import { describe, expect, it } from 'vitest';
import { registrationExpiryText } from './registration-expiry.ts';

// 10:00 on 05 March 2026 in Brisbane.
const now = new Date('2026-03-05T00:00:00Z');
const showUnregistered = { features: { show_unregistered: true } };
const hideUnregistered = { features: { show_unregistered: false } };

describe('registrationExpiryText', () => {
  it('shows Expires on {dd MMMM yyyy} for a future date (vehicle-stock §4)', () => {
    expect(registrationExpiryText({ rego_expiry: '2026-09-30' }, now)).toBe(
      'Expires on 30 September 2026',
    );
    expect(registrationExpiryText({ rego_expiry: '2026-03-06' }, now, hideUnregistered)).toBe(
      'Expires on 06 March 2026',
    );
  });

  it('still shows Expires on when the expiry is today (vehicle-stock §4)', () => {
    expect(registrationExpiryText({ rego_expiry: '2026-03-05' }, now)).toBe(
      'Expires on 05 March 2026',
    );
    expect(registrationExpiryText({ rego_expiry: '2026-03-05' }, now, showUnregistered)).toBe(
      'Expires on 05 March 2026',
    );
  });

  it('gives nothing for a past date (vehicle-stock §4)', () => {
    expect(registrationExpiryText({ rego_expiry: '2026-03-04' }, now)).toBeNull();
    expect(registrationExpiryText({ rego_expiry: '2025-01-01' }, now, hideUnregistered)).toBeNull();
    expect(registrationExpiryText({ rego_expiry: '2026-03-04' }, now, {})).toBeNull();
  });

  it('gives Unregistered for a past date when show_unregistered is on (vehicle-stock §4)', () => {
    expect(registrationExpiryText({ rego_expiry: '2026-03-04' }, now, showUnregistered)).toBe(
      'Unregistered',
    );
  });

  it('compares calendar days in Brisbane time (vehicle-stock §4, site-wide §9)', () => {
    // 23:59 on 04 March in Brisbane: an expiry on 04 March is still current.
    const lateOn4th = new Date('2026-03-04T13:59:00Z');
    expect(registrationExpiryText({ rego_expiry: '2026-03-04' }, lateOn4th)).toBe(
      'Expires on 04 March 2026',
    );
    // 00:00 on 05 March in Brisbane (still 04 March in UTC): the same expiry is now past.
    const midnight = new Date('2026-03-04T14:00:00Z');
    expect(registrationExpiryText({ rego_expiry: '2026-03-04' }, midnight, showUnregistered)).toBe(
      'Unregistered',
    );
  });

  it('accepts epoch seconds and Date values (vehicle-stock §4)', () => {
    const seconds = Date.UTC(2026, 5, 1) / 1000;
    expect(registrationExpiryText({ rego_expiry: seconds }, now)).toBe('Expires on 01 June 2026');
    expect(registrationExpiryText({ rego_expiry: new Date('2026-06-01T00:00:00Z') }, now)).toBe(
      'Expires on 01 June 2026',
    );
  });

  it('gives nothing when the expiry is missing or invalid, even with show_unregistered (vehicle-stock §4)', () => {
    expect(registrationExpiryText({}, now, showUnregistered)).toBeNull();
    expect(registrationExpiryText({ rego_expiry: null }, now, showUnregistered)).toBeNull();
    expect(registrationExpiryText({ rego_expiry: 'soon' }, now, showUnregistered)).toBeNull();
    expect(registrationExpiryText({ rego_expiry: '2026-09-30' }, new Date(Number.NaN))).toBeNull();
  });
});
