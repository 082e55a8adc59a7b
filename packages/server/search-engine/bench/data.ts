// The repo's one seeded PRNG (mulberry32), so every run and every engine sees the same data.
import { createRandom } from '@forecourt/sample-data';
// Synthetic stock for the search benchmark: the same cars (for a given size) and the same query
// variants for every engine, from a fixed seed. Distributions are shaped like a national used-car
// network: ~40 makes with Zipf-like popularity, models per make, dealerships by state.

export interface Car {
  id: number;
  name: string;
  make: string;
  model: string;
  badge: string;
  body: string;
  car_type: string;
  price: number;
  km: number;
  year: number;
  colour: string;
  fuel: string;
  transmission: string;
  drive: string;
  state: string;
  location_name: string;
  status: string;
  tag?: string;
  dealership_id: number;
  seats: number;
}

/** The facets a results page asks for (InstantSearch refinement lists). */
export const FACETS = [
  'make',
  'model',
  'body',
  'car_type',
  'fuel',
  'transmission',
  'colour',
  'state',
] as const;
export type FacetName = (typeof FACETS)[number];

/** The attributes every engine searches the query text in. */
export const TEXT_FIELDS = ['name', 'location_name'] as const;

/** First page of the results grid. */
export const PAGE_SIZE = 21;
/** Similar-vehicles strip. */
export const SIMILAR_SIZE = 10;
/** Values per facet a response carries (Meilisearch's default `maxValuesPerFacet`). */
export const MAX_FACET_VALUES = 100;

export const STATUS_IN_STOCK = 'in_stock';

type Fuel = 'P' | 'D' | 'H' | 'E' | 'X';
const FUEL_NAMES: Record<Fuel, string> = {
  P: 'Petrol',
  D: 'Diesel',
  H: 'Hybrid',
  E: 'Electric',
  X: 'Plug-in Hybrid',
};

interface ModelSpec {
  model: string;
  body: string;
  fuel: string;
  drive: string;
  seats: number;
  /** New price in dollars. */
  price: number;
  badges: string[];
}

interface MakeSpec {
  make: string;
  models: ModelSpec[];
}

// make: model/body/fuel/drive/seats/new price in $k; ...
const CATALOGUE = `
Toyota: HiLux/Ute/D/4WD/5/55; RAV4/SUV/H/AWD/5/45; Corolla/Hatch/H/FWD/5/32; LandCruiser/Wagon/D/4WD/7/95; Camry/Sedan/H/FWD/5/40; Kluger/SUV/H/AWD/7/60; Prado/SUV/D/4WD/7/75; Yaris/Hatch/P/FWD/5/25; HiAce/Van/D/RWD/3/50; C-HR/SUV/H/FWD/5/38
Mazda: CX-5/SUV/P/AWD/5/42; CX-3/SUV/P/FWD/5/30; Mazda3/Hatch/P/FWD/5/32; BT-50/Ute/D/4WD/5/55; CX-30/SUV/P/FWD/5/36; CX-9/SUV/P/AWD/7/55; MX-5/Convertible/P/RWD/2/45; CX-60/SUV/X/AWD/5/65
Ford: Ranger/Ute/D/4WD/5/60; Everest/SUV/D/4WD/7/65; Mustang/Coupe/P/RWD/4/70; Puma/SUV/P/FWD/5/35; Escape/SUV/P/AWD/5/42; Transit/Van/D/RWD/3/55; Focus/Hatch/P/FWD/5/28; Territory/SUV/P/FWD/5/40
Hyundai: i30/Hatch/P/FWD/5/30; Tucson/SUV/P/AWD/5/42; Kona/SUV/P/FWD/5/35; Santa Fe/SUV/D/AWD/7/55; Palisade/SUV/D/AWD/8/70; Ioniq 5/SUV/E/AWD/5/75; Staria/Van/D/AWD/8/60; Venue/SUV/P/FWD/5/27
Mitsubishi: Triton/Ute/D/4WD/5/50; Outlander/SUV/P/AWD/7/42; ASX/SUV/P/FWD/5/30; Pajero Sport/SUV/D/4WD/7/55; Eclipse Cross/SUV/P/AWD/5/38; Mirage/Hatch/P/FWD/5/18
Kia: Sportage/SUV/P/AWD/5/42; Cerato/Sedan/P/FWD/5/28; Sorento/SUV/D/AWD/7/55; Seltos/SUV/P/FWD/5/33; Carnival/People Mover/D/FWD/8/55; Picanto/Hatch/P/FWD/5/18; EV6/SUV/E/AWD/5/75; Stonic/SUV/P/FWD/5/27
Nissan: Navara/Ute/D/4WD/5/55; X-Trail/SUV/P/AWD/7/45; Qashqai/SUV/P/FWD/5/38; Patrol/Wagon/P/4WD/8/90; Juke/SUV/P/FWD/5/32; Pathfinder/SUV/P/AWD/7/60; Leaf/Hatch/E/FWD/5/50
Volkswagen: Golf/Hatch/P/FWD/5/40; Tiguan/SUV/P/AWD/5/50; Amarok/Ute/D/4WD/5/65; Polo/Hatch/P/FWD/5/28; T-Roc/SUV/P/AWD/5/45; Passat/Wagon/P/FWD/5/50
Subaru: Forester/SUV/P/AWD/5/40; Outback/Wagon/P/AWD/5/48; XV/SUV/P/AWD/5/35; WRX/Sedan/P/AWD/5/55; Impreza/Hatch/P/AWD/5/30; BRZ/Coupe/P/RWD/4/45
Holden: Commodore/Sedan/P/RWD/5/30; Colorado/Ute/D/4WD/5/40; Captiva/SUV/D/AWD/7/25; Astra/Hatch/P/FWD/5/22; Trax/SUV/P/FWD/5/20; Cruze/Sedan/P/FWD/5/18
Honda: CR-V/SUV/P/AWD/5/45; Civic/Hatch/P/FWD/5/40; HR-V/SUV/P/FWD/5/35; Jazz/Hatch/P/FWD/5/22; Accord/Sedan/H/FWD/5/50; ZR-V/SUV/P/FWD/5/40
Isuzu: D-Max/Ute/D/4WD/5/55; MU-X/SUV/D/4WD/7/55
Mercedes-Benz: C-Class/Sedan/P/RWD/5/75; GLC/SUV/P/AWD/5/90; A-Class/Hatch/P/FWD/5/55; E-Class/Sedan/P/RWD/5/110; GLE/SUV/D/AWD/7/130; Sprinter/Van/D/RWD/3/75; Vito/Van/D/RWD/3/55
BMW: 3 Series/Sedan/P/RWD/5/75; X3/SUV/P/AWD/5/85; X5/SUV/D/AWD/7/125; 1 Series/Hatch/P/FWD/5/50; X1/SUV/P/FWD/5/60; 5 Series/Sedan/P/RWD/5/110
Audi: A3/Hatch/P/FWD/5/50; Q5/SUV/P/AWD/5/80; Q3/SUV/P/AWD/5/60; A4/Sedan/P/AWD/5/70; Q7/SUV/D/AWD/7/120
Tesla: Model 3/Sedan/E/RWD/5/60; Model Y/SUV/E/AWD/5/65
MG: ZS/SUV/P/FWD/5/25; MG3/Hatch/P/FWD/5/20; HS/SUV/P/FWD/5/33; MG4/Hatch/E/RWD/5/40
Suzuki: Swift/Hatch/P/FWD/5/24; Vitara/SUV/P/FWD/5/32; Jimny/Wagon/P/4WD/4/33; S-Cross/SUV/P/AWD/5/38; Baleno/Hatch/P/FWD/5/20
Jeep: Grand Cherokee/SUV/P/4WD/5/85; Wrangler/SUV/P/4WD/5/80; Compass/SUV/P/AWD/5/45; Gladiator/Ute/P/4WD/5/85
Land Rover: Range Rover/SUV/D/4WD/5/250; Defender/SUV/D/4WD/5/110; Discovery/SUV/D/4WD/7/100; Range Rover Evoque/SUV/P/AWD/5/75; Range Rover Sport/SUV/D/4WD/5/160
Lexus: RX/SUV/H/AWD/5/95; NX/SUV/H/AWD/5/75; IS/Sedan/P/RWD/5/65; UX/SUV/H/FWD/5/55; LX/Wagon/P/4WD/7/170
Volvo: XC60/SUV/P/AWD/5/75; XC90/SUV/X/AWD/7/110; XC40/SUV/P/FWD/5/55; EX30/SUV/E/RWD/5/60
Skoda: Octavia/Wagon/P/FWD/5/40; Kodiaq/SUV/P/AWD/7/55; Karoq/SUV/P/FWD/5/42; Fabia/Hatch/P/FWD/5/28
Renault: Koleos/SUV/P/AWD/5/42; Captur/SUV/P/FWD/5/33; Megane/Hatch/P/FWD/5/35; Trafic/Van/D/FWD/3/50
Peugeot: 3008/SUV/P/FWD/5/50; 2008/SUV/P/FWD/5/40; 308/Hatch/P/FWD/5/42; Partner/Van/D/FWD/2/35
LDV: T60/Ute/D/4WD/5/45; D90/SUV/D/4WD/7/45; G10/Van/P/RWD/7/35; Deliver 9/Van/D/FWD/3/55
GWM: Cannon/Ute/D/4WD/5/45; Ora/Hatch/E/FWD/5/40; Tank 300/SUV/H/4WD/5/55
Haval: Jolion/SUV/P/FWD/5/30; H6/SUV/H/FWD/5/40
BYD: Atto 3/SUV/E/FWD/5/45; Seal/Sedan/E/RWD/5/55; Dolphin/Hatch/E/FWD/5/38; Shark 6/Ute/X/AWD/5/58
Porsche: Macan/SUV/P/AWD/5/100; Cayenne/SUV/P/AWD/5/140; 911/Coupe/P/RWD/4/260; Taycan/Sedan/E/AWD/4/190
RAM: 1500/Ute/P/4WD/5/110; 2500/Ute/D/4WD/5/140
Chery: Omoda 5/SUV/P/FWD/5/32; Tiggo 7/SUV/P/FWD/5/38
Jaguar: F-Pace/SUV/P/AWD/5/90; XF/Sedan/P/RWD/5/80; E-Pace/SUV/P/AWD/5/70
Mini: Cooper/Hatch/P/FWD/4/40; Countryman/SUV/P/AWD/5/50
Alfa Romeo: Giulia/Sedan/P/RWD/5/70; Stelvio/SUV/P/AWD/5/75; Tonale/SUV/H/FWD/5/50
Fiat: 500/Hatch/P/FWD/4/25; Ducato/Van/D/FWD/3/55
Genesis: GV70/SUV/P/AWD/5/75; G70/Sedan/P/RWD/5/65; GV80/SUV/P/AWD/7/95
Cupra: Formentor/SUV/P/AWD/5/55; Born/Hatch/E/RWD/5/60; Leon/Hatch/P/FWD/5/45
Polestar: Polestar 2/Sedan/E/RWD/5/70; Polestar 4/SUV/E/RWD/5/85
Citroen: C3/Hatch/P/FWD/5/28; C5 Aircross/SUV/P/FWD/5/45; Berlingo/Van/D/FWD/2/35
`;

const BADGES = [
  'GX',
  'GXL',
  'SR',
  'SR5',
  'Rogue',
  'Rugged',
  'Ascent',
  'Sport',
  'Premium',
  'Limited',
  'Touring',
  'GT',
  'Luxury',
  'Active',
  'Elite',
  'Highlander',
  'Ti',
  'ST',
  'XLT',
  'Wildtrak',
  'Titanium',
  'Trend',
  'Ambiente',
  'LX',
  'EX',
  'Evolve',
  'Pure',
  'Vivid',
  'Maxx',
  'Akari',
  'Platinum',
  'Signature',
];

const STATES: [string, number][] = [
  ['NSW', 32],
  ['VIC', 26],
  ['QLD', 20],
  ['WA', 10],
  ['SA', 7],
  ['TAS', 2],
  ['ACT', 2],
  ['NT', 1],
];

const SUBURBS: Record<string, string[]> = {
  NSW: [
    'Parramatta',
    'Penrith',
    'Liverpool',
    'Gosford',
    'Newcastle',
    'Wollongong',
    'Dubbo',
    'Tamworth',
    'Blacktown',
    'Castle Hill',
    'Artarmon',
    'Campbelltown',
  ],
  VIC: [
    'Ringwood',
    'Dandenong',
    'Geelong',
    'Ballarat',
    'Bendigo',
    'Essendon',
    'Frankston',
    'Shepparton',
    'Werribee',
    'Doncaster',
  ],
  QLD: [
    'Springwood',
    'Capalaba',
    'Toowoomba',
    'Townsville',
    'Cairns',
    'Ipswich',
    'Southport',
    'Maroochydore',
    'Mackay',
    'Browns Plains',
  ],
  WA: ['Osborne Park', 'Cannington', 'Midland', 'Joondalup', 'Bunbury', 'Myaree'],
  SA: ['Prospect', 'Glynde', 'Edwardstown', 'Elizabeth', 'Gepps Cross'],
  TAS: ['Hobart', 'Launceston', 'Devonport'],
  ACT: ['Phillip', 'Belconnen', 'Fyshwick'],
  NT: ['Darwin', 'Palmerston', 'Alice Springs'],
};

const COLOURS: [string, number][] = [
  ['White', 28],
  ['Grey', 14],
  ['Black', 12],
  ['Silver', 10],
  ['Blue', 10],
  ['Red', 8],
  ['Green', 3],
  ['Orange', 2],
  ['Brown', 2],
  ['Yellow', 1],
  ['Gold', 1],
  ['Bronze', 1],
  ['Purple', 1],
  ['Beige', 1],
  ['Maroon', 1],
];

const CAR_TYPES: [string, number][] = [
  ['used', 70],
  ['new', 20],
  ['demo', 10],
];

const STATUSES: [string, number][] = [
  [STATUS_IN_STOCK, 86],
  ['sold', 10],
  ['reserved', 4],
];

const TAGS: [string | undefined, number][] = [
  [undefined, 70],
  ['Just Arrived', 10],
  ['Price Drop', 8],
  ['One Owner', 7],
  ['Low KMs', 5],
];

const CURRENT_YEAR = 2026;
const DEALERSHIPS = 300;

/** Weighted picks with a precomputed cumulative table. */
class Weighted<T> {
  private readonly values: T[];
  private readonly cumulative: Float64Array;

  constructor(entries: [T, number][]) {
    this.values = entries.map(([value]) => value);
    this.cumulative = new Float64Array(entries.length);
    let total = 0;
    entries.forEach(([, weight], i) => {
      total += weight;
      this.cumulative[i] = total;
    });
    for (let i = 0; i < entries.length; i++) {
      this.cumulative[i] = (this.cumulative[i] as number) / total;
    }
  }

  pick(random: () => number): T {
    const roll = random();
    let low = 0;
    let high = this.values.length - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((this.cumulative[mid] as number) > roll) high = mid;
      else low = mid + 1;
    }
    return this.values[low] as T;
  }
}

/** Zipf-like weights: the r-th item weighs 1 / r^s. */
function zipf<T>(items: T[], s: number): [T, number][] {
  return items.map((item, i) => [item, 1 / (i + 1) ** s]);
}

function parseCatalogue(random: () => number): MakeSpec[] {
  return CATALOGUE.trim()
    .split('\n')
    .map((line) => {
      const [make, rest] = line.split(': ') as [string, string];
      const models = rest.split('; ').map((entry): ModelSpec => {
        const [model, body, fuel, drive, seats, price] = entry.split('/') as [
          string,
          string,
          Fuel,
          string,
          string,
          string,
        ];
        const badges: string[] = [];
        const count = 3 + Math.floor(random() * 3);
        while (badges.length < count) {
          const badge = BADGES[Math.floor(random() * BADGES.length)] as string;
          if (!badges.includes(badge)) badges.push(badge);
        }
        return {
          model,
          body,
          fuel: FUEL_NAMES[fuel],
          drive,
          seats: Number(seats),
          price: Number(price) * 1000,
          badges,
        };
      });
      return { make, models };
    });
}

interface Dealership {
  id: number;
  state: string;
  location: string;
}

/** The catalogue, dealerships and weighted tables, built once from a fixed seed. */
export class Catalogue {
  readonly makes: MakeSpec[];
  readonly makeWeights: Weighted<MakeSpec>;
  readonly modelWeights: Map<MakeSpec, Weighted<ModelSpec>>;
  readonly dealerships: Dealership[];

  constructor() {
    const random = createRandom(0xf0ec0a57).next;
    this.makes = parseCatalogue(random);
    this.makeWeights = new Weighted(zipf(this.makes, 1.1));
    this.modelWeights = new Map(this.makes.map((m) => [m, new Weighted(zipf(m.models, 0.9))]));
    const states = new Weighted(STATES);
    this.dealerships = [];
    for (let id = 1; id <= DEALERSHIPS; id++) {
      const state = states.pick(random);
      const suburbs = SUBURBS[state] as string[];
      this.dealerships.push({
        id,
        state,
        location: suburbs[Math.floor(random() * suburbs.length)] as string,
      });
    }
  }
}

const COLOUR_TABLE = new Weighted(COLOURS);
const CAR_TYPE_TABLE = new Weighted(CAR_TYPES);
const STATUS_TABLE = new Weighted(STATUSES);
const TAG_TABLE = new Weighted(TAGS);

/** Rounds a price the way dealers do: to the dollar below the next thousand-ish (28,990). */
function dealerPrice(value: number): number {
  const rounded = Math.max(1990, Math.round(value / 500) * 500);
  return rounded - 10;
}

/** `count` cars, identical for the same count on every run. */
export function generateCars(count: number, catalogue = new Catalogue()): Car[] {
  const random = createRandom(0x5eed + count).next;
  const cars: Car[] = new Array(count);
  // Dealerships differ in size (a few large groups, many small yards).
  const dealers = new Weighted(zipf(catalogue.dealerships, 0.6));
  for (let i = 0; i < count; i++) {
    const make = catalogue.makeWeights.pick(random);
    const spec = (catalogue.modelWeights.get(make) as Weighted<ModelSpec>).pick(random);
    const badgeIndex = Math.floor(random() * spec.badges.length);
    const badge = spec.badges[badgeIndex] as string;
    const carType = CAR_TYPE_TABLE.pick(random);
    let age: number;
    if (carType === 'new') age = random() < 0.7 ? 0 : 1;
    else if (carType === 'demo') age = random() < 0.6 ? 0 : 1;
    else age = 1 + Math.min(19, Math.floor(-Math.log(1 - random()) * 5));
    const year = CURRENT_YEAR - age;
    const trim = 1 + badgeIndex * 0.06;
    const depreciation = carType === 'new' ? 1 : carType === 'demo' ? 0.9 : 0.85 * 0.88 ** age;
    const noise = 0.85 + random() * 0.3;
    const price = dealerPrice(spec.price * trim * depreciation * noise);
    let km: number;
    if (carType === 'new') km = Math.floor(random() * 30);
    else if (carType === 'demo') km = 500 + Math.floor(random() * 9500);
    else km = Math.max(1000, Math.round((age * (8000 + random() * 14000)) / 100) * 100);
    const dealer = dealers.pick(random);
    const manual = spec.fuel !== 'Electric' && random() < (spec.body === 'Ute' ? 0.3 : 0.08);
    const car: Car = {
      id: i + 1,
      name: `${year} ${make.make} ${spec.model} ${badge}`,
      make: make.make,
      model: spec.model,
      badge,
      body: spec.body,
      car_type: carType,
      price,
      km,
      year,
      colour: COLOUR_TABLE.pick(random),
      fuel: spec.fuel,
      transmission: manual ? 'Manual' : 'Automatic',
      drive: spec.drive,
      state: dealer.state,
      location_name: dealer.location,
      status: STATUS_TABLE.pick(random),
      dealership_id: dealer.id,
      seats: spec.seats,
    };
    const tag = TAG_TABLE.pick(random);
    if (tag !== undefined) car.tag = tag;
    cars[i] = car;
  }
  return cars;
}

/** One refined disjunctive facet: the values ticked in its refinement list (OR). */
export interface Refinement {
  facet: FacetName;
  values: string[];
}

/** One results-page visit: the query, its refinements and the car whose similar strip shows. */
export interface Variant {
  index: number;
  q: string;
  refinements: Refinement[];
  /** Inclusive price range, when the price slider is set. */
  price?: [number, number];
  similar: {
    make: string;
    model: string;
    body: string;
    price: [number, number];
  };
}

/** Optimal-string-alignment distance (insertions, deletions, substitutions, adjacent swaps). */
function editDistance(a: string, b: string): number {
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      if (i === 0) {
        row.push(j);
        continue;
      }
      const previous = rows[i - 1] as number[];
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min((previous[j] as number) + 1, (row[j - 1] as number) + 1);
      best = Math.min(best, (previous[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, ((rows[i - 2] as number[])[j - 2] as number) + 1);
      }
      row.push(best);
    }
    rows.push(row);
  }
  return (rows[a.length] as number[])[b.length] as number;
}

/** Every word the text fields can contain, lowercased. */
function vocabulary(catalogue: Catalogue): Set<string> {
  const texts = [...BADGES, ...Object.values(SUBURBS).flat()];
  for (const make of catalogue.makes) {
    texts.push(make.make, ...make.models.map((model) => model.model));
  }
  return new Set(texts.flatMap((text) => text.toLowerCase().split(/[^a-z0-9]+/)));
}

/**
 * True when typo tolerance could not change the word's hits: no other word of the vocabulary
 * starts with something within Meilisearch's typo budget of it (1 typo from 5 letters, 2 from 9).
 * The peers match prefixes without typos, so only such words give every engine the same hits.
 */
function typoSafe(word: string, words: Set<string>): boolean {
  const budget = word.length >= 9 ? 2 : word.length >= 5 ? 1 : 0;
  if (budget === 0) return true;
  for (const other of words) {
    if (other.startsWith(word)) continue;
    for (let end = word.length - budget; end <= word.length + budget; end++) {
      if (end > 0 && end <= other.length && editDistance(word, other.slice(0, end)) <= budget) {
        return false;
      }
    }
  }
  return true;
}

/**
 * Query words: makes and model names that are single alphabetic words (what people type), most
 * popular first. Typed as a whole word or a 3–4 letter prefix, never with a typo, and only words
 * no typo rule can stretch to another word: every engine then agrees on the hits.
 */
function queryWords(catalogue: Catalogue): [string, number][] {
  const words: [string, number][] = [];
  const known = vocabulary(catalogue);
  catalogue.makes.forEach((make, makeRank) => {
    const makeWeight = 1 / (makeRank + 1) ** 1.1;
    const first = (make.make.split(/[\s-]/)[0] as string).toLowerCase();
    if (/^[a-z]{3,}$/.test(first) && typoSafe(first, known)) words.push([first, makeWeight]);
    make.models.forEach((model, modelRank) => {
      const word = model.model.toLowerCase();
      if (/^[a-z]{4,}$/.test(word) && typoSafe(word, known)) {
        words.push([word, (makeWeight / (modelRank + 1) ** 0.9) * 0.8]);
      }
    });
  });
  return words;
}

const REFINEMENT_PAIRS: [[FacetName, FacetName], number][] = [
  [['car_type', 'state'], 5],
  [['body', 'state'], 2],
  [['car_type', 'fuel'], 2],
  [['body', 'transmission'], 1],
  [['colour', 'state'], 1],
  [['car_type', 'body'], 2],
];

const FACET_VALUES: Partial<Record<FacetName, [string, number][]>> = {
  car_type: CAR_TYPES,
  state: STATES,
  colour: COLOURS,
  body: [
    ['SUV', 40],
    ['Ute', 18],
    ['Hatch', 16],
    ['Sedan', 10],
    ['Wagon', 6],
    ['Van', 5],
    ['Coupe', 2],
    ['People Mover', 2],
    ['Convertible', 1],
  ],
  fuel: [
    ['Petrol', 55],
    ['Diesel', 30],
    ['Hybrid', 10],
    ['Electric', 4],
    ['Plug-in Hybrid', 1],
  ],
  transmission: [
    ['Automatic', 85],
    ['Manual', 15],
  ],
};

/** How many values a refinement ticks: car type and transmission one, others 1–3. */
const MAX_TICKED: Partial<Record<FacetName, number>> = { car_type: 1, transmission: 1 };

/** The fixed list of results-page variants cycled through by every engine. */
export function generateVariants(count = 50, catalogue = new Catalogue()): Variant[] {
  const random = createRandom(0xbe4c4).next;
  const words = new Weighted(queryWords(catalogue));
  const pairs = new Weighted(REFINEMENT_PAIRS);
  const variants: Variant[] = [];
  for (let index = 0; index < count; index++) {
    const word = words.pick(random);
    const q = random() < 0.3 ? word.slice(0, 3 + Math.floor(random() * 2)) : word;
    const refinements = pairs.pick(random).map((facet): Refinement => {
      const table = new Weighted(FACET_VALUES[facet] as [string, number][]);
      const ticked = 1 + Math.floor(random() * (MAX_TICKED[facet] ?? 3));
      const values: string[] = [];
      for (let tries = 0; values.length < ticked && tries < 20; tries++) {
        const value = table.pick(random);
        if (!values.includes(value)) values.push(value);
      }
      return { facet, values };
    });
    const variant: Variant = {
      index,
      q,
      refinements,
      similar: similarFor(catalogue, random),
    };
    if (random() < 0.7) {
      const low = [5000, 10000, 15000, 20000, 30000][Math.floor(random() * 5)] as number;
      const width = [10000, 20000, 30000, 50000][Math.floor(random() * 4)] as number;
      variant.price = [low, low + width];
    }
    variants.push(variant);
  }
  return variants;
}

function similarFor(catalogue: Catalogue, random: () => number): Variant['similar'] {
  const make = catalogue.makeWeights.pick(random);
  const spec = (catalogue.modelWeights.get(make) as Weighted<ModelSpec>).pick(random);
  const price = Math.round((spec.price * (0.5 + random() * 0.5)) / 1000) * 1000;
  return {
    make: make.make,
    model: spec.model,
    body: spec.body,
    price: [Math.round(price * 0.8), Math.round(price * 1.2)],
  };
}

/** The refinements of a disjunctive query: all but the facet whose own counts it asks for. */
export function otherRefinements(variant: Variant, facet: FacetName): Refinement[] {
  return variant.refinements.filter((r) => r.facet !== facet);
}
