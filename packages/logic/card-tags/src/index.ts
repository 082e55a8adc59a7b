export {
  type CardTag,
  type CardTagCar,
  type CardTagKind,
  type CardTagSite,
  COMING_SOON_TAG_TEXT,
  cardTag,
  RESERVED_TAG_TEXT,
  TOYOTA_CERTIFIED_TAG_TEXT,
} from './card-tag.ts';
export { type CollapsedCar, collapseSoldCars } from './collapse-sold-cars.ts';
export {
  type ElectrifiedFuel,
  electrifiedFuel,
  FUEL_TYPE_TAG_TEXTS,
  type FuelCar,
  fuelTypeTag,
} from './fuel-type-tag.ts';
export {
  DEFAULT_JUST_ARRIVED_DAYS,
  DEFAULT_JUST_ARRIVED_TAG_NAME,
  isJustArrived,
  type JustArrivedSite,
  justArrivedTagName,
} from './just-arrived.ts';
export { DEFAULT_SOLD_TAG_NAME, type SoldTagSite, soldTagName } from './sold-tag-name.ts';
