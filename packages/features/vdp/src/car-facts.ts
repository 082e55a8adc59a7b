import type { Car } from '@forecourt/api-client';
import {
  formatDecimal,
  formatEngineSize,
  formatKm,
  registrationExpiryText,
} from '@forecourt/format';
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

/** What a stock item is called, one and many (vehicle-stock §3 item_type). */
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

/** What a stock item is, for the facts it shows (vehicle-stock §1, §3 item_type). */
export type VehicleKind = 'car' | 'truck' | 'motorcycle' | 'caravan';

/** The kind of a stock item by its `item_type`; an item of no known type is a car. */
export function vehicleKind(itemType: unknown): VehicleKind {
  const key = typeof itemType === 'string' ? itemType.trim().toLowerCase() : '';
  return key === 'truck' || key === 'motorcycle' || key === 'caravan' ? key : 'car';
}

/** `2,650 kg`, `22 ft`: a finite number with thousands separators and its unit, else nothing. */
function measure(value: unknown, unit: string): string | null {
  return typeof value === 'number' && Number.isFinite(value)
    ? `${formatDecimal(value, 1)} ${unit}`
    : null;
}

/** A caravan's specifications as the API nests them (`car.caravan`, vehicle-stock §3). */
function caravanOf(car: Car): Record<string, unknown> {
  return record(car.caravan);
}

/** A caravan's facts (vehicle-stock §3 caravan specifications: lengths in feet, masses in kg). */
function caravanRows(car: Car): [string, unknown][] {
  const caravan = caravanOf(car);
  return [
    ['Length', measure(caravan.body_length, 'ft')],
    ['Sleeps', caravan.sleeps],
    ['Tare weight', measure(caravan.tare_weight, 'kg')],
    ['ATM', measure(caravan.aggregate_trailer_mass, 'kg')],
    ['Axle', caravan.axle_type],
    ['Width', measure(caravan.body_width, 'ft')],
  ];
}

/**
 * The Key Information grid (vehicle-stock §2), each vehicle type as itself; empty values dropped
 * (§5). A car: kilometres, transmission and body first (the sidebar icons), then fuel, engine,
 * drive, colour and seats. A truck: the same with its gross vehicle mass fourth. A motorcycle: no
 * seats. A caravan (towed, no engine): length, sleeps, tare, ATM, axle, width, layout and colour.
 */
export function keyInformation(car: Car): SpecificationRow[] {
  const kind = vehicleKind(car.item_type);
  if (kind === 'caravan') {
    return specificationRows([
      ...caravanRows(car),
      ['Layout', record(car.variant).bodyconfiguration ?? field(car, 'bodyconfiguration')],
      ['Colour', car.colour],
    ]);
  }
  return specificationRows([
    ['Kilometres', formatKm(car.km)],
    ['Transmission', car.simple_transmission ?? car.transmission],
    ['Body', car.simple_body],
    ...(kind === 'truck'
      ? ([['GVM', measure(record(car.variant).grossvehiclemass, 'kg')]] as [string, unknown][])
      : []),
    ['Fuel', car.simple_fuel ?? car.fuel],
    ['Engine', formatEngineSize(car)],
    ['Drive', car.simple_drive ?? car.drive],
    ['Colour', car.colour],
    ...(kind === 'motorcycle' ? [] : ([['Seats', car.seats]] as [string, unknown][])),
  ]);
}

/**
 * The Car Details list (vehicle-stock §2, §3): year, make, model, badge, series, car type,
 * interior colour, doors (not for motorcycles or caravans), stock number, VIN, rego plate and
 * registration expiry; empty values dropped (§5). `now` is injected for the registration
 * expiry (§4); a past expiry reads Unregistered on sites with `features.show_unregistered`.
 */
export function carDetails(
  car: Car,
  now: Date,
  site: { features?: { show_unregistered?: boolean } } = {},
): SpecificationRow[] {
  const regoExpiry = field(car, 'rego_expiry');
  const kind = vehicleKind(car.item_type);
  return specificationRows([
    ['Year', car.year],
    ['Make', car.make],
    ['Model', car.model],
    ['Badge', car.badge],
    ['Series', car.series],
    ['Condition', carTypeLabel(car.car_type)],
    ['Interior colour', field(car, 'interior_colour')],
    ['Doors', kind === 'motorcycle' || kind === 'caravan' ? null : car.doors],
    ['Stock number', car.stocknum],
    ['VIN', car.vin],
    ['Rego', field(car, 'regplate')],
    [
      'Registration',
      typeof regoExpiry === 'string' || typeof regoExpiry === 'number'
        ? registrationExpiryText({ rego_expiry: regoExpiry }, now, site)
        : null,
    ],
  ]);
}

/**
 * The full specifications (vehicle-stock §3 car variant, and a caravan's specifications from
 * `car.caravan`, where the API nests them), shown 4 at a time until Show All Specs (§9); rows
 * with undefined, null, empty or "null" values dropped (§5). A caravan lists its own first.
 */
export function specifications(car: Car): SpecificationRow[] {
  const variant = record(car.variant);
  const caravan: [string, unknown][] =
    vehicleKind(car.item_type) === 'caravan' ? caravanRows(car) : [];
  return specificationRows([
    ...caravan,
    ['Cylinders', variant.cylinders],
    ['Engine size', withUnit(variant.enginesize, 'cc')],
    ['Induction', variant.induction],
    ['Fuel consumption (combined)', withUnit(variant.fuelconsumptioncombined, 'L/100km')],
    ['Fuel capacity', withUnit(variant.fuelcapacity, 'L')],
    ['Gross vehicle mass (GVM)', measure(variant.grossvehiclemass, 'kg')],
    ['Length', withUnit(variant.vehiclelength, 'mm')],
    ['Height', withUnit(variant.vehicleheight, 'mm')],
    ['Width', withUnit(variant.vehiclewidth, 'mm')],
    ['Towing capacity (braked)', measure(variant.towingcapacitybraked, 'kg')],
    ['Body configuration', variant.bodyconfiguration ?? field(car, 'bodyconfiguration')],
    ['Torque', withUnit(variant.torque, 'Nm')],
    ['ANCAP rating', variant.ancaprating],
    ['Gear type', variant.geartype],
    ['Gears', field(car, 'gearnum')],
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
