export { makeCar, resetCarFactory, type TestCar } from './car.ts';
export { seededRandom } from './random.ts';
