/** The electrified fuel kinds the fuel-type card tag names (vehicle-stock §4). */
export type ElectrifiedFuel = 'electric' | 'hybrid' | 'plug_in_hybrid';

/** The fuel-type card tag texts (vehicle-stock §4 card tag priority). */
export const FUEL_TYPE_TAG_TEXTS: Readonly<Record<ElectrifiedFuel, string>> = {
  electric: 'ELECTRIC',
  hybrid: 'HYBRID',
  plug_in_hybrid: 'PLUG-IN HYBRID',
};

/** The car fields the fuel-type tag reads (vehicle-stock §3 simple_fuel and fuel). */
export interface FuelCar {
  simple_fuel?: string | null;
  fuel?: string | null;
}

/** Most specific first: a plug-in hybrid is also a hybrid, and a hybrid mentions electric. */
const SPECIFICITY: readonly ElectrifiedFuel[] = ['plug_in_hybrid', 'hybrid', 'electric'];

function classify(text: string | null | undefined): ElectrifiedFuel | null {
  if (!text) return null;
  const value = text.toLowerCase();
  if (/plug[\s-]*in|\bphev\b/.test(value)) return 'plug_in_hybrid';
  if (/hybrid|\bhev\b/.test(value)) return 'hybrid';
  const electric = /electric|\bbev\b|\bev\b/.test(value);
  if (electric && /petrol|diesel|unleaded|\bulp\b|\bpulp\b|lpg/.test(value)) return 'hybrid';
  return electric ? 'electric' : null;
}

/**
 * The electrified fuel kind of a car from its simple_fuel and fuel (vehicle-stock §3, §4): each
 * field is read (case-insensitive) and the more specific answer wins — plug-in hybrid ("plug-in",
 * "PHEV"), then hybrid ("hybrid", "HEV", or electric together with a combustion fuel such as
 * "Petrol/Electric"), then electric ("electric", "EV", "BEV"); null for other fuels.
 */
export function electrifiedFuel(car: FuelCar): ElectrifiedFuel | null {
  const found = [classify(car.simple_fuel), classify(car.fuel)];
  return SPECIFICITY.find((kind) => found.includes(kind)) ?? null;
}

/**
 * The fuel-type card tag text: ELECTRIC, HYBRID or PLUG-IN HYBRID, or null for other fuels
 * (vehicle-stock §4). Whether the site shows it is the `fuel_type_tag` switch, read by cardTag.
 */
export function fuelTypeTag(car: FuelCar): string | null {
  const kind = electrifiedFuel(car);
  return kind ? FUEL_TYPE_TAG_TEXTS[kind] : null;
}
