export { type ApiCarFields, apiCar } from './api-car.ts';
export { type ApiVehicleKind, apiVehicle } from './api-vehicle.ts';
export { API_VEHICLE_ANSWERS } from './api-vehicle-answers.ts';
export { makeCar, resetCarFactory, type TestCar } from './car.ts';
export { SAVED_CONTACT_DETAILS } from './saved-contact.ts';
