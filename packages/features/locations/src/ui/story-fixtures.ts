import type { HoursTab } from '../hours-by-type.ts';
import type { HolidayHoursRow, LocationCardData } from '../location-view.ts';
import type { LocationDetailData } from './LocationDetail.tsx';

/** A location card as the view builds it (stories and tests). */
export function cardData(overrides: Partial<LocationCardData> = {}): LocationCardData {
  return {
    id: 1,
    name: 'Sunshine Used Cars Moorooka',
    href: '/locations/sunshine-used-cars-moorooka',
    stockHref: '/search/sunshine-used-cars-moorooka',
    imageUrl: null,
    addressLines: ['1152 Ipswich Road', 'Moorooka QLD 4105'],
    phone: '(07) 5550 0100',
    phoneHref: 'tel:0755500100',
    todayHours: '8:30am - 5:30pm',
    ...overrides,
  };
}

/** `count` cards with distinct ids and names. */
export function cards(count: number): LocationCardData[] {
  const suburbs = [
    'Moorooka',
    'Rocklea',
    'Ipswich',
    'Springwood',
    'Chermside',
    'Capalaba',
    'Redcliffe',
  ];
  return Array.from({ length: count }, (_, index) => {
    const suburb = suburbs[index % suburbs.length] ?? 'Brisbane';
    return cardData({
      id: index + 1,
      name: `Sunshine ${suburb}`,
      href: `/locations/sunshine-${suburb.toLowerCase()}`,
      stockHref: `/search/sunshine-${suburb.toLowerCase()}`,
      addressLines: [
        `${index + 10} Main Road`,
        `${suburb} QLD 41${String(index).padStart(2, '0')}`,
      ],
    });
  });
}

export const WEEK_ROWS = [
  { label: 'Mon - Fri', hours: '8:30am - 5:30pm' },
  { label: 'Sat', hours: '9:00am - 12:00pm' },
  { label: 'Sun', hours: 'Closed' },
];

export const LATE_THURSDAY_ROWS = [
  { label: 'Mon', hours: '8:30am - 5:30pm' },
  { label: 'Tue', hours: '8:30am - 5:30pm' },
  { label: 'Wed', hours: '8:30am - 5:30pm' },
  { label: 'Thu', hours: '8:30am - 8:00pm' },
  { label: 'Fri', hours: '8:30am - 5:30pm' },
  { label: 'Sat', hours: 'By appointment only' },
  { label: 'Sun', hours: 'By appointment only' },
];

export const HOLIDAY_ROWS: HolidayHoursRow[] = [
  { date: '2026-12-25', dateLabel: '25 December 2026', hours: 'Closed', closed: true },
  { date: '2026-12-26', dateLabel: '26 December 2026', hours: '9:00am - 1:00pm', closed: false },
  { date: '2027-01-01', dateLabel: '01 January 2027', hours: 'Closed', closed: true },
];

export const HOURS_TABS: HoursTab[] = [
  { value: 'sales', label: 'Sales', locationName: 'Sunshine Moorooka', rows: WEEK_ROWS },
  {
    value: 'service-and-parts',
    label: 'Service & Parts',
    locationName: 'Sunshine Service Centre',
    rows: LATE_THURSDAY_ROWS,
  },
];

export function detailData(overrides: Partial<LocationDetailData> = {}): LocationDetailData {
  return {
    id: 1,
    name: 'Sunshine Used Cars Moorooka',
    addressLines: ['1152 Ipswich Road', 'Moorooka QLD 4105'],
    phone: '(07) 5550 0100',
    phoneHref: 'tel:0755500100',
    dealerLicenceNumber: 'MD 31245',
    directionsHref: 'https://www.google.com/maps/search/?api=1&query=Sunshine%20Used%20Cars',
    stockHref: '/search/sunshine-used-cars-moorooka',
    point: { label: 'Sunshine Used Cars Moorooka', lat: -27.5339, long: 153.0227 },
    hoursTabs: HOURS_TABS,
    hoursTab: 'sales',
    holidayHours: HOLIDAY_ROWS,
    ...overrides,
  };
}
