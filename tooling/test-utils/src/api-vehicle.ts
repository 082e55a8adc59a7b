import { API_VEHICLE_ANSWERS } from './api-vehicle-answers.ts';

/** The stock kinds with a captured API answer (vehicle-stock §1). */
export type ApiVehicleKind = keyof typeof API_VEHICLE_ANSWERS;

/**
 * A car, truck, motorcycle or caravan exactly as `GET /api/cars/{slug}` answers it (a fresh copy
 * of the captured answer, `API_VEHICLE_ANSWERS`), with `overrides` on top. `T` is the caller's API
 * car type (`apiVehicle<Car>('caravan')` with `@forecourt/api-client`'s `Car`). Nested fields stay
 * nested: a caravan's specifications are under `caravan`, a truck's GVM under `variant`.
 */
export function apiVehicle<T = Record<string, unknown>>(
  kind: ApiVehicleKind,
  overrides: Record<string, unknown> = {},
): T {
  return { ...structuredClone(API_VEHICLE_ANSWERS[kind]), ...overrides } as T;
}
