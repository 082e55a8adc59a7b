import { describe, expect, it } from 'vitest';
import { formatTime, nextDate, openingHours, specialHours } from './opening-hours.ts';

describe('opening hours', () => {
  it.each([
    ['08:30', '8:30 am'],
    ['00:15', '12:15 am'],
    ['12:00', '12:00 pm'],
    ['17:30', '5:30 pm'],
  ])('formats %s as %s', (time, text) => {
    expect(formatTime(time)).toBe(text);
  });

  it('lists Sunday (0) to Saturday (6) with Open, Closed and other statuses (site-wide §3)', () => {
    const sales = openingHours('sales');
    expect(sales[0]).toEqual({
      weekday: 0,
      status: 'Closed',
      formated_hours: null,
      open: null,
      close: null,
    });
    expect(sales[1]).toEqual({
      weekday: 1,
      status: 'Open',
      formated_hours: '8:30 am - 5:30 pm',
      open: '08:30',
      close: '17:30',
    });
    expect(openingHours('sales-by-appointment')[0]?.status).toBe('By Appointment');
    expect(openingHours('sales-late-thursday')[4]?.formated_hours).toBe('8:00 am - 7:00 pm');
  });

  it('finds the next holiday on or after today in Brisbane', () => {
    const at = (iso: string) => Date.parse(iso);
    expect(nextDate(at('2026-11-22T00:00:00Z'), 12, 25)).toBe('2026-12-25');
    expect(nextDate(at('2026-12-25T05:00:00Z'), 12, 25)).toBe('2026-12-25');
    // 2026-12-25T15:00Z is already 26 December in Brisbane (UTC+10).
    expect(nextDate(at('2026-12-25T15:00:00Z'), 12, 25)).toBe('2027-12-25');
    expect(nextDate(at('2026-02-01T00:00:00Z'), 1, 26)).toBe('2027-01-26');
  });

  it('opens sales yards on Boxing Day and Australia Day, and closes service on holidays', () => {
    const now = Date.parse('2026-11-22T00:00:00Z');
    const sales = specialHours(7, 'sales', now);
    expect(sales.map((entry) => entry.status)).toEqual(['Closed', 'Open', 'Closed', 'Open']);
    expect(sales[1]).toMatchObject({ start_hour: '09:00', end_hour: '15:00', location_id: 7 });
    expect(sales[3]?.hours).toEqual({ begin: '10:00', end: '16:00' });
    const service = specialHours(8, 'service', now);
    expect(service.every((entry) => entry.status === 'Closed')).toBe(true);
  });
});
