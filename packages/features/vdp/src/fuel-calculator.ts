/** Economy used when the car's variant gives none (vehicle-stock §5). */
export const DEFAULT_FUEL_ECONOMY_L_PER_100KM = 10;
/** Default fuel price in dollars per litre (vehicle-stock §9). */
export const DEFAULT_FUEL_PRICE_PER_LITRE = 1.7;
/** Default distance driven in a week (vehicle-stock §9). */
export const DEFAULT_KM_PER_WEEK = 250;

/** The car fields the fuel calculator reads (vehicle-stock §3 Car, Car variant). */
export interface FuelCar {
  item_type?: string | null;
  simple_fuel?: string | null;
  fuel?: string | null;
  variant?: unknown;
}

/** A fuel estimate: the inputs used and the cost per week and per year, in dollars. */
export interface FuelEstimate {
  economy: number;
  pricePerLitre: number;
  kmPerWeek: number;
  weekly: number;
  yearly: number;
}

/**
 * An electric car has no fuel bill: the calculator is hidden (vehicle-stock §5). Only fully
 * electric cars: a hybrid or plug-in hybrid still burns fuel.
 */
export function isElectric(car: FuelCar): boolean {
  const fuel = (car.simple_fuel ?? car.fuel ?? '').trim().toLowerCase();
  return fuel === 'electric';
}

/**
 * Whether the vehicle has a fuel bill to calculate: not an electric car (vehicle-stock §5) and not
 * a caravan, which is towed and has no engine of its own (vehicle-stock §3 caravan
 * specifications, no variant). Without one the fuel calculator is hidden.
 */
export function hasFuelBill(car: FuelCar): boolean {
  const itemType = (car.item_type ?? '').trim().toLowerCase();
  return itemType !== 'caravan' && !isElectric(car);
}

/**
 * The car's combined fuel consumption in L/100 km from its variant, or 10 when the variant has
 * none (vehicle-stock §5 "default economy 10 L/100km when the variant has none").
 */
export function fuelEconomy(car: FuelCar): number {
  const variant = car.variant as { fuelconsumptioncombined?: unknown } | null | undefined;
  const value = Number(variant?.fuelconsumptioncombined);
  return Number.isFinite(value) && value > 0 ? value : DEFAULT_FUEL_ECONOMY_L_PER_100KM;
}

/**
 * A free-text amount as the shopper typed it: `$`, commas and `km`/`kms` are stripped
 * (vehicle-stock §5), so `$1.85`, `1,200 kms` and ` 300km ` read as numbers. Anything else that
 * is not a non-negative number gives null.
 */
export function parseFreeNumber(input: string): number | null {
  const cleaned = input.replace(/[$,]/g, '').replace(/kms?/gi, '').trim();
  if (cleaned === '') return null;
  const value = Number(cleaned);
  return Number.isFinite(value) && value >= 0 ? value : null;
}

const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * The fuel cost: litres burnt in a week (km per week ÷ 100 × L/100 km) times the price per
 * litre, and that times 52 for a year (vehicle-stock §5, §9), rounded to cents.
 */
export function fuelEstimate(input: {
  economy: number;
  pricePerLitre: number;
  kmPerWeek: number;
}): FuelEstimate {
  const weekly = (input.kmPerWeek / 100) * input.economy * input.pricePerLitre;
  return { ...input, weekly: cents(weekly), yearly: cents(weekly * 52) };
}

/** Shown instead of the result while an input cannot be read. */
export const FUEL_RESULT_PROMPT = 'Enter a fuel price and a weekly distance to see the cost.';

/** What the calculator shows when an input cannot be read. */
export const FUEL_INPUT_ERROR = 'Please enter a number, e.g. 1.70 or 250.';

/**
 * The estimate from the shopper's two free-text inputs, or which input could not be read.
 */
export function fuelEstimateFromText(
  economy: number,
  priceText: string,
  kmText: string,
):
  | { ok: true; estimate: FuelEstimate }
  | { ok: false; errors: Partial<Record<'price' | 'km', string>> } {
  const pricePerLitre = parseFreeNumber(priceText);
  const kmPerWeek = parseFreeNumber(kmText);
  if (pricePerLitre === null || kmPerWeek === null) {
    return {
      ok: false,
      errors: {
        ...(pricePerLitre === null ? { price: FUEL_INPUT_ERROR } : {}),
        ...(kmPerWeek === null ? { km: FUEL_INPUT_ERROR } : {}),
      },
    };
  }
  return { ok: true, estimate: fuelEstimate({ economy, pricePerLitre, kmPerWeek }) };
}

const money = (value: number) =>
  value.toLocaleString('en-AU', { style: 'currency', currency: 'AUD' });

/** The result sentence, e.g. `About $42.50 a week ($2,210.00 a year) in fuel.` */
export function fuelEstimateText(estimate: FuelEstimate): string {
  return `About ${money(estimate.weekly)} a week (${money(estimate.yearly)} a year) in fuel.`;
}

/** How the estimate was made, e.g. `Based on 7.5 L/100 km, 250 km a week at $1.70 a litre.` */
export function fuelBasisText(estimate: FuelEstimate): string {
  return `Based on ${estimate.economy} L/100 km, ${estimate.kmPerWeek.toLocaleString('en-AU')} km a week at ${money(estimate.pricePerLitre)} a litre.`;
}
