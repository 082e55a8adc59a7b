import { slugify } from '@forecourt/format';
import { type PostcodeLocality, titleCaseLocality } from '@forecourt/postcodes';
import { dealerComments } from './dealer-comments.ts';
import type { DealershipPlan } from './demo-dealerships.ts';
import { financeLender } from './finance.ts';
import { round2 } from './numbers.ts';
import type { Random } from './random.ts';
import { demoSpinMedia } from './spin-media.ts';
import type {
  CarImage,
  CarStatus,
  CarType,
  FinanceLender,
  SampleCar,
  SampleDealership,
  SampleLocation,
} from './types.ts';
import {
  type CatalogueBadge,
  type CatalogueModel,
  DRIVES,
  FUELS,
  GEARBOXES,
  VEHICLE_CATALOGUE,
} from './vehicle-catalogue.ts';
import {
  CARAVAN_COLOURS,
  featurePool,
  GENERIC_COLOURS,
  INTERIOR_COLOURS,
  MAKE_COLOURS,
  TRUCK_COLOURS,
} from './vocabulary.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Sold cars stay listed this long by default (site-wide §4, §9: 3 days). */
export const SOLD_WINDOW_DAYS = 3;

/** Cars are created over this many days before `now`. */
export const STOCK_AGE_DAYS = 120;

/** World manufacturer identifiers by make (the first three VIN characters). */
const WMI: Readonly<Record<string, readonly string[]>> = {
  Toyota: ['JTM', 'MR0', 'JTN', 'JTE'],
  Ford: ['MNA', 'MPB', 'WF0', '6FP'],
  Mazda: ['JM0', 'MM0', 'JMZ'],
  Hyundai: ['KMH', 'MAL', 'TMA'],
  Kia: ['KNA', 'KNE', 'U5Y'],
  Mitsubishi: ['MMA', 'JMF', 'MMB'],
  Nissan: ['JN1', 'MNT', 'SJN'],
  Volkswagen: ['WVW', 'WV1', 'WVG'],
  Tesla: ['LRW', '5YJ', '7SA'],
  BYD: ['LGX', 'LC0'],
  MG: ['LSJ', 'SDP'],
  Subaru: ['JF1', 'JF2'],
  Isuzu: ['JAA', 'MP2', 'JAL'],
  GWM: ['LGW'],
  Haval: ['LGW'],
  Holden: ['6G1', '6H8', 'KL3', 'MMU'],
  Honda: ['JHM', 'MRH', 'MLH'],
  Suzuki: ['JS3', 'MA3', 'TSM'],
  Audi: ['WAU', 'WA1'],
  BMW: ['WBA', 'WBS', 'WBX'],
  'Mercedes-Benz': ['WDD', 'W1K', 'W1N', 'WDB'],
  Lexus: ['JTH', 'JTJ'],
  Porsche: ['WP1'],
  Volvo: ['YV1'],
  'Land Rover': ['SAL'],
  Jeep: ['1C4'],
  Ram: ['1C6', '3C6'],
  LDV: ['LSK', 'LSH'],
  Skoda: ['TMB'],
  Polestar: ['LPS'],
  Fiat: ['ZFA'],
  Abarth: ['ZFA'],
  Chery: ['LVV'],
  Hino: ['JHD', 'JHH'],
  Fuso: ['JLF', 'FEC'],
  Iveco: ['ZCF'],
  Yamaha: ['JYA', 'MH3'],
  Kawasaki: ['JKA'],
  'Harley-Davidson': ['1HD', '5HD'],
  Jayco: ['6T9'],
  'New Age': ['6K9'],
  Avan: ['6H9'],
  Coromal: ['6F9'],
  'Lotus Caravans': ['6U9'],
  Windsor: ['6W9'],
  Kenworth: ['6KW', '1XK'],
  DAF: ['XLR'],
  KTM: ['VBK'],
};

/** VIN characters (no I, O or Q) and the ISO 3779 model-year codes from 1980. */
const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';
const PLATE_LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';

export interface StockContext {
  plan: DealershipPlan;
  dealership: SampleDealership;
  /** The dealership's locations that show stock, with their plan weights. */
  stockLocations: readonly { location: SampleLocation; weight: number }[];
  /** Suburbs near the dealership, for consignment (private) cars. */
  nearbyLocalities: readonly PostcodeLocality[];
  /** The first car id to use. */
  firstId: number;
  /** Does the dealership's site offer subscriptions? */
  subscriptions: boolean;
  now: number;
  random: Random;
}

function ageWeights(item: CatalogueModel['item']): (readonly [number, number])[] {
  if (item === 'truck' || item === 'caravan') {
    return [1, 2, 3, 4, 5, 6, 7, 8, 10, 12].map((age) => [age, age <= 4 ? 3 : 2] as const);
  }
  return [
    [1, 4],
    [2, 7],
    [3, 10],
    [4, 11],
    [5, 10],
    [6, 9],
    [7, 8],
    [8, 7],
    [9, 6],
    [10, 5],
    [11, 4],
    [12, 3],
    [13, 2],
    [14, 2],
    [15, 1],
    [17, 1],
  ];
}

function randomChars(random: Random, alphabet: string, length: number): string {
  let text = '';
  for (let i = 0; i < length; i++) text += alphabet[random.int(0, alphabet.length - 1)];
  return text;
}

/** A 17-character VIN, unique by its serial (the car id). */
function vin(make: string, year: number, id: number, random: Random): string {
  const wmi = random.pick(WMI[make] ?? ['6A9']);
  const vds = randomChars(random, VIN_CHARS, 6);
  const yearCode = YEAR_CODES[(((year - 1980) % 30) + 30) % 30] ?? 'A';
  const plant = randomChars(random, VIN_CHARS, 1);
  return `${wmi}${vds}${yearCode}${plant}${String(id).padStart(6, '0')}`;
}

/** A registration plate in the style of the state. */
function regplate(state: string, random: Random): string {
  const letters = (n: number) => randomChars(random, PLATE_LETTERS, n);
  const digits = (n: number) => randomChars(random, '0123456789', n);
  switch (state) {
    case 'NSW':
      return `${letters(2)}${digits(2)}${letters(2)}`;
    case 'VIC':
      return `${digits(1)}${letters(2)}${digits(1)}${letters(2)}`;
    case 'WA':
      return `1${letters(3)}${digits(3)}`;
    case 'SA':
      return `S${digits(3)}${letters(3)}`;
    default:
      return `${digits(3)}${letters(3)}`;
  }
}

function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Prices end in 990 like the yard's windscreen stickers: 34,990. */
function stickerPrice(value: number, step = 1000): number {
  return Math.max(step, Math.round(value / step) * step) - 10;
}

function pickColour(model: CatalogueModel, random: Random): string {
  if (model.item === 'truck') return random.weighted(TRUCK_COLOURS);
  if (model.item === 'caravan') return random.weighted(CARAVAN_COLOURS);
  const own = MAKE_COLOURS[model.make];
  if (own && random.chance(0.8)) return random.pick(own);
  return random.weighted(GENERIC_COLOURS);
}

function depreciation(item: CatalogueModel['item'], age: number): number {
  if (age <= 0) return 1;
  switch (item) {
    case 'truck':
      return 0.82 * 0.89 ** (age - 1);
    case 'motorcycle':
      return 0.8 * 0.88 ** (age - 1);
    case 'caravan':
      return 0.86 * 0.92 ** (age - 1);
    default:
      return 0.84 * 0.885 ** (age - 1);
  }
}

function kmPerYear(item: CatalogueModel['item'], random: Random): number {
  switch (item) {
    case 'truck':
      return random.int(25_000, 60_000);
    case 'motorcycle':
      return random.int(2_000, 7_000);
    default:
      return random.int(8_000, 21_000);
  }
}

/** Standard equipment is fixed per variant: the same model and badge list the same items. */
function standardEquipment(model: CatalogueModel, badge: CatalogueBadge, random: Random): string[] {
  const variantRandom = random.fork(`equipment:${model.make}:${model.model}:${badge.name}`);
  const pool = featurePool(
    model.item,
    badge.body,
    badge.engine ? FUELS[badge.engine.fuel].simple : null,
  );
  const tier = Math.min(6, Math.floor(badge.price / 15_000));
  return variantRandom.sample(pool, 5 + tier + variantRandom.int(0, 3)).sort();
}

function images(slug: string, count: number): CarImage[] {
  return Array.from({ length: count }, (_, i) => {
    const url = `/media/cars/${slug}/${i + 1}.svg`;
    return { url, thumb: { url: `${url}?w=200` } };
  });
}

function chooseModel(
  plan: DealershipPlan,
  carType: CarType,
  nowYear: number,
  random: Random,
): CatalogueModel {
  const ownModels = VEHICLE_CATALOGUE.filter(
    (model) => plan.brands.includes(model.make) && model.item === plan.itemType,
  );
  let pool: CatalogueModel[];
  if (carType !== 'used') {
    pool = ownModels.filter((model) => model.to === null && model.from <= nowYear);
  } else if (ownModels.length > 0 && random.chance(plan.ownBrandUsed)) {
    pool = ownModels.filter((model) => model.from < nowYear);
  } else {
    // Any make of the dealer's kind of vehicle: a caravan yard trades in caravans, not cars.
    pool = VEHICLE_CATALOGUE.filter(
      (model) => model.item === plan.itemType && model.from < nowYear,
    );
  }
  if (pool.length === 0) throw new Error(`No models for ${plan.slug} ${carType}`);
  return random.weighted(pool.map((model) => [model, model.popularity] as const));
}

function chooseYear(model: CatalogueModel, carType: CarType, nowYear: number, random: Random) {
  if (carType === 'new') return random.chance(0.15) && model.from < nowYear ? nowYear - 1 : nowYear;
  if (carType === 'demo') return random.chance(0.4) && model.from < nowYear ? nowYear - 1 : nowYear;
  const last = Math.min(model.to ?? nowYear - 1, nowYear - 1);
  const age = random.weighted(ageWeights(model.item));
  let year = nowYear - age;
  if (year > last) year = last;
  if (year < model.from) year = random.int(model.from, last);
  return year;
}

interface StatusChoice {
  status: CarStatus;
  reserved: boolean;
  soldAt: number | null;
}

function chooseStatus(carType: CarType, now: number, random: Random): StatusChoice {
  const roll = random.next();
  if (roll < 0.035) {
    // Sold inside the 3-day window: still listed with the sold tag (site-wide §4).
    return { status: 'sold', reserved: false, soldAt: now - random.float(HOUR_MS, 71 * HOUR_MS) };
  }
  if (roll < 0.075) {
    // Sold outside the window: no longer listed.
    const soldAt = now - random.float(SOLD_WINDOW_DAYS * DAY_MS + 2 * HOUR_MS, 40 * DAY_MS);
    return { status: 'sold', reserved: false, soldAt };
  }
  if (roll < (carType === 'new' ? 0.14 : 0.11)) {
    return { status: 'coming_soon', reserved: false, soldAt: null };
  }
  if (roll < (carType === 'new' ? 0.165 : 0.135)) {
    return { status: 'in_stock', reserved: true, soldAt: null };
  }
  return { status: 'in_stock', reserved: false, soldAt: null };
}

function chooseLocation(context: StockContext): SampleLocation | null {
  if (context.stockLocations.length === 0) return null;
  return context.random.weighted(
    context.stockLocations.map(({ location, weight }) => [location, weight] as const),
  );
}

/** Finance figures by the dealer's lender key, plus nissan_finance on new and demo Nissans. */
function financeLenders(
  context: StockContext,
  car: { price: number; year: number; car_type: CarType; make: string },
  nowYear: number,
  random: Random,
): Record<string, FinanceLender> {
  if (car.price <= 500 || !random.chance(0.45)) return {};
  const age = nowYear - car.year;
  const baseRate =
    car.car_type === 'used' ? 7.49 + Math.min(age, 12) * 0.35 + random.int(0, 4) * 0.25 : 5.99;
  const interestRate = round2(baseRate + random.int(0, 6) * 0.25);
  const comparisonRate = random.chance(0.03) ? null : round2(interestRate + random.float(0.3, 1.2));
  const deposit = random.weighted([
    [0, 5],
    [Math.round(car.price * 0.1), 3],
    [Math.round(car.price * 0.2), 1],
  ] as const);
  const termYears = random.weighted([
    [5, 6],
    [3, 1],
    [4, 1],
    [7, 2],
  ] as const);
  const balloon = car.car_type !== 'used' && random.chance(0.4) ? Math.round(car.price * 0.3) : 0;
  const key = context.plan.lender;
  const lenders: Record<string, FinanceLender> = {
    [key]: financeLender({
      price: car.price,
      interestRate,
      comparisonRate,
      deposit,
      termYears,
      balloon,
      establishmentFees: key === 'angle' ? 1360.5 : 395,
      lenderName: key === 'angle' ? 'Angle Finance' : `${context.dealership.name} Finance`,
    }),
  };
  if (car.make === 'Nissan' && car.car_type !== 'used') {
    const rate = random.pick([0.99, 1.99, 2.99, 3.99]);
    lenders.nissan_finance = financeLender({
      price: car.price,
      interestRate: rate,
      comparisonRate: round2(rate + 1.1),
      deposit: Math.round(car.price * 0.2),
      termYears: 3,
      balloon: Math.round(car.price * 0.35),
      establishmentFees: 0,
      lenderName: 'Nissan Financial Services',
    });
  }
  return lenders;
}

/** A dealership's stock: `plan.stock` items of mixed type, status and age around `now`. */
export function generateStock(context: StockContext): SampleCar[] {
  const { plan, dealership, now, random } = context;
  const nowYear = new Date(now).getUTCFullYear();
  const newCount = Math.round(plan.stock * plan.mix.new);
  const demoCount = Math.round(plan.stock * plan.mix.demo);
  const types: CarType[] = random.sample(
    [
      ...Array<CarType>(newCount).fill('new'),
      ...Array<CarType>(demoCount).fill('demo'),
      ...Array<CarType>(plan.stock - newCount - demoCount).fill('used'),
    ],
    plan.stock,
  );
  const stockBase = random.int(10_000, 40_000);
  const state = context.stockLocations[0]?.location.state ?? 'QLD';

  return types.map((carType, index) => {
    const id = context.firstId + index;
    const model = chooseModel(plan, carType, nowYear, random);
    const badge = random.pick(model.badges);
    const engine = badge.engine;
    const year = chooseYear(model, carType, nowYear, random);
    const age = nowYear - year;
    const { status, reserved, soldAt } = chooseStatus(carType, now, random);
    const location = chooseLocation(context);
    const carState = location?.state ?? state;

    // Kilometres (vehicle-stock §3): 0-50 new, under 10,000 demo, by age for used.
    let km: number | null;
    if (model.item === 'caravan') km = null;
    else if (carType === 'new') km = random.int(0, 50);
    else if (carType === 'demo') km = random.int(500, 9_900);
    else
      km = Math.max(1_000, Math.max(age, 1) * kmPerYear(model.item, random) + random.int(0, 4_000));

    // Price by type and age, sticker-rounded.
    let price: number;
    if (carType === 'new') price = stickerPrice(badge.price + random.int(-2, 6) * 500, 100);
    else if (carType === 'demo') price = stickerPrice(badge.price * random.float(0.9, 0.96));
    else {
      const expectedKm = Math.max(age, 1) * 15_000;
      const kmFactor =
        km === null ? 1 : 1 - Math.max(-0.1, Math.min(0.15, ((km - expectedKm) / 10_000) * 0.015));
      price = stickerPrice(
        Math.max(
          3_500,
          badge.price * depreciation(model.item, age) * kmFactor * random.float(0.93, 1.07),
        ),
      );
    }
    let preorder = false;
    if (status === 'coming_soon' && carType === 'new' && random.chance(0.3)) {
      preorder = true;
      price = 0;
    } else if (carType === 'used' && status === 'in_stock' && random.chance(0.005)) {
      price = 0; // Price on application: the site's no-price text.
    }
    const priced = price > 0;
    const beforePrice = priced && random.chance(0.08) ? price + random.int(1, 8) * 500 : null;
    const offerPrice = priced && random.chance(0.04) ? price - random.int(1, 6) * 250 : null;
    const subscriptionPrice =
      context.subscriptions && priced && model.item === 'car' && random.chance(0.05)
        ? random.int(149, 399)
        : null;

    const badgeName = badge.name;
    const name = `${year} ${model.make} ${model.model} ${badgeName}`;
    const slug = `${slugify(name)}-${10_000 + id}`;
    const fuel = engine ? FUELS[engine.fuel] : null;
    const gearbox = engine ? GEARBOXES[engine.gear] : null;
    const drive = engine ? DRIVES[engine.drive] : null;
    const colour = pickColour(model, random);

    // Times: created over the last 120 days (some in the last 8: "just arrived").
    let createdAt: number;
    if (soldAt !== null)
      createdAt = Math.max(now - STOCK_AGE_DAYS * DAY_MS, soldAt - random.float(2, 80) * DAY_MS);
    else if (status === 'coming_soon') createdAt = now - random.float(0.1, 14) * DAY_MS;
    else if (random.chance(0.1)) createdAt = now - random.float(0.05, 8) * DAY_MS;
    else createdAt = now - random.float(0.05, STOCK_AGE_DAYS) * DAY_MS;
    const updatedAt = soldAt ?? createdAt + random.next() * (now - createdAt);

    const pool = featurePool(model.item, badge.body, fuel?.simple ?? null);
    const features = random.chance(0.04) ? [] : random.sample(pool, random.int(5, 18)).sort();
    // Certified pre-owned: used cars of the franchise make at a dealer with the manufacturer's
    // program (site-wide §1 certified pre-owned box).
    const certified =
      plan.certifiedPreOwned === true &&
      model.make === plan.manufacturer &&
      carType === 'used' &&
      age <= 6 &&
      (km ?? 0) <= 160_000 &&
      random.chance(0.85);

    let tag: string | null = null;
    if (carType === 'demo' && random.chance(0.3)) tag = 'Test Drive Only';
    else if (carType === 'new' && random.chance(0.03)) tag = 'Test Drive Only';
    else if (carType === 'used' && km !== null && age >= 2 && km < age * 8_000) tag = 'Low Kms';
    else if (carType === 'used' && random.chance(0.04)) tag = 'One Owner';

    const registered = carType === 'used' || (carType === 'demo' && random.chance(0.6));
    let regoExpiry: string | null = null;
    if (registered) {
      const roll = random.next();
      if (roll < 0.7) regoExpiry = isoDate(now + random.int(7, 330) * DAY_MS);
      else if (roll < 0.9) regoExpiry = isoDate(now - random.int(1, 200) * DAY_MS);
    }

    const buildMonth =
      carType === 'new'
        ? Math.max(1, new Date(now).getUTCMonth() - random.int(0, 5))
        : random.int(1, 12);
    const buildYear = carType === 'new' ? Math.min(year, nowYear) : year;
    const complianceMonth = buildMonth + random.int(1, 2);
    const complianceDate =
      complianceMonth > 12
        ? `${buildYear + 1}-${String(complianceMonth - 12).padStart(2, '0')}-01`
        : `${buildYear}-${String(complianceMonth).padStart(2, '0')}-01`;

    const imageCount =
      status === 'coming_soon'
        ? random.int(0, 3)
        : random.chance(0.06)
          ? random.int(0, 3)
          : random.int(4, 12);

    const consignment =
      plan.mix.used === 1 && context.nearbyLocalities.length > 0 && random.chance(0.05)
        ? random.pick(context.nearbyLocalities)
        : null;

    const financeCar = { price, year, car_type: carType, make: model.make };
    const lenders = status === 'sold' ? {} : financeLenders(context, financeCar, nowYear, random);
    const autograb =
      carType === 'used' && price > 200 && random.chance(0.85)
        ? (() => {
            const average = Math.round((price * random.float(0.94, 1.12)) / 100) * 100;
            return {
              average_market_price: average,
              state_average_market_price: random.chance(0.08)
                ? null
                : Math.round((average * random.float(0.97, 1.04)) / 100) * 100,
            };
          })()
        : null;
    const youx =
      plan.lender === 'angle' && priced && random.chance(0.25)
        ? {
            weeklyRepaymentAmount: Math.round(price / 260 + random.int(5, 25)),
            advertisedRate: round2(8.49 + random.int(0, 8) * 0.25),
            comparisonRate: round2(9.19 + random.int(0, 8) * 0.25),
          }
        : null;

    // A 360 spin, hotspots and a walkaround video on some in-stock cars (vehicle-stock §2).
    const spin = demoSpinMedia(
      slug,
      status === 'in_stock' && model.item === 'car' && imageCount >= 4,
    );

    const car: SampleCar = {
      id,
      dealership_id: dealership.id,
      location_id: location?.id ?? null,
      slug,
      name,
      year,
      make: model.make,
      model: model.model,
      badge: badgeName,
      series: model.series,
      colour,
      interior_colour: model.item === 'car' ? random.pick(INTERIOR_COLOURS) : null,
      price,
      before_price: beforePrice,
      offer_price: offerPrice,
      subscription_price: subscriptionPrice,
      price_type: priced
        ? carType === 'used'
          ? random.weighted([
              ['Drive Away', 6],
              ['Excl. Govt. Charges', 1],
              [null, 3],
            ] as const)
          : random.weighted([
              ['Drive Away', 4],
              ['Excl. Govt. Charges', 1],
            ] as const)
        : null,
      preorder,
      km,
      status,
      car_type: carType,
      stocknum: `${plan.stockPrefix}${stockBase + index}`,
      vin: vin(model.make, year, id, random),
      nvic:
        model.item === 'car' && random.chance(0.7)
          ? `${randomChars(random, PLATE_LETTERS, 3)}${randomChars(random, '0123456789', 2)}${randomChars(random, PLATE_LETTERS, 1)}`
          : null,
      regplate: registered ? regplate(carState, random) : null,
      rego_expiry: regoExpiry,
      build_date: `${buildYear}-${String(buildMonth).padStart(2, '0')}-01`,
      compliance_date: complianceDate,
      tag,
      reserved,
      certified,
      views: random.int(0, 40) + Math.floor(random.next() ** 3 * 2_500),
      video_url: null,
      external_video_url: null,
      spin_code: null,
      spin_interior_image: spin.spin_interior_image,
      dealercomments: null,
      file: null,
      private_suburb: consignment ? titleCaseLocality(consignment.locality) : null,
      private_postcode: consignment ? consignment.postcode : null,
      simple_body: badge.body,
      simple_transmission: gearbox?.simple ?? null,
      trans: gearbox ? (gearbox.simple === 'Manual' ? 'Manual' : 'Auto') : null,
      transmission: gearbox?.text ?? null,
      simple_fuel: fuel?.simple ?? null,
      fuel: fuel?.text ?? null,
      simple_drive: drive?.simple ?? null,
      drive: drive?.text ?? null,
      seats: badge.seats,
      doors: badge.doors,
      engine_size: engine?.cc ?? null,
      engine_size_litres: engine?.cc ? Math.round(engine.cc / 100) / 10 : null,
      gearnum: gearbox?.gears ?? null,
      bodyconfiguration: badge.config,
      item_type: model.item,
      carsales_title: [
        year,
        model.make,
        model.model,
        badgeName,
        model.series,
        gearbox ? (gearbox.simple === 'Manual' ? 'Manual' : 'Auto') : null,
        drive && engine?.drive === '4x4' ? '4x4' : null,
      ]
        .filter(Boolean)
        .join(' '),
      show_on_dealer_website: !(status === 'in_stock' && random.chance(0.01)),
      images: images(slug, imageCount),
      spin_images: spin.spin_images,
      hotspots: spin.hotspots,
      videos: [],
      walkaround_videos: spin.walkaround_videos,
      standard_equipment: standardEquipment(model, badge, random),
      features,
      variant: engine
        ? {
            cylinders: engine.cyl,
            enginesize: engine.cc,
            enginesize_litres: engine.cc ? Math.round(engine.cc / 100) / 10 : null,
            induction: engine.induction,
            fuelconsumptioncombined: engine.l100,
            fuelcapacity: model.tank,
            grossvehiclemass: model.gvm,
            vehiclelength: model.size?.[0] ?? null,
            vehicleheight: model.size?.[2] ?? null,
            vehiclewidth: model.size?.[1] ?? null,
            towingcapacitybraked: model.tow,
            bodyconfiguration: badge.config,
            torque: engine.nm,
            ancaprating: model.ancap,
            geartype: gearbox?.type ?? null,
          }
        : null,
      caravan: badge.caravan
        ? {
            body_width: badge.caravan.width,
            body_length: badge.caravan.length,
            tare_weight: badge.caravan.tare,
            axle_type: badge.caravan.axle,
            sleeps: badge.caravan.sleeps,
            aggregate_trailer_mass: badge.caravan.atm,
          }
        : null,
      finance_lenders: lenders,
      autograb_data: autograb,
      youx_quote: youx,
      sold_at: soldAt === null ? null : new Date(soldAt).toISOString(),
      created_at: new Date(createdAt).toISOString(),
      updated_at: new Date(updatedAt).toISOString(),
    };
    car.dealercomments = dealerComments(
      {
        name,
        make: model.make,
        model: model.model,
        colour,
        car_type: carType,
        item_type: model.item,
        km,
        certified,
        features,
      },
      { name: dealership.name, phone: dealership.phone ?? '' },
      random,
    );
    return car;
  });
}
