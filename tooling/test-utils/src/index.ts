export { type ApiCarFields, apiCar } from './api-car.ts';
export { makeCar, resetCarFactory, type TestCar } from './car.ts';
