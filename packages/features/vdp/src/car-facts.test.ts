import { describe, expect, it } from 'vitest';
import {
  carDetails,
  carFeatures,
  carTypeLabel,
  keyInformation,
  specifications,
  vehicleNoun,
} from './car-facts.ts';
import { apiCar } from './test/api-car.ts';

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

  it('builds specifications from the variant, dropping null and "null" (vehicle-stock §3, §5)', () => {
    const rows = specifications(
      apiCar({ variant: { cylinders: 4, torque: 'null', induction: null, fuelcapacity: 55 } }),
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

describe('vehicleNoun (issue 17 item 4)', () => {
  it('names a vehicle by its item_type, a Car when the type is unknown', () => {
    expect(vehicleNoun('truck')).toEqual({ singular: 'Truck', plural: 'Trucks' });
    expect(vehicleNoun('Motorcycle')).toEqual({ singular: 'Motorcycle', plural: 'Motorcycles' });
    expect(vehicleNoun('caravan')).toEqual({ singular: 'Caravan', plural: 'Caravans' });
    expect(vehicleNoun('car')).toEqual({ singular: 'Car', plural: 'Cars' });
    expect(vehicleNoun(null)).toEqual({ singular: 'Car', plural: 'Cars' });
  });
});
