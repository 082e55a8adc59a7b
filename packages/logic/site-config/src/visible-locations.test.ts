import { describe, expect, it } from 'vitest';
import {
  type ListedLocation,
  normaliseStreet,
  phoneDigits,
  visibleLocations,
} from './visible-locations.ts';

let nextId = 1;
function location(name: string, extra: Partial<ListedLocation> = {}): ListedLocation {
  return {
    id: nextId++,
    name,
    visible: true,
    primary: false,
    address: { street: `${nextId} ${name} Road` },
    contact_detail: { phone: `07 3000 ${String(1000 + nextId)}` },
    ...extra,
  };
}

const names = (locations: ListedLocation[]) => locations.map((l) => l.name);

describe('visibleLocations', () => {
  it('sorts by name when there is no custom order (site-wide §5)', () => {
    const locations = [location('Springwood'), location('acacia Ridge'), location('Beenleigh')];
    expect(names(visibleLocations({ locations }))).toEqual([
      'acacia Ridge',
      'Beenleigh',
      'Springwood',
    ]);
  });

  it('hides invisible locations (site-wide §5)', () => {
    const locations = [location('Springwood', { visible: false }), location('Beenleigh')];
    expect(names(visibleLocations({ locations }))).toEqual(['Beenleigh']);
  });

  it('de-duplicates by phone digits and street (site-wide §5)', () => {
    const a = location('Acme Springwood', {
      address: { street: '12 Main St.' },
      contact_detail: { phone: '(07) 3000-1234' },
    });
    const b = location('Acme Sales Springwood', {
      address: { street: '12  main st' },
      contact_detail: { phone: '+61 7 3000 1234' },
    });
    expect(visibleLocations({ locations: [a, b] })).toEqual([a]);
  });

  it('keeps locations that share only the phone or only the street (site-wide §5)', () => {
    const a = location('A', {
      address: { street: '1 Main St' },
      contact_detail: { phone: '0730001234' },
    });
    const samePhone = location('B', {
      address: { street: '2 Main St' },
      contact_detail: { phone: '0730001234' },
    });
    const sameStreet = location('C', {
      address: { street: '1 Main St' },
      contact_detail: { phone: '0730009999' },
    });
    expect(names(visibleLocations({ locations: [a, samePhone, sameStreet] }))).toEqual([
      'A',
      'B',
      'C',
    ]);
  });

  it('never treats locations missing a phone or a street as duplicates (site-wide §5)', () => {
    const a = location('A', { address: { street: '1 Main St' }, contact_detail: { phone: null } });
    const b = location('B', { address: { street: '1 Main St' }, contact_detail: null });
    const c = location('C', { address: null, contact_detail: { phone: '0730001234' } });
    const d = location('D', { address: { street: '' }, contact_detail: { phone: '0730001234' } });
    expect(names(visibleLocations({ locations: [a, b, c, d] }))).toEqual(['A', 'B', 'C', 'D']);
  });

  it('uses the landline when there is no phone (site-wide §3 contact_detail)', () => {
    const a = location('A', {
      address: { street: '1 Main St' },
      contact_detail: { phone: '0730001234' },
    });
    const b = location('B', {
      address: { street: '1 Main St' },
      contact_detail: { phone: '', landline_phone: '07 3000 1234' },
    });
    expect(names(visibleLocations({ locations: [a, b] }))).toEqual(['A']);
  });

  it('keeps the primary location over its duplicate (site-wide §5)', () => {
    const shared = { address: { street: '1 Main St' }, contact_detail: { phone: '0730001234' } };
    const a = location('A', shared);
    const b = location('B', { ...shared, primary: true });
    expect(names(visibleLocations({ locations: [a, b] }))).toEqual(['B']);
  });

  it('does not let a hidden duplicate knock out a visible one (site-wide §5)', () => {
    const shared = { address: { street: '1 Main St' }, contact_detail: { phone: '0730001234' } };
    const hidden = location('A', { ...shared, visible: false });
    const shown = location('B', shared);
    expect(names(visibleLocations({ locations: [hidden, shown] }))).toEqual(['B']);
  });

  it('follows a custom order by id, the rest after it by name (site-wide §5)', () => {
    const a = location('Alpha');
    const b = location('Bravo');
    const c = location('Charlie');
    const d = location('Delta');
    const order = [c.id, a.id, 9999];
    expect(names(visibleLocations({ locations: [a, b, c, d], location_order: order }))).toEqual([
      'Charlie',
      'Alpha',
      'Bravo',
      'Delta',
    ]);
  });

  it('sorts by name when the custom order is empty or null (site-wide §5)', () => {
    const locations = [location('Bravo'), location('Alpha')];
    expect(names(visibleLocations({ locations, location_order: [] }))).toEqual(['Alpha', 'Bravo']);
    expect(names(visibleLocations({ locations, location_order: null }))).toEqual([
      'Alpha',
      'Bravo',
    ]);
  });
});

describe('phoneDigits', () => {
  it('keeps digits and reads +61 as a leading 0 (site-wide §5)', () => {
    expect(phoneDigits('(07) 3000 1234')).toBe('0730001234');
    expect(phoneDigits('+61 7 3000 1234')).toBe('0730001234');
    expect(phoneDigits('61 400 000')).toBe('61400000');
    expect(phoneDigits(null)).toBe('');
  });
});

describe('normaliseStreet', () => {
  it('ignores case, punctuation and spacing (site-wide §5)', () => {
    expect(normaliseStreet(' 12 Main St., ')).toBe('12 main st');
    expect(normaliseStreet(undefined)).toBe('');
  });
});
