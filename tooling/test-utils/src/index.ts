export { makeCar, resetCarFactory, type TestCar } from './car.ts';
