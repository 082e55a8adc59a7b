import { loadPostcodes } from '@forecourt/postcodes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SOLD_WINDOW_DAYS } from './cars.ts';
import { DEMO_SITES } from './demo-sites.ts';
import { DEMO_HIDDEN_REVIEW_TITLES } from './demo-trust.ts';
import { generateSampleData } from './generate-sample-data.ts';
import type { SampleCar, SampleData } from './types.ts';

const NOW = new Date('2026-11-22T00:00:00.000Z');
const NOW_MS = NOW.getTime();
const DAY_MS = 86_400_000;
const data: SampleData = generateSampleData({ now: NOW });
const { cars, sites, dealerships, locations } = data;

const countBy = <T>(items: readonly T[], key: (item: T) => string) => {
  const counts: Record<string, number> = {};
  for (const item of items) counts[key(item)] = (counts[key(item)] ?? 0) + 1;
  return counts;
};
const site = (slug: string) => {
  const found = sites.find((row) => row.slug === slug);
  if (!found) throw new Error(`no site ${slug}`);
  return found;
};
const siteLocations = (slug: string) => {
  const ids = new Set(
    dealerships.filter((row) => site(slug).dealerships.includes(row.slug)).map((row) => row.id),
  );
  return locations.filter((location) => ids.has(location.dealership_id));
};
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
const soldAgeDays = (car: SampleCar) => (NOW_MS - Date.parse(car.sold_at ?? '')) / DAY_MS;

describe('generateSampleData', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  describe('determinism', () => {
    it('gives byte-identical JSON for the same seed and now', () => {
      const again = generateSampleData({ seed: 20261122, now: NOW.toISOString() });
      expect(JSON.stringify(again)).toBe(JSON.stringify(data));
    });

    it('gives different data for a different seed', () => {
      const other = generateSampleData({ seed: 7, now: NOW });
      expect(JSON.stringify(other.cars)).not.toBe(JSON.stringify(cars));
      expect(other.cars).toHaveLength(cars.length);
    });

    it('reads neither the clock nor Math.random', () => {
      const postcodes = loadPostcodes();
      vi.spyOn(Math, 'random').mockImplementation(() => {
        throw new Error('Math.random used');
      });
      vi.useFakeTimers({ now: new Date('2031-01-01T00:00:00Z') });
      const first = JSON.stringify(generateSampleData({ now: NOW, postcodes }));
      vi.setSystemTime(new Date('2019-06-30T12:00:00Z'));
      const second = JSON.stringify(generateSampleData({ now: NOW, postcodes }));
      expect(first).toBe(second);
      expect(first).toBe(JSON.stringify(data));
    });

    it('moves every date with now', () => {
      const later = generateSampleData({ now: NOW_MS + 10 * DAY_MS });
      expect(Date.parse(later.cars[0]?.created_at ?? '')).toBe(
        Date.parse(cars[0]?.created_at ?? '') + 10 * DAY_MS,
      );
    });

    it('rejects an invalid now', () => {
      expect(() => generateSampleData({ now: 'not a date' })).toThrow('Invalid now');
    });
  });

  describe('sites', () => {
    it('has six demo sites, two per template, each with its own brand', () => {
      expect(sites.map((row) => [row.slug, row.template])).toEqual([
        ['sunshine-used-cars', 'classic'],
        ['metro-auto-group', 'group'],
        ['coastal-toyota', 'oem'],
        ['southern-cross-caravans', 'classic'],
        ['highway-truck-and-bike-group', 'group'],
        ['harbour-city-mazda', 'oem'],
      ]);
      for (const row of sites) expect(row.domains[0]).toMatch(/^www\.[a-z]+\.com\.au$/);
      const distinct = (pick: (row: (typeof sites)[number]) => unknown) =>
        new Set(sites.map((row) => JSON.stringify(pick(row)))).size;
      expect(distinct((row) => row.name)).toBe(6);
      expect(distinct((row) => row.domains[0])).toBe(6);
      expect(distinct((row) => row.config.phone)).toBe(6);
      expect(distinct((row) => (row.config.theme as { colors: unknown }).colors)).toBe(6);
      for (const row of sites) {
        expect((row.config.theme as { logo_url: string }).logo_url).toBe(
          `/media/sites/${row.slug}/logo.svg`,
        );
      }
    });

    it('gives every site stock and visible locations, in at least four states overall', () => {
      for (const row of sites) {
        const ids = new Set(
          dealerships.filter((d) => row.dealerships.includes(d.slug)).map((d) => d.id),
        );
        const stock = cars.filter((car) => ids.has(car.dealership_id) && car.status === 'in_stock');
        expect(stock.length, row.slug).toBeGreaterThan(50);
        expect(
          siteLocations(row.slug).filter((location) => location.visible).length,
        ).toBeGreaterThan(0);
      }
      const states = new Set(locations.map((location) => location.state));
      expect(states.size).toBeGreaterThanOrEqual(4);
      for (const state of ['QLD', 'NSW', 'VIC', 'WA', 'SA']) expect(states).toContain(state);
    });

    it('gives each group site several dealerships', () => {
      for (const row of sites.filter((candidate) => candidate.template === 'group')) {
        expect(row.dealerships.length, row.slug).toBeGreaterThanOrEqual(4);
      }
    });

    it('makes southern-cross-caravans a caravan dealer: new and used caravans with caravan specs (vehicle-stock §3)', () => {
      const caravans = site('southern-cross-caravans');
      expect(caravans.template).toBe('classic');
      const dealer = dealerships.find((row) => row.slug === 'southern-cross-caravans');
      const stock = cars.filter((car) => car.dealership_id === dealer?.id);
      expect(new Set(stock.map((car) => car.item_type))).toEqual(new Set(['caravan']));
      expect(new Set(stock.map((car) => car.car_type))).toEqual(new Set(['new', 'demo', 'used']));
      for (const car of stock) {
        expect(car.caravan).toEqual({
          body_width: expect.any(Number),
          body_length: expect.any(Number),
          tare_weight: expect.any(Number),
          axle_type: expect.stringMatching(/^(Single|Tandem)$/),
          sleeps: expect.any(Number),
          aggregate_trailer_mass: expect.any(Number),
        });
      }
      const newMakes = new Set(
        stock.filter((car) => car.car_type !== 'used').map((car) => car.make),
      );
      expect(newMakes).toEqual(new Set(['Jayco', 'Windsor']));
      expect(
        new Set(stock.filter((car) => car.car_type === 'used').map((car) => car.make)).size,
      ).toBeGreaterThan(3);
      // Sells new caravans too, so its search is not the classic used-only filter.
      expect(caravans.config.search_filters).toBe('');
      expect(new Set(siteLocations('southern-cross-caravans').map((row) => row.state))).toEqual(
        new Set(['NSW', 'VIC']),
      );
    });

    it('makes highway-truck-and-bike-group sell trucks and motorcycles in several states', () => {
      const group = site('highway-truck-and-bike-group');
      const ids = new Set(
        dealerships.filter((row) => group.dealerships.includes(row.slug)).map((row) => row.id),
      );
      const stock = cars.filter((car) => ids.has(car.dealership_id));
      expect(new Set(stock.map((car) => car.item_type))).toEqual(new Set(['truck', 'motorcycle']));
      const makes = (item: string) =>
        new Set(
          stock
            .filter((car) => car.item_type === item && car.car_type !== 'used')
            .map((car) => car.make),
        );
      expect(makes('truck')).toEqual(new Set(['Isuzu', 'Kenworth', 'DAF']));
      expect(makes('motorcycle')).toEqual(new Set(['Yamaha', 'Kawasaki', 'KTM', 'Honda']));
      const states = new Set(siteLocations('highway-truck-and-bike-group').map((row) => row.state));
      expect(states.size).toBeGreaterThanOrEqual(2);
    });

    it('makes harbour-city-mazda a new- and demo-heavy Mazda franchise with an external service booking page', () => {
      const mazda = site('harbour-city-mazda');
      expect(mazda.config.manufacturer).toBe('mazda');
      expect(mazda.config.service_booking_url).toMatch(/^https:\/\//);
      const dealer = dealerships.find((row) => row.slug === 'harbour-city-mazda');
      expect(dealer?.manufacturer).toBe('Mazda');
      const stock = cars.filter((car) => car.dealership_id === dealer?.id);
      const types = countBy(stock, (car) => car.car_type);
      expect((types.new ?? 0) + (types.demo ?? 0)).toBeGreaterThan(stock.length * 0.6);
      expect(
        new Set(stock.filter((car) => car.car_type !== 'used').map((car) => car.make)),
      ).toEqual(new Set(['Mazda']));
      const certified = stock.filter((car) => car.certified);
      expect(certified.length).toBeGreaterThan(10);
      for (const car of certified) expect(car.make).toBe('Mazda');
    });

    it('makes sunshine-used-cars a single used-car dealer in Brisbane QLD', () => {
      const sunshine = site('sunshine-used-cars');
      expect(sunshine.dealerships).toEqual(['sunshine-used-cars']);
      const stock = cars.filter((car) => car.dealership_id === 1);
      expect(new Set(stock.map((car) => car.car_type))).toEqual(new Set(['used']));
      for (const location of siteLocations('sunshine-used-cars')) {
        expect(location.state).toBe('QLD');
        expect(location.postcode).toMatch(/^41\d\d$/); // Brisbane postcodes
      }
    });

    it('gives the group site 8+ dealerships of different brands and 10+ locations in 5 states', () => {
      const group = site('metro-auto-group');
      expect(group.dealerships.length).toBeGreaterThanOrEqual(8);
      const groupDealers = dealerships.filter((row) => group.dealerships.includes(row.slug));
      const brands = new Set(
        groupDealers.flatMap((row) =>
          cars
            .filter((car) => car.dealership_id === row.id && car.car_type === 'new')
            .map((car) => car.make),
        ),
      );
      expect(brands.size).toBeGreaterThanOrEqual(8);
      const shown = siteLocations('metro-auto-group').filter((location) => location.visible);
      expect(shown.length).toBeGreaterThanOrEqual(10);
      expect(new Set(shown.map((location) => location.state))).toEqual(
        new Set(['QLD', 'NSW', 'VIC', 'WA', 'SA']),
      );
    });

    it('makes coastal-toyota a Toyota franchise with 2-3 locations and no group dealership', () => {
      const oem = site('coastal-toyota');
      const toyota = dealerships.find((row) => row.slug === 'coastal-toyota');
      expect(toyota?.manufacturer).toBe('Toyota');
      const count = siteLocations('coastal-toyota').length;
      expect(count).toBeGreaterThanOrEqual(2);
      expect(count).toBeLessThanOrEqual(3);
      const shared = oem.dealerships.filter((slug) =>
        site('metro-auto-group').dealerships.includes(slug),
      );
      expect(shared).toEqual([]);
      const newMakes = new Set(
        cars
          .filter((car) => car.dealership_id === toyota?.id && car.car_type !== 'used')
          .map((car) => car.make),
      );
      expect(newMakes).toEqual(new Set(['Toyota']));
    });
  });

  describe('locations (site-wide §3)', () => {
    const postcodes = loadPostcodes();

    it('sit in real suburbs at their real postcodes and coordinates', () => {
      for (const location of locations) {
        const suburb = postcodes.find(
          (row) =>
            row.postcode === location.postcode && row.locality === location.city.toUpperCase(),
        );
        expect(suburb, location.slug).toBeDefined();
        expect(location.state).toBe(suburb?.state);
        expect(Math.abs(location.lat - (suburb?.lat ?? 0))).toBeLessThan(0.01);
        expect(Math.abs(location.long - (suburb?.long ?? 0))).toBeLessThan(0.01);
      }
    });

    it('have seven opening hour entries, Sunday (0) first, in the 8:30 am - 5:30 pm format', () => {
      for (const location of locations) {
        expect(location.opening_hours.map((entry) => entry.weekday)).toEqual([0, 1, 2, 3, 4, 5, 6]);
        for (const entry of location.opening_hours) {
          if (entry.status === 'Open') {
            expect(entry.formated_hours).toMatch(/^\d{1,2}:\d\d [ap]m - \d{1,2}:\d\d [ap]m$/);
            expect(entry.open).toMatch(/^\d\d:\d\d$/);
          } else expect(entry.open).toBeNull();
        }
        const [sunday, monday] = location.opening_hours;
        if (sunday?.status === 'Open') {
          // Sunday is closed or short.
          expect((sunday.close ?? '') < (monday?.close ?? '')).toBe(true);
        }
      }
      const identicalWeek = (hours: (typeof locations)[number]['opening_hours']) =>
        new Set(hours.slice(1, 6).map((entry) => entry.formated_hours)).size === 1;
      expect(locations.some((location) => identicalWeek(location.opening_hours))).toBe(true);
      expect(locations.some((location) => !identicalWeek(location.opening_hours))).toBe(true);
    });

    it('have holiday hours for the next Christmas, Boxing Day and Australia Day', () => {
      for (const location of locations) {
        const dates = location.special_hours.map((entry) => entry.date);
        expect(dates).toEqual(['2026-12-25', '2026-12-26', '2027-01-01', '2027-01-26']);
        for (const entry of location.special_hours) expect(entry.location_id).toBe(location.id);
      }
      const open = locations[0]?.special_hours.filter((entry) => entry.status === 'Open') ?? [];
      expect(open.some((entry) => entry.start_hour && entry.end_hour)).toBe(true);
      expect(open.some((entry) => entry.hours?.begin)).toBe(true);
    });

    it('cover every location type, with Australian phone numbers', () => {
      expect(new Set(locations.map((location) => location.location_type))).toEqual(
        new Set(['sales', 'service', 'parts', 'service-and-parts']),
      );
      for (const location of locations) {
        expect(location.landline_phone).toMatch(/^\(?0[2378]\)? \d{4} \d{4}$/);
        expect(location.phone).toMatch(/^(\(?0[2378]\)? \d{4} \d{4}|04\d\d \d{3} \d{3})$/);
      }
      expect(locations.some((location) => location.distribution_locations.length > 0)).toBe(true);
    });

    it('include one invisible location and one duplicate by phone digits and street (site-wide §5)', () => {
      expect(locations.filter((location) => !location.visible)).toHaveLength(1);
      const keys = locations.map(
        (location) => `${(location.phone ?? '').replace(/\D/g, '')}|${location.street}`,
      );
      const duplicates = keys.filter((key, index) => keys.indexOf(key) !== index);
      expect(duplicates).toHaveLength(1);
      const pair = locations.filter((_, index) => keys[index] === duplicates[0]);
      expect(pair[0]?.phone).not.toBe(pair[1]?.phone); // same digits, different formatting
    });

    it('have one primary location per dealership', () => {
      for (const dealership of dealerships) {
        const own = locations.filter((location) => location.dealership_id === dealership.id);
        expect(own.filter((location) => location.primary)).toHaveLength(1);
      }
    });
  });

  describe('cars: counts and distributions', () => {
    it('has about 4,200 stock items, under 4,500 so the seed stays quick', () => {
      expect(cars.length).toBeGreaterThanOrEqual(4_000);
      expect(cars.length).toBeLessThanOrEqual(4_500);
    });

    it('has every status, mostly in stock (vehicle-stock §3)', () => {
      const statuses = countBy(cars, (car) => car.status);
      expect(Object.keys(statuses).sort()).toEqual(['coming_soon', 'in_stock', 'sold']);
      expect(statuses.in_stock ?? 0).toBeGreaterThan(cars.length * 0.8);
      const reserved = cars.filter((car) => car.reserved);
      expect(reserved.length).toBeGreaterThan(0);
      for (const car of reserved) expect(car.status).toBe('in_stock');
    });

    it('has sold cars inside and outside the 3-day sold window (site-wide §4)', () => {
      const sold = cars.filter((car) => car.status === 'sold');
      for (const car of sold) expect(car.sold_at).not.toBeNull();
      for (const car of cars.filter((row) => row.status !== 'sold')) expect(car.sold_at).toBeNull();
      const inside = sold.filter((car) => soldAgeDays(car) < SOLD_WINDOW_DAYS);
      const outside = sold.filter((car) => soldAgeDays(car) > SOLD_WINDOW_DAYS);
      expect(inside.length).toBeGreaterThan(10);
      expect(outside.length).toBeGreaterThan(10);
      expect(inside.length + outside.length).toBe(sold.length);
      for (const car of sold) expect(soldAgeDays(car)).toBeGreaterThan(0);
    });

    it('has new, demo and used stock, in that proportion order', () => {
      const types = countBy(cars, (car) => car.car_type);
      expect(types.demo ?? 0).toBeGreaterThan(100);
      expect(types.new ?? 0).toBeGreaterThan(types.demo ?? 0);
      expect(types.used ?? 0).toBeGreaterThan(types.demo ?? 0);
    });

    it('has cars, trucks, motorcycles and caravans of the right makes', () => {
      const makesOf = (item: string) =>
        new Set(cars.filter((car) => car.item_type === item).map((car) => car.make));
      expect(makesOf('truck')).toEqual(
        new Set(['Isuzu', 'Hino', 'Fuso', 'Iveco', 'Kenworth', 'DAF']),
      );
      expect(makesOf('motorcycle')).toEqual(
        new Set(['Yamaha', 'Honda', 'Kawasaki', 'Harley-Davidson', 'KTM']),
      );
      expect(makesOf('caravan')).toEqual(
        new Set(['Jayco', 'Windsor', 'New Age', 'Avan', 'Coromal', 'Lotus Caravans']),
      );
      expect(makesOf('car').size).toBeGreaterThanOrEqual(25);
    });

    it('gives caravans their specifications and no odometer', () => {
      for (const car of cars) {
        if (car.item_type === 'caravan') {
          expect(car.caravan).toEqual({
            body_width: expect.any(Number),
            body_length: expect.any(Number),
            tare_weight: expect.any(Number),
            axle_type: expect.stringMatching(/^(Single|Tandem)$/),
            sleeps: expect.any(Number),
            aggregate_trailer_mass: expect.any(Number),
          });
          expect(car.caravan?.aggregate_trailer_mass).toBeGreaterThan(
            car.caravan?.tare_weight ?? 0,
          );
          expect(car.km).toBeNull();
        } else {
          expect(car.caravan).toBeNull();
          expect(car.km).toEqual(expect.any(Number));
        }
      }
    });

    it('covers every fuel and body', () => {
      expect(new Set(cars.map((car) => car.simple_fuel))).toEqual(
        new Set(['Petrol', 'Diesel', 'Electric', 'Hybrid', 'Plug-in Hybrid', null]),
      );
      const bodies = new Set(cars.map((car) => car.simple_body));
      for (const body of [
        'Sedan',
        'Hatch',
        'SUV',
        'Ute',
        'Wagon',
        'Van',
        'Coupe',
        'Convertible',
        'Cab Chassis',
        'People Mover',
      ]) {
        expect(bodies, body).toContain(body);
      }
      expect(new Set(cars.map((car) => car.simple_transmission))).toEqual(
        new Set(['Automatic', 'Manual', null]),
      );
      expect(new Set(cars.map((car) => car.simple_drive))).toEqual(
        new Set(['FWD', 'RWD', 'AWD', '4X4', null]),
      );
    });

    it('keeps new cars at 0-50 km and demos under 10,000 km (vehicle-stock §3)', () => {
      for (const car of cars) {
        if (car.km === null) continue;
        if (car.car_type === 'new') expect(car.km).toBeLessThanOrEqual(50);
        if (car.car_type === 'demo') expect(car.km).toBeLessThan(10_000);
        if (car.car_type === 'used') expect(car.km).toBeGreaterThan(999);
      }
    });

    it('prices used cars lower the older they are', () => {
      const nowYear = NOW.getUTCFullYear();
      const used = cars.filter(
        (car) => car.car_type === 'used' && car.item_type === 'car' && car.price > 0,
      );
      const young = used.filter((car) => nowYear - car.year <= 3).map((car) => car.price);
      const old = used.filter((car) => nowYear - car.year >= 9).map((car) => car.price);
      expect(median(young)).toBeGreaterThan(median(old) * 1.8);
      const newCars = cars.filter((car) => car.car_type === 'new' && car.price > 0);
      for (const car of newCars) expect(car.price % 10).toBe(0);
    });

    it('has was-prices, offer prices, price 0 and pre-orders (vehicle-stock §4)', () => {
      const withWas = cars.filter((car) => car.before_price !== null);
      expect(withWas.length).toBeGreaterThan(50);
      for (const car of withWas) expect(car.before_price).toBeGreaterThan(car.price);
      const offers = cars.filter((car) => car.offer_price !== null);
      expect(offers.length).toBeGreaterThan(20);
      for (const car of offers) expect(car.offer_price).toBeLessThan(car.price);
      const free = cars.filter((car) => car.price === 0);
      expect(free.length).toBeGreaterThan(0);
      expect(free.length).toBeLessThan(100);
      const preorders = cars.filter((car) => car.preorder);
      expect(preorders.length).toBeGreaterThan(0);
      for (const car of preorders) expect(car.price).toBe(0);
      expect(cars.some((car) => car.subscription_price !== null)).toBe(true);
    });

    it('hides a few in-stock cars from the dealer website and sells a few on consignment', () => {
      const hidden = cars.filter((car) => !car.show_on_dealer_website);
      expect(hidden.length).toBeGreaterThan(0);
      for (const car of hidden) expect(car.status).toBe('in_stock');
      const consigned = cars.filter((car) => car.private_postcode !== null);
      expect(consigned.length).toBeGreaterThan(0);
      for (const car of consigned) {
        expect(car.private_postcode).toMatch(/^4\d{3}$/);
        expect(car.private_suburb).toMatch(/^[A-Z][a-z]/);
      }
    });

    it('has the Test Drive Only and Low Kms tags', () => {
      const tags = new Set(cars.map((car) => car.tag));
      expect(tags).toContain('Test Drive Only');
      expect(tags).toContain('Low Kms');
    });

    it('certifies only used cars of the franchise make at dealers with a certified program', () => {
      const certified = cars.filter((car) => car.certified);
      expect(certified.length).toBeGreaterThan(20);
      const franchise = new Map([
        [dealerships.find((row) => row.slug === 'coastal-toyota')?.id, 'Toyota'],
        [dealerships.find((row) => row.slug === 'harbour-city-mazda')?.id, 'Mazda'],
      ]);
      for (const car of certified) {
        expect(car.car_type).toBe('used');
        expect(franchise.get(car.dealership_id)).toBe(car.make);
      }
      expect(certified.some((car) => car.make === 'Toyota')).toBe(true);
    });
  });

  describe('cars: content', () => {
    it('writes dealer comments as simple HTML of varied length, some missing', () => {
      const comments = cars.map((car) => car.dealercomments);
      expect(comments.filter((text) => text === null).length).toBeGreaterThan(50);
      expect(comments.filter((text) => (text ?? '').length > 400).length).toBeGreaterThan(300);
      expect(comments.filter((text) => text !== null && text.length < 250).length).toBeGreaterThan(
        300,
      );
      for (const text of comments) {
        if (text === null) continue;
        const tags = text.match(/<\/?([a-z]+)[^>]*>/g) ?? [];
        for (const tag of tags) expect(tag).toMatch(/^<\/?(p|ul|li|strong)>$/);
        expect(text.startsWith('<p>')).toBe(true);
      }
    });

    it('gives most cars features, equipment and variant specifications', () => {
      const withFeatures = cars.filter((car) => car.features.length > 0);
      expect(withFeatures.length).toBeGreaterThan(cars.length * 0.9);
      expect(withFeatures.length).toBeLessThan(cars.length);
      for (const car of cars) {
        expect(car.standard_equipment.length).toBeGreaterThan(0);
        if (car.item_type === 'caravan') {
          expect(car.variant).toBeNull();
          continue;
        }
        expect(car.variant).toMatchObject({
          enginesize: car.engine_size,
          torque: expect.any(Number),
          geartype: expect.any(String),
          bodyconfiguration: car.bodyconfiguration,
        });
        if (car.simple_fuel === 'Electric') {
          expect(car.engine_size).toBeNull();
          expect(car.variant?.fuelconsumptioncombined).toBeNull();
        } else {
          expect(car.engine_size_litres).toBeCloseTo((car.engine_size ?? 0) / 1000, 0);
          expect(car.variant?.cylinders).toEqual(expect.any(Number));
        }
      }
    });

    it('gives some cars finance data by lender key (vehicle-stock §3 Finance data)', () => {
      const keys = new Set(cars.flatMap((car) => Object.keys(car.finance_lenders)));
      expect(keys).toEqual(new Set(['angle', 'manual', 'nissan_finance']));
      const financed = cars.filter((car) => Object.keys(car.finance_lenders).length > 0);
      expect(financed.length).toBeGreaterThan(cars.length * 0.3);
      expect(financed.length).toBeLessThan(cars.length * 0.6);
      for (const car of financed) {
        expect(car.price).toBeGreaterThan(500);
        for (const lender of Object.values(car.finance_lenders)) {
          expect(lender).toMatchObject({
            paymentWeek: expect.any(Number),
            paymentMonth: expect.any(Number),
            deposit: expect.any(Number),
            termYears: expect.any(Number),
            balloon: expect.any(Number),
            establishmentFees: expect.any(Number),
            totalPayable: expect.any(Number),
            disclaimer: expect.any(String),
          });
          expect(lender.paymentMonth).toBeGreaterThan(lender.paymentWeek * 4);
          expect(lender.disclaimer.length).toBeGreaterThan(197);
        }
      }
      expect(
        financed.some((car) =>
          Object.values(car.finance_lenders).some((l) => l.comparisonRate === null),
        ),
      ).toBe(true);
    });

    it('has market prices for most used cars', () => {
      const used = cars.filter((car) => car.car_type === 'used');
      const priced = used.filter((car) => car.autograb_data !== null);
      expect(priced.length).toBeGreaterThan(used.length * 0.7);
      for (const car of cars.filter((row) => row.car_type !== 'used'))
        expect(car.autograb_data).toBeNull();
      expect(
        priced.some(
          (car) => (car.autograb_data?.state_average_market_price ?? 0) > car.price + 499,
        ),
      ).toBe(true);
    });

    it('registers used cars with past and future expiry dates', () => {
      const today = NOW.toISOString().slice(0, 10);
      const expiries = cars.map((car) => car.rego_expiry).filter((date) => date !== null);
      expect(expiries.some((date) => date < today)).toBe(true);
      expect(expiries.some((date) => date > today)).toBe(true);
      for (const car of cars.filter((row) => row.car_type === 'new'))
        expect(car.regplate).toBeNull();
    });

    it('spreads created_at over the last 120 days, some within 8 days', () => {
      for (const car of cars) {
        const created = Date.parse(car.created_at);
        expect(created).toBeLessThanOrEqual(NOW_MS);
        expect(created).toBeGreaterThanOrEqual(NOW_MS - 120 * DAY_MS);
        expect(Date.parse(car.updated_at)).toBeGreaterThanOrEqual(created);
        expect(Date.parse(car.updated_at)).toBeLessThanOrEqual(NOW_MS);
        if (car.sold_at) expect(Date.parse(car.sold_at)).toBeGreaterThan(created);
      }
      const fresh = cars.filter((car) => NOW_MS - Date.parse(car.created_at) < 8 * DAY_MS);
      expect(fresh.length).toBeGreaterThan(cars.length * 0.08);
      expect(fresh.length).toBeLessThan(cars.length * 0.4);
    });

    it('gives 4-12 images to most cars and 0-3 to some, at /media/cars/{slug}/{n}.svg', () => {
      const counts = cars.map((car) => car.images.length);
      expect(counts.filter((n) => n >= 4 && n <= 12).length).toBeGreaterThan(cars.length * 0.85);
      expect(counts.filter((n) => n <= 3).length).toBeGreaterThan(50);
      expect(counts.some((n) => n === 0)).toBe(true);
      expect(Math.max(...counts)).toBe(12);
      const car = cars.find((row) => row.images.length >= 2);
      expect(car?.images[1]).toEqual({
        url: `/media/cars/${car?.slug}/2.svg`,
        thumb: { url: `/media/cars/${car?.slug}/2.svg?w=200` },
      });
    });
  });

  describe('cars: identity and integrity', () => {
    it('has unique slugs like 2021-toyota-hilux-sr5-4x4-double-cab-12345', () => {
      expect(new Set(cars.map((car) => car.slug)).size).toBe(cars.length);
      for (const car of cars) {
        expect(car.slug).toMatch(/^\d{4}-[a-z0-9-]+-\d{5}$/);
        expect(car.slug.startsWith(`${car.year}-`)).toBe(true);
      }
    });

    it('has unique 17-character VINs without I, O or Q', () => {
      expect(new Set(cars.map((car) => car.vin)).size).toBe(cars.length);
      for (const car of cars) expect(car.vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
    });

    it('has stock numbers unique per dealership', () => {
      const keys = cars.map((car) => `${car.dealership_id}|${car.stocknum}`);
      expect(new Set(keys).size).toBe(cars.length);
    });

    it('points every car at an existing dealership and one of its locations', () => {
      const dealershipIds = new Set(dealerships.map((row) => row.id));
      const locationById = new Map(locations.map((row) => [row.id, row]));
      for (const car of cars) {
        expect(dealershipIds.has(car.dealership_id)).toBe(true);
        const location = locationById.get(car.location_id ?? -1);
        expect(location?.dealership_id).toBe(car.dealership_id);
        expect(location?.visible).toBe(true);
      }
      expect(new Set(cars.map((car) => car.id)).size).toBe(cars.length);
    });

    it('uses only makes from the manufacturer catalogue', () => {
      const makes = new Set(data.manufacturers.map((row) => row.name));
      for (const make of new Set(cars.map((car) => car.make))) expect(makes, make).toContain(make);
    });
  });

  describe('manufacturers, offers and reviews', () => {
    it('lists about 150 makes alphabetically from Abarth to ZX Auto (site-wide §3)', () => {
      const names = data.manufacturers.map((row) => row.name);
      expect(names.length).toBeGreaterThanOrEqual(140);
      expect(names.length).toBeLessThanOrEqual(160);
      expect(names[0]).toBe('Abarth');
      expect(names.at(-1)).toBe('ZX Auto');
      expect(names).toEqual(
        [...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
      );
      expect(new Set(data.manufacturers.map((row) => row.slug)).size).toBe(names.length);
      expect(data.manufacturers.some((row) => row.logo_url === null)).toBe(true);
    });

    it('has current, expired and future offers, some finance, some long', () => {
      const { offers } = data;
      const starts = (offer: (typeof offers)[number]) => Date.parse(offer.starts_at ?? '');
      const expires = (offer: (typeof offers)[number]) =>
        offer.expires_at === null ? Number.POSITIVE_INFINITY : Date.parse(offer.expires_at);
      expect(offers.some((offer) => expires(offer) < NOW_MS)).toBe(true);
      expect(offers.some((offer) => starts(offer) > NOW_MS)).toBe(true);
      expect(offers.some((offer) => starts(offer) < NOW_MS && expires(offer) > NOW_MS)).toBe(true);
      expect(offers.some((offer) => offer.expires_at === null)).toBe(true);
      expect(offers.some((offer) => offer.category === 'Finance offer')).toBe(true);
      expect(offers.some((offer) => (offer.sanitized_description ?? '').length > 200)).toBe(true);
      expect(offers.some((offer) => (offer.sanitized_description ?? '').length <= 160)).toBe(true);
      expect(offers.some((offer) => offer.excluded_website_ids.length > 0)).toBe(true);
      for (const offer of offers) {
        expect(dealerships.some((row) => row.id === offer.dealership_id)).toBe(true);
        expect(offer.sanitized_description).not.toMatch(/[<>]/);
      }
    });

    it('has reviews rated 1-5 with one decimal, some without text, some replied', () => {
      const { reviews } = data;
      expect(reviews.length).toBeGreaterThan(150);
      for (const review of reviews) {
        expect(review.rating).toBeGreaterThanOrEqual(1);
        expect(review.rating).toBeLessThanOrEqual(5);
        expect(Math.round(review.rating * 10)).toBe(review.rating * 10);
        expect(review.review_date <= NOW.toISOString().slice(0, 10)).toBe(true);
        if (review.reply_date) expect(review.reply_date >= review.review_date).toBe(true);
      }
      expect(reviews.some((review) => review.text === null)).toBe(true);
      expect(reviews.some((review) => review.reply_text !== null)).toBe(true);
      expect(reviews.some((review) => review.reply_text === null)).toBe(true);
      expect(reviews.some((review) => !Number.isInteger(review.rating))).toBe(true);
      expect(new Set(reviews.map((review) => Math.floor(review.rating)))).toEqual(
        new Set([1, 2, 3, 4, 5]),
      );
    });

    it('gives every dealership a 5-star review under each title its site hides (site-wide §5)', () => {
      for (const dealership of data.dealerships) {
        for (const title of DEMO_HIDDEN_REVIEW_TITLES) {
          const hidden = data.reviews.filter(
            (review) => review.dealership_id === dealership.id && review.title === title,
          );
          expect(hidden.map((review) => review.rating)).toEqual([5]);
        }
      }
      for (const site of DEMO_SITES) {
        expect(site.config.reviews).toMatchObject({ hidden_titles: DEMO_HIDDEN_REVIEW_TITLES });
      }
      // Ratings under the gate of 4 are there too, so the minimum rating rule is visible.
      expect(data.reviews.some((review) => review.rating < 4)).toBe(true);
    });

    it('keeps dealership and location review aggregates consistent with the reviews', () => {
      for (const dealership of dealerships) {
        const own = data.reviews.filter((review) => review.dealership_id === dealership.id);
        expect(dealership.review_count).toBe(own.length);
        const mean = own.reduce((sum, review) => sum + review.rating, 0) / own.length;
        expect(dealership.average_rating).toBeCloseTo(mean, 2);
      }
      for (const location of locations) {
        const own = data.reviews.filter((review) => review.location_id === location.id);
        expect(location.review_count).toBe(own.length);
        if (own.length === 0) expect(location.average_rating).toBeNull();
      }
    });
  });
});
