import type { Car } from '@forecourt/api-client';
import { type TestCar, apiCar as testApiCar } from '@forecourt/test-utils';

/** A car as the platform API sends it (the shared factory, typed as the client's `Car`). */
export const apiCar = (overrides: Partial<Car & TestCar> = {}): Car => testApiCar<Car>(overrides);
