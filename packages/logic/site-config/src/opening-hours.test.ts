import { describe, expect, it } from 'vitest';
import { groupOpeningHours, type OpeningHourInput } from './opening-hours.ts';

const open = (weekday: number, formated_hours = '8:30am - 5:30pm'): OpeningHourInput => ({
  weekday,
  status: 'Open',
  formated_hours,
  open: null,
  close: null,
});
const closed = (weekday: number): OpeningHourInput => ({ weekday, status: 'Closed' });

/** Sunday (0) to Saturday (6), shuffled so order does not matter. */
const week = (overrides: Record<number, OpeningHourInput> = {}): OpeningHourInput[] =>
  [3, 0, 5, 1, 6, 2, 4].map(
    (day) =>
      overrides[day] ?? (day === 0 ? closed(0) : day === 6 ? open(6, '9am - 1pm') : open(day)),
  );

describe('groupOpeningHours', () => {
  it('groups Monday to Friday into one row when identical (site-wide §4)', () => {
    expect(groupOpeningHours(week())).toEqual([
      { label: 'Mon - Fri', hours: '8:30am - 5:30pm' },
      { label: 'Sat', hours: '9am - 1pm' },
      { label: 'Sun', hours: 'Closed' },
    ]);
  });

  it('lists each weekday when any one differs (site-wide §4)', () => {
    const rows = groupOpeningHours(week({ 5: open(5, '8:30am - 5pm') }));
    expect(rows.map((row) => row.label)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(rows[4]).toEqual({ label: 'Fri', hours: '8:30am - 5pm' });
    expect(rows[0]).toEqual({ label: 'Mon', hours: '8:30am - 5:30pm' });
  });

  it('keeps Saturday and Sunday separate even when equal to the weekdays (site-wide §4)', () => {
    const rows = groupOpeningHours([0, 1, 2, 3, 4, 5, 6].map((day) => open(day)));
    expect(rows).toEqual([
      { label: 'Mon - Fri', hours: '8:30am - 5:30pm' },
      { label: 'Sat', hours: '8:30am - 5:30pm' },
      { label: 'Sun', hours: '8:30am - 5:30pm' },
    ]);
  });

  it('shows By appointment only on closed days when the option is on (site-wide §4)', () => {
    expect(groupOpeningHours(week(), { closed_by_appointment: true }).at(-1)).toEqual({
      label: 'Sun',
      hours: 'By appointment only',
    });
    expect(groupOpeningHours(week(), { closed_by_appointment: null }).at(-1)?.hours).toBe('Closed');
  });

  it('uses the site wording for closed days (site-wide §4)', () => {
    const texts = { closed: 'Shut', by_appointment_only: 'Call to book' };
    expect(groupOpeningHours(week(), { texts }).at(-1)?.hours).toBe('Shut');
    expect(groupOpeningHours(week(), { texts, closed_by_appointment: true }).at(-1)?.hours).toBe(
      'Call to book',
    );
  });

  it('reads status Closed in any case, or formated_hours Closed, as closed (site-wide §3)', () => {
    const rows = groupOpeningHours(
      week({
        6: { weekday: 6, status: 'CLOSED ' },
        0: { weekday: 0, status: 'Open', formated_hours: 'closed' },
      }),
      { closed_by_appointment: true },
    );
    expect(rows.slice(-2)).toEqual([
      { label: 'Sat', hours: 'By appointment only' },
      { label: 'Sun', hours: 'By appointment only' },
    ]);
  });

  it('shows open - close when there is no formated_hours (site-wide §3)', () => {
    const rows = groupOpeningHours(
      week({ 6: { weekday: 6, status: 'Open', open: '9:00', close: '12:00' } }),
    );
    expect(rows.at(-2)).toEqual({ label: 'Sat', hours: '9:00 - 12:00' });
  });

  it('shows other status text as it is (site-wide §3 "Open, Closed or other text")', () => {
    const rows = groupOpeningHours(week({ 6: { weekday: 6, status: 'Open 24 hours' } }));
    expect(rows.at(-2)).toEqual({ label: 'Sat', hours: 'Open 24 hours' });
  });

  it('shows Open for an open day without hours, and treats a missing status as open', () => {
    const rows = groupOpeningHours(
      week({ 6: { weekday: 6, status: 'Open' }, 0: { weekday: 0, open: '10:00', close: '16:00' } }),
    );
    expect(rows.slice(-2)).toEqual([
      { label: 'Sat', hours: 'Open' },
      { label: 'Sun', hours: '10:00 - 16:00' },
    ]);
    expect(groupOpeningHours([{ weekday: 6 }]).at(-2)).toEqual({ label: 'Sat', hours: 'Open' });
  });

  it('counts a day without an entry as closed (site-wide §4)', () => {
    const rows = groupOpeningHours([1, 2, 3, 4, 5].map((day) => open(day)));
    expect(rows).toEqual([
      { label: 'Mon - Fri', hours: '8:30am - 5:30pm' },
      { label: 'Sat', hours: 'Closed' },
      { label: 'Sun', hours: 'Closed' },
    ]);
  });

  it('groups Monday to Friday when all five are closed (site-wide §4)', () => {
    const rows = groupOpeningHours([0, 1, 2, 3, 4, 5].map(closed).concat(open(6)));
    expect(rows[0]).toEqual({ label: 'Mon - Fri', hours: 'Closed' });
  });

  it('gives no rows for no entries', () => {
    expect(groupOpeningHours([])).toEqual([]);
  });

  it('takes the first entry when a weekday appears twice', () => {
    const rows = groupOpeningHours([...week(), open(6, 'late')]);
    expect(rows.at(-2)).toEqual({ label: 'Sat', hours: '9am - 1pm' });
  });
});
