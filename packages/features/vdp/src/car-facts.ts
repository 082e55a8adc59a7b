import type { Car } from '@forecourt/api-client';
import { formatEngineSize, formatKm, registrationExpiryText } from '@forecourt/format';
import { type SpecificationRow, specificationRows } from './specification-rows.ts';

function field(car: Car, name: string): unknown {
  return car[name];
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function withUnit(value: unknown, unit: string): unknown {
  return typeof value === 'number' && Number.isFinite(value) ? `${value} ${unit}` : value;
}

const CAR_TYPE_LABELS: Record<string, string> = { new: 'New', demo: 'Demo', used: 'Used' };

/** The car type as a shopper reads it: `New`, `Demo`, `Used`, or null. */
export function carTypeLabel(carType: unknown): string | null {
  return typeof carType === 'string' ? (CAR_TYPE_LABELS[carType.toLowerCase()] ?? null) : null;
}

/** What a stock item is called, one and many (vehicle-stock §3 item_type; issue 17 item 4). */
export interface VehicleNoun {
  singular: string;
  plural: string;
}

const VEHICLE_NOUNS: Record<string, VehicleNoun> = {
  car: { singular: 'Car', plural: 'Cars' },
  truck: { singular: 'Truck', plural: 'Trucks' },
  motorcycle: { singular: 'Motorcycle', plural: 'Motorcycles' },
  caravan: { singular: 'Caravan', plural: 'Caravans' },
};

/**
 * The noun for a vehicle by its `item_type` (vehicle-stock §3): a truck is a Truck, a motorcycle
 * a Motorcycle, a caravan a Caravan; a car, or an item of no known type, a Car.
 */
export function vehicleNoun(itemType: unknown): VehicleNoun {
  const key = typeof itemType === 'string' ? itemType.trim().toLowerCase() : '';
  return VEHICLE_NOUNS[key] ?? { singular: 'Car', plural: 'Cars' };
}

/**
 * The Key Information grid (vehicle-stock §2): kilometres, transmission and body first (the
 * sidebar icons), then fuel, engine, drive, colour and seats; empty values dropped (§5).
 */
export function keyInformation(car: Car): SpecificationRow[] {
  return specificationRows([
    ['Kilometres', formatKm(car.km)],
    ['Transmission', car.simple_transmission ?? car.transmission],
    ['Body', car.simple_body],
    ['Fuel', car.simple_fuel ?? car.fuel],
    ['Engine', formatEngineSize(car)],
    ['Drive', car.simple_drive ?? car.drive],
    ['Colour', car.colour],
    ['Seats', car.seats],
  ]);
}

/**
 * The Car Details list (vehicle-stock §2, §3): year, make, model, badge, series, car type,
 * interior colour, doors, stock number, VIN, rego plate and registration expiry; empty values
 * dropped (§5). `now` is injected for the registration expiry (§4).
 */
export function carDetails(car: Car, now: Date): SpecificationRow[] {
  const regoExpiry = field(car, 'rego_expiry');
  return specificationRows([
    ['Year', car.year],
    ['Make', car.make],
    ['Model', car.model],
    ['Badge', car.badge],
    ['Series', car.series],
    ['Condition', carTypeLabel(car.car_type)],
    ['Interior colour', field(car, 'interior_colour')],
    ['Doors', car.doors],
    ['Stock number', car.stocknum],
    ['VIN', car.vin],
    ['Rego', field(car, 'regplate')],
    [
      'Registration',
      typeof regoExpiry === 'string' || typeof regoExpiry === 'number'
        ? registrationExpiryText({ rego_expiry: regoExpiry }, now)
        : null,
    ],
  ]);
}

/**
 * The full specifications (vehicle-stock §3 car variant and caravan fields), shown 4 at a time
 * until Show All Specs (§9); rows with undefined, null, empty or "null" values dropped (§5).
 */
export function specifications(car: Car): SpecificationRow[] {
  const variant = record(field(car, 'variant'));
  return specificationRows([
    ['Cylinders', variant.cylinders],
    ['Engine size', withUnit(variant.enginesize, 'cc')],
    ['Induction', variant.induction],
    ['Fuel consumption (combined)', withUnit(variant.fuelconsumptioncombined, 'L/100km')],
    ['Fuel capacity', withUnit(variant.fuelcapacity, 'L')],
    ['Gross vehicle mass', withUnit(variant.grossvehiclemass, 'kg')],
    ['Length', withUnit(variant.vehiclelength, 'mm')],
    ['Height', withUnit(variant.vehicleheight, 'mm')],
    ['Width', withUnit(variant.vehiclewidth, 'mm')],
    ['Towing capacity (braked)', withUnit(variant.towingcapacitybraked, 'kg')],
    ['Body configuration', variant.bodyconfiguration ?? field(car, 'bodyconfiguration')],
    ['Torque', variant.torque],
    ['ANCAP rating', variant.ancaprating],
    ['Gear type', variant.geartype],
    ['Gears', field(car, 'gearnum')],
    ['Body width', withUnit(field(car, 'body_width'), 'ft')],
    ['Body length', withUnit(field(car, 'body_length'), 'ft')],
    ['Tare weight', withUnit(field(car, 'tare_weight'), 'kg')],
    ['Axle type', field(car, 'axle_type')],
    ['Sleeps', field(car, 'sleeps')],
    ['Aggregate trailer mass', withUnit(field(car, 'aggregate_trailer_mass'), 'kg')],
  ]);
}

/** The car's features (`standardEquipment`), trimmed, without blanks or repeats (vehicle-stock §2). */
export function carFeatures(car: Car): string[] {
  const equipment = field(car, 'standardEquipment');
  if (!Array.isArray(equipment)) return [];
  const features = equipment
    .filter((item): item is string => typeof item === 'string')
    .map((item) => item.trim())
    .filter((item) => item !== '' && item.toLowerCase() !== 'null');
  return [...new Set(features)];
}
