import { describe, expect, it } from 'vitest';
import { BRISBANE_TIME_ZONE, DATE_FORMAT, formatDate, toBrisbaneDate } from './date.ts';

describe('formatDate', () => {
  it('formats as dd MMMM yyyy, e.g. 05 March 2026 (site-wide §3 Blog card)', () => {
    expect(DATE_FORMAT).toBe('dd MMMM yyyy');
    expect(formatDate(new Date('2026-03-05T02:00:00Z'))).toBe('05 March 2026');
    expect(formatDate(new Date('2026-12-25T02:00:00Z'))).toBe('25 December 2026');
  });

  it('shows the day in Brisbane time, UTC+10 (site-wide §9)', () => {
    expect(BRISBANE_TIME_ZONE).toBe('Australia/Brisbane');
    // 13:59:59 UTC is 23:59:59 in Brisbane; 14:00 UTC is already the next day.
    expect(formatDate('2026-03-04T13:59:59Z')).toBe('04 March 2026');
    expect(formatDate('2026-03-04T14:00:00Z')).toBe('05 March 2026');
  });

  it('shows Date and epoch values on their Brisbane day, whatever the process time zone (site-wide §9)', () => {
    const lastSecondOf4th = Date.UTC(2026, 2, 4, 13, 59, 59);
    const startOf5th = Date.UTC(2026, 2, 4, 14, 0, 0);
    expect(formatDate(new Date(lastSecondOf4th))).toBe('04 March 2026');
    expect(formatDate(new Date(startOf5th))).toBe('05 March 2026');
    expect(formatDate(lastSecondOf4th)).toBe('04 March 2026');
    expect(formatDate(startOf5th)).toBe('05 March 2026');
    expect(formatDate(lastSecondOf4th / 1000)).toBe('04 March 2026');
    expect(formatDate(startOf5th / 1000)).toBe('05 March 2026');
  });

  it('has no daylight saving in Brisbane, unlike Sydney (site-wide §9)', () => {
    // 13:30 UTC on 15 January is 23:30 in Brisbane (Sydney is already on the 16th at UTC+11).
    expect(formatDate('2026-01-15T13:30:00Z')).toBe('15 January 2026');
    expect(formatDate('2026-01-15T14:00:00Z')).toBe('16 January 2026');
  });

  it('reads ISO strings without an offset as Brisbane wall-clock time (site-wide §9)', () => {
    expect(formatDate('2026-03-05')).toBe('05 March 2026');
    expect(formatDate('2026-03-05T23:59:00')).toBe('05 March 2026');
    expect(formatDate('2026-03-05T00:00:00')).toBe('05 March 2026');
  });

  it('honours an explicit offset in ISO strings (site-wide §9)', () => {
    expect(formatDate('2026-03-05T23:30:00+11:00')).toBe('05 March 2026');
    expect(formatDate('2026-03-05T23:30:00-02:00')).toBe('06 March 2026');
  });

  it('reads epoch numbers below 1e11 as seconds and others as milliseconds (site-wide §9)', () => {
    const seconds = Date.UTC(2026, 2, 5, 2) / 1000;
    expect(formatDate(seconds)).toBe('05 March 2026');
    expect(formatDate(seconds * 1000)).toBe('05 March 2026');
    expect(formatDate(99_999_999_999)).toBe('16 November 5138');
    expect(formatDate(100_000_000_000)).toBe('03 March 1973');
  });

  it('returns null for a missing or invalid date', () => {
    expect(formatDate(null)).toBeNull();
    expect(formatDate(undefined)).toBeNull();
    expect(formatDate('')).toBeNull();
    expect(formatDate('not a date')).toBeNull();
    expect(formatDate('2026-02-30')).toBeNull();
    expect(formatDate(new Date(Number.NaN))).toBeNull();
    expect(formatDate(Number.NaN)).toBeNull();
  });
});

describe('toBrisbaneDate', () => {
  it('gives the same instant, viewed in Brisbane time (site-wide §9)', () => {
    const date = toBrisbaneDate('2026-03-04T14:30:00Z');
    expect(date?.getTime()).toBe(Date.UTC(2026, 2, 4, 14, 30));
    expect(date?.getDate()).toBe(5);
    expect(date?.getHours()).toBe(0);
    expect(date?.timeZone).toBe('Australia/Brisbane');
  });

  it('does not mutate a Date passed in', () => {
    const input = new Date('2026-03-05T02:00:00Z');
    const date = toBrisbaneDate(input);
    expect(date).not.toBe(input);
    expect(input.getTime()).toBe(Date.UTC(2026, 2, 5, 2));
  });
});
