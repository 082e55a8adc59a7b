import { describe, expect, it } from 'vitest';
import { localDate, specialHours } from './special-hours.ts';

// 2026-12-24 09:00 in Brisbane (UTC+10, no daylight saving).
const now = new Date('2026-12-23T23:00:00Z');

describe('specialHours', () => {
  it('normalises start_hour/end_hour and hours.begin/end to open/close (site-wide §3)', () => {
    const rows = specialHours(
      [
        {
          date: '2026-12-26',
          status: 'Open',
          location_id: 1,
          hours: { begin: '10:00', end: '14:00' },
        },
        {
          date: '2026-12-24',
          status: 'Open',
          location_id: 1,
          start_hour: '8:00',
          end_hour: '12:00',
        },
      ],
      now,
    );
    expect(rows).toEqual([
      {
        date: '2026-12-24',
        location_id: 1,
        status: 'Open',
        open: '8:00',
        close: '12:00',
        closed: false,
        hours: '8:00 - 12:00',
      },
      {
        date: '2026-12-26',
        location_id: 1,
        status: 'Open',
        open: '10:00',
        close: '14:00',
        closed: false,
        hours: '10:00 - 14:00',
      },
    ]);
  });

  it('keeps today and later, drops yesterday (site-wide §2 holiday-hours dialog)', () => {
    const rows = specialHours(
      [{ date: '2026-12-23' }, { date: '2026-12-24' }, { date: '2026-12-25' }],
      now,
    );
    expect(rows.map((row) => row.date)).toEqual(['2026-12-24', '2026-12-25']);
  });

  it('decides "today" in the site time zone (site-wide §9 Brisbane)', () => {
    // 2026-12-23T15:00Z is the 24th in Brisbane (01:00) but the 23rd in Perth (23:00).
    const lateUtc = new Date('2026-12-23T15:00:00Z');
    const entries = [{ date: '2026-12-23' }];
    expect(specialHours(entries, lateUtc)).toEqual([]);
    expect(specialHours(entries, lateUtc, { time_zone: 'Australia/Perth' })).toHaveLength(1);
  });

  it('sorts by date (site-wide §2)', () => {
    const rows = specialHours(
      [
        { date: '2027-01-01' },
        { date: '2026-12-31' },
        { date: '2026-12-25' },
        { date: '2026-12-31' },
      ],
      now,
    );
    expect(rows.map((row) => row.date)).toEqual([
      '2026-12-25',
      '2026-12-31',
      '2026-12-31',
      '2027-01-01',
    ]);
  });

  it('shows a closed day as Closed, or the site wording (site-wide §3 status)', () => {
    const entries = [{ date: '2026-12-25', status: 'Closed', location_id: 2 }];
    expect(specialHours(entries, now)[0]).toMatchObject({ closed: true, hours: 'Closed' });
    expect(specialHours(entries, now, { texts: { closed: 'Shut' } })[0]?.hours).toBe('Shut');
  });

  it('shows the status when hours are missing (site-wide §3)', () => {
    expect(specialHours([{ date: '2026-12-25', status: 'By appointment' }], now)[0]).toMatchObject({
      hours: 'By appointment',
      open: null,
      close: null,
      location_id: null,
    });
    expect(specialHours([{ date: '2026-12-25', start_hour: '9:00' }], now)[0]?.hours).toBe('Open');
  });

  it('keeps one location and the all-location entries when asked', () => {
    const entries = [
      { date: '2026-12-25', location_id: 1 },
      { date: '2026-12-26', location_id: 2 },
      { date: '2026-12-27', location_id: null },
    ];
    expect(specialHours(entries, now, { location_id: 1 }).map((row) => row.date)).toEqual([
      '2026-12-25',
      '2026-12-27',
    ]);
  });

  it('reads the date part of a date-time and drops unreadable dates', () => {
    const rows = specialHours([{ date: '2026-12-25T00:00:00Z' }, { date: '25/12/2026' }], now);
    expect(rows.map((row) => row.date)).toEqual(['2026-12-25']);
  });
});

describe('localDate', () => {
  it('formats the injected clock as YYYY-MM-DD in a time zone', () => {
    expect(localDate(now, 'Australia/Brisbane')).toBe('2026-12-24');
    expect(localDate(now, 'UTC')).toBe('2026-12-23');
  });
});
