import { describe, expect, it } from 'vitest';
import {
  carDetails,
  carFeatures,
  carTypeLabel,
  keyInformation,
  specifications,
  vehicleNoun,
} from './car-facts.ts';
import { apiCar, apiVehicle } from './test/api-car.ts';

const now = new Date('2026-11-22T00:00:00Z');

describe('car facts', () => {
  it('lists key information with kms, transmission and body first (vehicle-stock §2)', () => {
    const rows = keyInformation(apiCar({ km: 45_000, simple_body: 'SUV', colour: null }));
    expect(rows.slice(0, 3).map((row) => row.label)).toEqual([
      'Kilometres',
      'Transmission',
      'Body',
    ]);
    expect(rows.find((row) => row.label === 'Colour')).toBeUndefined();
  });

  it('drops car details without a value (vehicle-stock §5)', () => {
    const rows = carDetails(apiCar({ series: 'null', vin: '' }), now);
    const labels = rows.map((row) => row.label);
    expect(labels).not.toContain('Series');
    expect(labels).not.toContain('VIN');
    expect(labels).toContain('Stock number');
    expect(rows.find((row) => row.label === 'Condition')?.value).toBe('Used');
  });

  it('shows a future registration expiry as Expires on {date} (vehicle-stock §4)', () => {
    const rows = carDetails(apiCar({ rego_expiry: '2027-03-01' }), now);
    expect(rows.find((row) => row.label === 'Registration')?.value).toMatch(/^Expires on /);
    const past = carDetails(apiCar({ rego_expiry: '2020-03-01' }), now);
    expect(past.find((row) => row.label === 'Registration')).toBeUndefined();
  });

  it('shows a past registration expiry as Unregistered where show_unregistered is on (vehicle-stock §4)', () => {
    const past = carDetails(apiCar({ rego_expiry: '2020-03-01' }), now, {
      features: { show_unregistered: true },
    });
    expect(past.find((row) => row.label === 'Registration')?.value).toBe('Unregistered');
  });

  it('builds specifications from the variant, dropping null and "null" (vehicle-stock §3, §5)', () => {
    const rows = specifications(
      // The API may send the text "null" where a number belongs.
      apiCar({
        variant: { cylinders: 4, torque: 'null', induction: null, fuelcapacity: 55 } as never,
      }),
    );
    expect(rows).toEqual([
      { label: 'Cylinders', value: '4' },
      { label: 'Fuel capacity', value: '55 L' },
    ]);
    expect(specifications(apiCar())).toEqual([]);
  });

  it('reads features from standardEquipment without blanks or repeats', () => {
    expect(
      carFeatures(apiCar({ standardEquipment: ['ABS', ' ABS ', '', 'null', 7, 'Cruise control'] })),
    ).toEqual(['ABS', 'Cruise control']);
    expect(carFeatures(apiCar())).toEqual([]);
  });

  it('names car types New, Demo and Used', () => {
    expect([
      carTypeLabel('new'),
      carTypeLabel('DEMO'),
      carTypeLabel('used'),
      carTypeLabel(null),
    ]).toEqual(['New', 'Demo', 'Used', null]);
  });
});

describe('each vehicle type as itself, from the API answers (vehicle-stock §3 item_type, caravan specifications)', () => {
  const labels = (rows: { label: string }[]) => rows.map((row) => row.label);
  const value = (rows: { label: string; value: string }[], label: string) =>
    rows.find((row) => row.label === label)?.value;

  it("shows a caravan's nested specifications: tare, ATM, length in feet, width, axle, sleeps", () => {
    const caravan = apiVehicle('caravan');
    const specs = specifications(caravan);
    expect(value(specs, 'Tare weight')).toBe('2,650 kg');
    expect(value(specs, 'ATM')).toBe('3,300 kg');
    expect(value(specs, 'Length')).toBe('22 ft');
    expect(value(specs, 'Width')).toBe('7.9 ft');
    expect(value(specs, 'Axle')).toBe('Tandem');
    expect(value(specs, 'Sleeps')).toBe('4');
    // Key Information leads with the caravan's own facts (first 4 shown, vehicle-stock §9).
    expect(labels(keyInformation(caravan)).slice(0, 4)).toEqual([
      'Length',
      'Sleeps',
      'Tare weight',
      'ATM',
    ]);
  });

  it('gives a caravan no seats, doors, kilometres or engine', () => {
    const caravan = apiVehicle('caravan', { seats: 2, doors: 1 });
    const shown = [
      ...labels(keyInformation(caravan)),
      ...labels(carDetails(caravan, now)),
      ...labels(specifications(caravan)),
    ];
    for (const label of ['Seats', 'Doors', 'Kilometres', 'Engine', 'Fuel', 'Transmission']) {
      expect(shown).not.toContain(label);
    }
  });

  it('gives a motorcycle no doors or seats', () => {
    const motorcycle = apiVehicle('motorcycle', { doors: 2 });
    expect(motorcycle.seats).toBeGreaterThan(0);
    expect(labels(keyInformation(motorcycle))).not.toContain('Seats');
    expect(labels(carDetails(motorcycle, now))).not.toContain('Doors');
    expect(labels(keyInformation(motorcycle))).toContain('Engine');
  });

  it("shows a truck's gross vehicle mass from its variant", () => {
    const truck = apiVehicle('truck');
    const gvm = `${new Intl.NumberFormat('en-AU').format(Number(truck.variant?.grossvehiclemass))} kg`;
    expect(value(keyInformation(truck), 'GVM')).toBe(gvm);
    expect(labels(keyInformation(truck)).slice(0, 4)).toEqual([
      'Kilometres',
      'Transmission',
      'Body',
      'GVM',
    ]);
    expect(value(specifications(truck), 'Gross vehicle mass (GVM)')).toBe(gvm);
  });

  it('keeps a car as a car: seats, doors and no caravan rows', () => {
    const car = apiVehicle('car');
    expect(labels(keyInformation(car))).toContain('Seats');
    expect(labels(carDetails(car, now))).toContain('Doors');
    expect(labels(specifications(car))).not.toContain('Tare weight');
  });
});

describe('vehicleNoun', () => {
  it('names a vehicle by its item_type, a Car when the type is unknown', () => {
    expect(vehicleNoun('truck')).toEqual({ singular: 'Truck', plural: 'Trucks' });
    expect(vehicleNoun('Motorcycle')).toEqual({ singular: 'Motorcycle', plural: 'Motorcycles' });
    expect(vehicleNoun('caravan')).toEqual({ singular: 'Caravan', plural: 'Caravans' });
    expect(vehicleNoun('car')).toEqual({ singular: 'Car', plural: 'Cars' });
    expect(vehicleNoun(null)).toEqual({ singular: 'Car', plural: 'Cars' });
  });
});
