import { describe, expect, it } from 'vitest';
import { hoursByType } from './hours-by-type.ts';
import { locationInput, testLocations, testSite } from './test/site.ts';

const SERVICE_HOURS = [1, 2, 3, 4, 5].map((weekday) => ({
  weekday,
  status: 'Open',
  formated_hours: '7:00am - 5:00pm',
}));

describe('hoursByType', () => {
  const [sales, service, parts, otherDealer] = testLocations(
    locationInput({ id: 1, name: 'Sales Yard', location_type: 'sales' }),
    locationInput({
      id: 2,
      name: 'Service Centre',
      location_type: 'service',
      contact_detail: { phone: '07 1', opening_hours: SERVICE_HOURS },
    }),
    locationInput({
      id: 3,
      name: 'Parts',
      location_type: 'parts',
      contact_detail: { phone: '07 2', opening_hours: [] },
    }),
    locationInput({ id: 4, name: 'Elsewhere', location_type: 'service', dealership_id: 9 }),
  );
  const listed = [sales, service, parts, otherDealer];

  it('gives one tab per location type of the dealership, sales first (site-wide §2 tabbed hours)', () => {
    const tabs = hoursByType(testSite(), service, listed);
    expect(tabs.map((tab) => [tab.value, tab.label, tab.locationName])).toEqual([
      ['sales', 'Sales', 'Sales Yard'],
      ['service', 'Service', 'Service Centre'],
      ['parts', 'Parts', 'Parts'],
    ]);
  });

  it("shows each type's hours as the opening hours view groups them (site-wide §4)", () => {
    const [salesTab, serviceTab] = hoursByType(testSite(), sales, listed);
    expect(salesTab?.rows[0]).toEqual({ label: 'Mon - Fri', hours: '8:30am - 5:30pm' });
    expect(serviceTab?.rows).toEqual([
      { label: 'Mon - Fri', hours: '7:00am - 5:00pm' },
      { label: 'Sat', hours: 'Closed' },
      { label: 'Sun', hours: 'Closed' },
    ]);
  });

  it("prefers the page's own location for its type", () => {
    const tabs = hoursByType(testSite(), otherDealer, [...listed, service]);
    expect(tabs).toEqual([
      expect.objectContaining({ value: 'service', locationName: 'Elsewhere' }),
    ]);
  });

  it('names an untyped location’s tab Opening hours', () => {
    const [untyped] = testLocations(locationInput({ location_type: null }));
    expect(hoursByType(testSite(), untyped, [untyped])).toEqual([
      expect.objectContaining({ value: 'hours', label: 'Opening hours' }),
    ]);
  });
});
