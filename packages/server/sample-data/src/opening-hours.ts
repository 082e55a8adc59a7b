import type { LocationType, OpeningHour, SpecialHour } from './types.ts';

/** A day's hours: `[open, close]` in 24-hour `HH:MM`, `null` for Closed, or other status text. */
type DayHours = readonly [string, string] | null | string;

const MON_FRI = (hours: DayHours): DayHours[] => [hours, hours, hours, hours, hours];

/**
 * Weekly hours by pattern, Sunday first (weekday 0 is Sunday, site-wide §3). Some patterns have
 * Monday to Friday identical (grouped on screen), others not (site-wide §4 Opening hours view).
 */
export const HOURS_PATTERNS = {
  /** Mon–Fri identical, Saturday short, Sunday closed. */
  sales: [null, ...MON_FRI(['08:30', '17:30']), ['08:30', '16:00']],
  /** Late Thursday, short Sunday: Mon–Fri not identical. */
  'sales-late-thursday': [
    ['10:00', '16:00'],
    ['08:00', '17:30'],
    ['08:00', '17:30'],
    ['08:00', '17:30'],
    ['08:00', '19:00'],
    ['08:00', '17:30'],
    ['08:00', '17:00'],
  ],
  /** Early Friday finish, Sunday by appointment. */
  'sales-by-appointment': [
    'By Appointment',
    ['08:30', '17:30'],
    ['08:30', '17:30'],
    ['08:30', '17:30'],
    ['08:30', '17:30'],
    ['08:30', '17:00'],
    ['09:00', '16:00'],
  ],
  service: [null, ...MON_FRI(['07:00', '17:30']), ['08:00', '12:00']],
  parts: [null, ...MON_FRI(['07:30', '17:00']), ['08:00', '12:00']],
  /** Trade hours: weekends closed. */
  trade: [null, ...MON_FRI(['07:00', '16:30']), null],
} as const satisfies Record<string, readonly DayHours[]>;

export type HoursPattern = keyof typeof HOURS_PATTERNS;

/** `08:30` → `8:30 am`, `17:00` → `5:00 pm`, `12:00` → `12:00 pm`. */
export function formatTime(time: string): string {
  const [hourText = '0', minutes = '00'] = time.split(':');
  const hour = Number(hourText);
  const suffix = hour >= 12 ? 'pm' : 'am';
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}:${minutes} ${suffix}`;
}

/** The seven opening hour entries of a pattern, Sunday (0) to Saturday (6). */
export function openingHours(pattern: HoursPattern): OpeningHour[] {
  return HOURS_PATTERNS[pattern].map((day: DayHours, weekday) => {
    if (day === null) {
      return { weekday, status: 'Closed', formated_hours: null, open: null, close: null };
    }
    if (typeof day === 'string') {
      return { weekday, status: day, formated_hours: null, open: null, close: null };
    }
    const [open, close] = day;
    return {
      weekday,
      status: 'Open',
      formated_hours: `${formatTime(open)} - ${formatTime(close)}`,
      open,
      close,
    };
  });
}

const BRISBANE_OFFSET_MS = 10 * 60 * 60 * 1000;

/** The next `month`/`day` on or after `now`'s date in Brisbane, as `YYYY-MM-DD`. */
export function nextDate(now: number, month: number, day: number): string {
  const local = new Date(now + BRISBANE_OFFSET_MS);
  const year = local.getUTCFullYear();
  const today = (local.getUTCMonth() + 1) * 100 + local.getUTCDate();
  const target = month * 100 + day;
  const targetYear = target >= today ? year : year + 1;
  return `${targetYear}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * Holiday hours for a location: the next Christmas Day, Boxing Day, New Year's Day and Australia
 * Day after `now`. Both shapes of site-wide §3 appear: `start_hour`/`end_hour` and
 * `hours.begin`/`hours.end`.
 */
export function specialHours(
  locationId: number,
  locationType: LocationType,
  now: number,
): SpecialHour[] {
  const sales = locationType === 'sales';
  return [
    {
      date: nextDate(now, 12, 25),
      status: 'Closed',
      location_id: locationId,
      start_hour: null,
      end_hour: null,
    },
    sales
      ? {
          date: nextDate(now, 12, 26),
          status: 'Open',
          location_id: locationId,
          start_hour: '09:00',
          end_hour: '15:00',
        }
      : {
          date: nextDate(now, 12, 26),
          status: 'Closed',
          location_id: locationId,
          start_hour: null,
          end_hour: null,
        },
    {
      date: nextDate(now, 1, 1),
      status: 'Closed',
      location_id: locationId,
      hours: null,
    },
    sales
      ? {
          date: nextDate(now, 1, 26),
          status: 'Open',
          location_id: locationId,
          hours: { begin: '10:00', end: '16:00' },
        }
      : {
          date: nextDate(now, 1, 26),
          status: 'Closed',
          location_id: locationId,
          hours: null,
        },
  ];
}
