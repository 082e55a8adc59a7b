import type { Database } from '@forecourt/db';
import { testDatabaseTargets } from '@forecourt/db/testing';
import { API_VEHICLE_ANSWERS } from '@forecourt/test-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  captureApiVehicleAnswers,
  jsonShape,
  VEHICLE_KINDS,
  type VehicleKind,
} from './api-vehicle-answers.ts';

const [pglite] = testDatabaseTargets(undefined);

describe('the shared vehicle fixtures are the API answers (vehicle-stock §3 Car, caravan specifications)', () => {
  let db: Database;
  let answers: Record<VehicleKind, Record<string, unknown>>;

  beforeAll(async () => {
    if (!pglite) throw new Error('no PGlite target');
    db = await pglite.open();
    answers = await captureApiVehicleAnswers(db);
  }, 120_000);
  afterAll(async () => {
    await db?.close();
  });

  it.each(VEHICLE_KINDS)(
    "@forecourt/test-utils' %s has the shape GET /api/cars/{slug} answers",
    (kind) => {
      expect(
        jsonShape(API_VEHICLE_ANSWERS[kind]),
        'run `pnpm --filter @forecourt/api write-vehicle-fixtures`',
      ).toEqual(jsonShape(answers[kind]));
    },
  );

  it('sends caravan specifications nested under `caravan`, in feet and kg, and no variant', () => {
    expect(answers.caravan).toMatchObject({
      item_type: 'caravan',
      variant: null,
      caravan: {
        tare_weight: expect.any(Number),
        aggregate_trailer_mass: expect.any(Number),
        sleeps: expect.any(Number),
        axle_type: expect.any(String),
        body_length: expect.any(Number),
        body_width: expect.any(Number),
      },
    });
    expect(answers.caravan).not.toHaveProperty('tare_weight');
    expect(answers.car).toMatchObject({ item_type: 'car', caravan: null });
  });

  it('sends a truck its variant with the gross vehicle mass, and a motorcycle no doors', () => {
    expect(answers.truck).toMatchObject({
      item_type: 'truck',
      variant: { grossvehiclemass: expect.any(Number) },
    });
    expect(answers.motorcycle).toMatchObject({ item_type: 'motorcycle', doors: null });
  });
});
