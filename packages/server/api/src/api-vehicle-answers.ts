import type { Database } from '@forecourt/db';
import { generateSampleData, type SampleCar, seedDatabase } from '@forecourt/sample-data';
import pino from 'pino';
import { createPlatformApi } from './create-api.ts';
import { TEST_ADMIN_KEY } from './testing.ts';

/** The stock kinds the platform sells (vehicle-stock §1: cars, trucks, motorcycles, caravans). */
export const VEHICLE_KINDS = ['car', 'truck', 'motorcycle', 'caravan'] as const;
export type VehicleKind = (typeof VEHICLE_KINDS)[number];

/** The sample data's clock for the captured answers: fixed, so the same cars are picked. */
export const VEHICLE_ANSWERS_NOW = '2026-11-22T00:00:00.000Z';

/** Arrays in a captured answer are cut to this many items (the shape is the first item's). */
const ARRAY_LIMIT = 2;

function trim(value: unknown): unknown {
  if (Array.isArray(value)) return value.slice(0, ARRAY_LIMIT).map(trim);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, trim(item)]));
  }
  return value;
}

/** The first in-stock used stock item of each kind in the sample data (new if none is used). */
function pick(cars: readonly SampleCar[], kind: VehicleKind): SampleCar {
  const ofKind = cars.filter((car) => car.item_type === kind && car.status === 'in_stock');
  const car = ofKind.find((candidate) => candidate.car_type === 'used') ?? ofKind[0];
  if (!car) throw new Error(`the sample data has no in-stock ${kind}`);
  return car;
}

/**
 * What `GET /api/cars/{slug}` answers for one sample car, truck, motorcycle and caravan: the
 * sample data (fixed clock and seed) seeded into `db` (migrated, empty), each answer read through
 * the real API and its car serializer, arrays cut to two items. The shared fixtures of
 * `@forecourt/test-utils` (`API_VEHICLE_ANSWERS`) are written from this, and a test checks they
 * still have its shape, so a nested field (a caravan's `caravan.tare_weight`) cannot hide behind
 * a flat fixture.
 */
export async function captureApiVehicleAnswers(
  db: Database,
): Promise<Record<VehicleKind, Record<string, unknown>>> {
  const data = generateSampleData({ now: VEHICLE_ANSWERS_NOW });
  const picked = VEHICLE_KINDS.map((kind) => [kind, pick(data.cars, kind)] as const);
  await seedDatabase(db, {
    ...data,
    cars: picked.map(([, car]) => car),
    offers: [],
    reviews: [],
  });
  const api = createPlatformApi({
    db,
    logger: pino({ level: 'silent' }),
    now: () => new Date(VEHICLE_ANSWERS_NOW),
    adminKey: TEST_ADMIN_KEY,
    codeSender: { send: async () => {} },
    development: true,
  });
  const answers = {} as Record<VehicleKind, Record<string, unknown>>;
  for (const [kind, car] of picked) {
    const response = await api.app.fetch(new Request(`http://api.test/api/cars/${car.slug}`));
    if (response.status !== 200) throw new Error(`GET /api/cars/${car.slug}: ${response.status}`);
    const body = (await response.json()) as { car: Record<string, unknown> };
    answers[kind] = trim(body.car) as Record<string, unknown>;
  }
  return answers;
}

/**
 * The shape of a JSON value: the type of each leaf (`null` kept as its own type), each object's
 * keys, an array as the shape of its first item. Two answers with the same shape have the same
 * fields at the same nesting.
 */
export function jsonShape(value: unknown): unknown {
  if (value === null) return 'null';
  if (Array.isArray(value)) return value.length === 0 ? [] : [jsonShape(value[0])];
  if (typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, item]) => [key, jsonShape(item)]),
    );
  }
  return typeof value;
}
