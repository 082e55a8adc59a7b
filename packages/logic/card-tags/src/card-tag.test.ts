import { makeCar } from '@forecourt/test-utils';
import { describe, expect, it } from 'vitest';
import {
  COMING_SOON_TAG_TEXT,
  cardTag,
  RESERVED_TAG_TEXT,
  TOYOTA_CERTIFIED_TAG_TEXT,
} from './card-tag.ts';

const now = new Date('2026-10-03T00:00:00.000Z');
const allOn = { features: { fuel_type_tag: true, toyota_certified_badge: true } };
const allOff = { features: {} };

/** A car that qualifies for every in-stock tag at once; tests switch rules off one by one. */
const everyTag = () =>
  makeCar({
    status: 'coming_soon',
    simple_fuel: 'Hybrid',
    fuel: 'Hybrid with Premium Unleaded',
    reserved: true,
    make: 'Toyota',
    certified: true,
    tag: 'Test Drive Only',
    created_at: '2026-10-01T00:00:00.000Z',
  });

describe('cardTag', () => {
  it('(1) puts the fuel-type tag first on sites with fuel_type_tag (vehicle-stock §4)', () => {
    expect(cardTag(everyTag(), allOn, now)).toEqual({ kind: 'fuel', text: 'HYBRID' });
    expect(
      cardTag({ ...everyTag(), simple_fuel: 'Electric', fuel: 'Electric' }, allOn, now),
    ).toEqual({ kind: 'fuel', text: 'ELECTRIC' });
    expect(cardTag({ ...everyTag(), simple_fuel: 'Plug-in Hybrid' }, allOn, now)).toEqual({
      kind: 'fuel',
      text: 'PLUG-IN HYBRID',
    });
  });

  it('(2) RESERVED next: petrol car, or a site without fuel_type_tag (vehicle-stock §4)', () => {
    expect(RESERVED_TAG_TEXT).toBe('RESERVED');
    const petrol = { ...everyTag(), simple_fuel: 'Petrol', fuel: 'Petrol' };
    expect(cardTag(petrol, allOn, now)).toEqual({ kind: 'reserved', text: 'RESERVED' });
    const noFuelTag = { features: { toyota_certified_badge: true } };
    expect(cardTag(everyTag(), noFuelTag, now)).toEqual({ kind: 'reserved', text: 'RESERVED' });
  });

  it('(3) the Toyota certified used badge next (vehicle-stock §4, §5)', () => {
    const site = { features: { toyota_certified_badge: true } };
    expect(cardTag({ ...everyTag(), reserved: false }, site, now)).toEqual({
      kind: 'certified',
      text: TOYOTA_CERTIFIED_TAG_TEXT,
    });
    expect(TOYOTA_CERTIFIED_TAG_TEXT).toBe('Toyota Certified');
  });

  it('(3) no certified badge without the switch, certified flag or Toyota make (vehicle-stock §5)', () => {
    const car = { ...everyTag(), reserved: false };
    const site = { features: { toyota_certified_badge: true } };
    const custom = { kind: 'custom', text: 'Test Drive Only' };
    expect(cardTag(car, allOff, now)).toEqual(custom);
    expect(cardTag({ ...car, certified: false }, site, now)).toEqual(custom);
    expect(cardTag({ ...car, make: 'Mazda' }, site, now)).toEqual(custom);
  });

  it('(4) the custom tag text next (vehicle-stock §3 tag, §4)', () => {
    const car = { ...everyTag(), reserved: false, certified: false };
    expect(cardTag(car, allOff, now)).toEqual({ kind: 'custom', text: 'Test Drive Only' });
    expect(cardTag({ ...car, tag: '  Test Drive Only ' }, allOff, now)?.text).toBe(
      'Test Drive Only',
    );
  });

  it('(5) COMING SOON next for coming_soon cars (vehicle-stock §4)', () => {
    expect(COMING_SOON_TAG_TEXT).toBe('COMING SOON');
    const car = { ...everyTag(), reserved: false, certified: false, tag: null };
    expect(cardTag(car, allOff, now)).toEqual({ kind: 'coming_soon', text: 'COMING SOON' });
    expect(cardTag({ ...car, tag: '   ' }, allOff, now)).toEqual({
      kind: 'coming_soon',
      text: 'COMING SOON',
    });
  });

  it('(6) just arrived last: created within just_arrived_days, default 8 (vehicle-stock §4)', () => {
    const car = makeCar({ created_at: '2026-09-25T00:00:00.000Z' });
    expect(cardTag(car, allOff, now)).toEqual({ kind: 'just_arrived', text: 'JUST ARRIVED' });
    const named = { features: {}, specifications: { just_arrived_tag_name: 'FRESH STOCK' } };
    expect(cardTag(car, named, now)).toEqual({ kind: 'just_arrived', text: 'FRESH STOCK' });
    const shorter = { features: {}, specifications: { just_arrived_days: 7 } };
    expect(cardTag(car, shorter, now)).toBeNull();
  });

  it('gives no tag to a plain in-stock car past the just-arrived window (vehicle-stock §4)', () => {
    const car = makeCar({ created_at: '2026-09-24T23:59:59.999Z' });
    expect(cardTag(car, allOn, now)).toBeNull();
  });

  it('gives a sold car the sold tag name, default JUST SOLD, and nothing else (vehicle-stock §4)', () => {
    const sold = { ...everyTag(), status: 'sold' as const };
    expect(cardTag(sold, allOn, now)).toEqual({ kind: 'sold', text: 'JUST SOLD' });
    const named = { ...allOn, specifications: { sold_tag_name: 'SOLD' } };
    expect(cardTag(sold, named, now)).toEqual({ kind: 'sold', text: 'SOLD' });
  });

  it('treats any status that is not in stock as sold (vehicle-stock §4 Availability)', () => {
    expect(cardTag(makeCar({ status: 'archived' }), allOff, now)).toEqual({
      kind: 'sold',
      text: 'JUST SOLD',
    });
  });
});
