import { slugify } from '@forecourt/format';
import { manufacturerLogoSvg } from './manufacturer-logo-svg.ts';
import type { SampleManufacturer } from './types.ts';

/** Makes sold in Australia now: they get a logo. */
const CURRENT = `Abarth|Alfa Romeo|Alpine|Aprilia|Aston Martin|Audi|Avan|Benelli|Bentley|Beta|BMW|BYD|
Can-Am|Caterham|CFMoto|Chery|Coromal|Crusader|Cupra|DAF|Deepal|Ducati|Ferrari|Fiat|Ford|Foton|
Freightliner|Fuso|GasGas|Genesis|GWM|Harley-Davidson|Haval|Hino|Honda|Husqvarna|Hyundai|Indian|
Ineos|International|Isuzu|Isuzu Trucks|Iveco|JAC|Jaecoo|Jaguar|Jayco|Jeep|Kawasaki|Kenworth|KGM|
Kia|KTM|Kymco|Lamborghini|Land Rover|LDV|Leapmotor|Lexus|Lotus|Lotus Caravans|Mack|Mahindra|MAN|
Maserati|Mazda|McLaren|Mercedes-Benz|MG|Mini|Mitsubishi|Morgan|Moto Guzzi|MV Agusta|New Age|Nissan|
Omoda|Peugeot|Piaggio|Polaris|Polestar|Porsche|Ram|Regent|Renault|Rolls-Royce|Royal Enfield|
Royal Flair|Scania|Skoda|Skywell|Smart|Subaru|Supreme|Suzuki|SYM|Tank|Tesla|Toyota|Triumph|
UD Trucks|Vespa|Volkswagen|Volvo|Western Star|Windsor|Xpeng|Yamaha|Zeekr|Zero Motorcycles|Zontes|
Zone RV|ZX Auto`;

/** Makes once sold in Australia (kept for used stock and old listings): no logo. */
const PAST = `AC|Alpina|Austin|Bolwell|Buell|Chevrolet|Chrysler|Citroen|Daewoo|Daihatsu|Daimler|Datsun|
DFSK|Dodge|Elfin|Eunos|FPV|Geely|Great Wall|Hillman|Holden|HSV|Humber|Hummer|Hyosung|Infiniti|Lada|
Lancia|Leyland|Maxus|Morris|Opel|Proton|Rover|Saab|Seat|SsangYong|Tata|TVR|Vauxhall|Victory|Wolseley`;

function split(list: string): string[] {
  return list
    .split('|')
    .map((name) => name.trim())
    .filter(Boolean);
}

/** Case- and accent-insensitive alphabetical order, as the catalogue is shown. */
export function compareNames(a: string, b: string): number {
  return a.localeCompare(b, 'en', { sensitivity: 'base' });
}

/**
 * The manufacturer catalogue (site-wide §3): about 150 makes sold in Australia, past and present,
 * alphabetical from Abarth to ZX Auto, including the truck, motorcycle and caravan makes the demo
 * stock uses.
 */
export const MANUFACTURER_NAMES: readonly string[] = [...split(CURRENT), ...split(PAST)].sort(
  compareNames,
);

const CURRENT_SET = new Set(split(CURRENT));

/** The catalogue rows with ids 1..n; current makes get `/media/manufacturers/{slug}.svg`. */
export function manufacturers(): SampleManufacturer[] {
  return MANUFACTURER_NAMES.map((name, index) => {
    const slug = slugify(name);
    return {
      id: index + 1,
      name,
      slug,
      logo_url: CURRENT_SET.has(name) ? `/media/manufacturers/${slug}.svg` : null,
    };
  });
}

/**
 * The logo of a catalogue make by its slug (the `/media/manufacturers/{slug}.svg` route): the
 * generated badge of a current make, or null for an unknown slug or a past make (which has no
 * `logo_url`).
 */
export function demoManufacturerLogoSvg(slug: string): string | null {
  const make = manufacturers().find((row) => row.slug === slug && row.logo_url !== null);
  return make ? manufacturerLogoSvg(make.name) : null;
}
