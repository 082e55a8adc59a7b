import { parseFuelInput } from './parse-fuel-input.ts';

/** Fuel calculator defaults (vehicle-stock §5, §9). */
export const FUEL_DEFAULTS = {
  /** Litres per 100 km when the variant has no combined consumption. */
  economyLPer100km: 10,
  /** Dollars per litre. */
  pricePerLitre: 1.7,
  /** Kilometres driven per week. */
  kmPerWeek: 250,
  /** Weeks per year for the yearly figure. */
  weeksPerYear: 52,
} as const;

/** The car fields the fuel calculator reads (vehicle-stock §3). */
export interface FuelCar {
  simple_fuel?: string | null;
  fuel?: string | null;
}

/** The variant field with the combined consumption in L/100km (vehicle-stock §3 Car variant). */
export interface FuelVariant {
  fuelconsumptioncombined?: number | string | null;
}

/** The shopper's inputs: numbers or the raw free text (see `parseFuelInput`). */
export interface FuelCostInput {
  variant?: FuelVariant | null;
  pricePerLitre?: number | string | null;
  kmPerWeek?: number | string | null;
}

/** Weekly and yearly fuel cost in dollars (unrounded) and the figures used. */
export interface FuelCost {
  weekly: number;
  yearly: number;
  economyLPer100km: number;
  pricePerLitre: number;
  kmPerWeek: number;
}

function readNumber(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  return parseFuelInput(value);
}

function isElectric(car: FuelCar): boolean {
  return [car.simple_fuel, car.fuel].some((fuel) => fuel?.trim().toLowerCase() === 'electric');
}

/**
 * The fuel calculator (vehicle-stock §5, §9): weekly cost = economy / 100 × km per week × price
 * per litre; yearly = weekly × 52. Economy is the variant's `fuelconsumptioncombined`, or 10
 * L/100km when it has none (missing, unreadable or not positive). Price per litre defaults to
 * 1.70 and distance to 250 km per week when missing or unreadable. Null (calculator hidden) for
 * electric vehicles: `simple_fuel` or `fuel` equal to "electric" in any case (hybrids keep it).
 */
export function fuelCost(car: FuelCar, input: FuelCostInput = {}): FuelCost | null {
  if (isElectric(car)) return null;
  const variantEconomy = readNumber(input.variant?.fuelconsumptioncombined);
  const economyLPer100km =
    variantEconomy !== null && variantEconomy > 0 ? variantEconomy : FUEL_DEFAULTS.economyLPer100km;
  const pricePerLitre = readNumber(input.pricePerLitre) ?? FUEL_DEFAULTS.pricePerLitre;
  const kmPerWeek = readNumber(input.kmPerWeek) ?? FUEL_DEFAULTS.kmPerWeek;
  const weekly = (economyLPer100km / 100) * kmPerWeek * pricePerLitre;
  return {
    weekly,
    yearly: weekly * FUEL_DEFAULTS.weeksPerYear,
    economyLPer100km,
    pricePerLitre,
    kmPerWeek,
  };
}
