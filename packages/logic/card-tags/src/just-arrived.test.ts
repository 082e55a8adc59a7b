import { makeCar } from '@forecourt/test-utils';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_JUST_ARRIVED_DAYS,
  DEFAULT_JUST_ARRIVED_TAG_NAME,
  isJustArrived,
  justArrivedTagName,
} from './just-arrived.ts';

const now = new Date('2026-11-22T12:00:00.000Z');
const createdDaysAgo = (days: number, extraMs = 0) =>
  makeCar({ created_at: new Date(now.getTime() - days * 86_400_000 - extraMs).toISOString() });
const noSettings = {};

describe('isJustArrived', () => {
  it('counts cars created within 8 days by default: at 8 days yes, just over no (vehicle-stock §4)', () => {
    expect(DEFAULT_JUST_ARRIVED_DAYS).toBe(8);
    expect(isJustArrived(createdDaysAgo(0), noSettings, now)).toBe(true);
    expect(isJustArrived(createdDaysAgo(7), noSettings, now)).toBe(true);
    expect(isJustArrived(createdDaysAgo(8), noSettings, now)).toBe(true);
    expect(isJustArrived(createdDaysAgo(8, 1), noSettings, now)).toBe(false);
    expect(isJustArrived(createdDaysAgo(9), noSettings, now)).toBe(false);
  });

  it('uses the site just_arrived_days (vehicle-stock §3 specifications, §4)', () => {
    const site = { specifications: { just_arrived_days: 3 } };
    expect(isJustArrived(createdDaysAgo(3), site, now)).toBe(true);
    expect(isJustArrived(createdDaysAgo(3, 1), site, now)).toBe(false);
    expect(
      isJustArrived(createdDaysAgo(0), { specifications: { just_arrived_days: 0 } }, now),
    ).toBe(true);
  });

  it('falls back to 8 days for a missing, negative or non-finite setting (vehicle-stock §4)', () => {
    for (const just_arrived_days of [null, -1, Number.NaN]) {
      const site = { specifications: { just_arrived_days } };
      expect(isJustArrived(createdDaysAgo(8), site, now)).toBe(true);
      expect(isJustArrived(createdDaysAgo(9), site, now)).toBe(false);
    }
    expect(isJustArrived(createdDaysAgo(8), { specifications: null }, now)).toBe(true);
  });

  it('counts a created_at after now, and not a missing or unreadable one (vehicle-stock §4)', () => {
    expect(isJustArrived(createdDaysAgo(-1), noSettings, now)).toBe(true);
    expect(isJustArrived({ created_at: null }, noSettings, now)).toBe(false);
    expect(isJustArrived({}, noSettings, now)).toBe(false);
    expect(isJustArrived({ created_at: 'yesterday' }, noSettings, now)).toBe(false);
  });
});

describe('justArrivedTagName', () => {
  it('is the site just_arrived_tag_name (vehicle-stock §3 specifications)', () => {
    expect(justArrivedTagName({ specifications: { just_arrived_tag_name: 'NEW IN' } })).toBe(
      'NEW IN',
    );
  });

  it('defaults to JUST ARRIVED when missing or blank (vehicle-stock §4)', () => {
    expect(DEFAULT_JUST_ARRIVED_TAG_NAME).toBe('JUST ARRIVED');
    expect(justArrivedTagName(noSettings)).toBe('JUST ARRIVED');
    expect(justArrivedTagName({ specifications: { just_arrived_tag_name: '  ' } })).toBe(
      'JUST ARRIVED',
    );
    expect(justArrivedTagName({ specifications: { just_arrived_tag_name: null } })).toBe(
      'JUST ARRIVED',
    );
  });
});
