import type { Database, Queryable } from '@forecourt/db';
import { sanitiseDealerComments } from '@forecourt/dealer-comments/sanitise';
import { CAR_TYPES } from '@forecourt/lead-payloads';
import { IN_STOCK_STATUSES } from '@forecourt/stock-eligibility';
import { z } from 'zod';
import type { SiteRecord } from './site-directory.ts';
import { carName, carSlug } from './stock-car-slug.ts';
import {
  isPlainObject,
  type ParsedStockFeed,
  parseStockFeed,
  StockFeedError,
  type StockFeedFormat,
  type StockFeedRecord,
} from './stock-feed.ts';

export { StockFeedError, type StockFeedFormat } from './stock-feed.ts';

/** Car statuses a feed may set (vehicle-stock §3: in_stock, sold, coming_soon; others exist). */
export const STOCK_STATUSES = ['in_stock', 'coming_soon', 'sold', 'archived'] as const;

/** Rows written per transaction: a crash loses at most the batch in flight, never half a row. */
export const STOCK_IMPORT_BATCH_SIZE = 5000;

// ---------------------------------------------------------------------------------------------
// The row schema: feeds give strings (CSV) or JSON values; both coerce to the cars columns.
// ---------------------------------------------------------------------------------------------

const isBlank = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '');

/** A field that may be absent (unchanged on update), blank or null (cleared), or a value. */
function optionalField<T extends z.ZodType>(prepare: (value: unknown) => unknown, schema: T) {
  return z
    .preprocess((value) => (isBlank(value) ? null : prepare(value)), schema.nullable())
    .optional();
}

const asText = (value: unknown) =>
  typeof value === 'string'
    ? value.trim()
    : typeof value === 'number' || typeof value === 'boolean'
      ? String(value)
      : value;

const text = (max = 500) =>
  optionalField(
    asText,
    z.string({ error: 'must be text' }).max(max, `must be at most ${max} characters`),
  );

/** `$45,990.00` → 45990, `42,000 km` → 42000; anything else stays as given (and fails). */
function asNumber(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const cleaned = value.replace(/[$,\s]/g, '').replace(/kms?$/i, '');
  return /^-?(?:\d+\.?\d*|\.\d+)$/.test(cleaned) ? Number(cleaned) : value;
}

const number = (min: number, max: number) =>
  optionalField(
    asNumber,
    z
      .number({ error: 'must be a number' })
      .min(min, `must be ${min} or more`)
      .max(max, `must be ${max} or less`),
  );

const wholeNumber = (min: number, max: number) =>
  optionalField(
    asNumber,
    z
      .number({ error: 'must be a whole number' })
      .int('must be a whole number')
      .min(min, `must be ${min} or more`)
      .max(max, `must be ${max} or less`),
  );

const TRUE_WORDS = new Set(['true', 'yes', 'y', 't', '1']);
const FALSE_WORDS = new Set(['false', 'no', 'n', 'f', '0']);

function asBoolean(value: unknown): unknown {
  if (typeof value === 'number') return value === 1 ? true : value === 0 ? false : value;
  if (typeof value !== 'string') return value;
  const word = value.trim().toLowerCase();
  return TRUE_WORDS.has(word) ? true : FALSE_WORDS.has(word) ? false : value;
}

const boolean = () => optionalField(asBoolean, z.boolean({ error: 'must be true or false' }));

const DATE_MESSAGE = 'must be a date: YYYY-MM-DD or DD/MM/YYYY';

/** `2026-03-01`, `2026-03-01T00:00:00Z` or Australian `1/3/2026` → `2026-03-01`. */
function asDate(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/.exec(trimmed);
  const local = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(trimmed);
  const [year, month, day] = iso
    ? [iso[1], iso[2], iso[3]]
    : local
      ? [local[3], local[2]?.padStart(2, '0'), local[1]?.padStart(2, '0')]
      : [];
  return year ? `${year}-${month}-${day}` : trimmed;
}

function isRealDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

const date = () =>
  optionalField(asDate, z.string({ error: DATE_MESSAGE }).refine(isRealDate, DATE_MESSAGE));

/** `In Stock`, `in-stock`, `IN_STOCK` → `in_stock`. */
const asWord = (value: unknown) =>
  typeof value === 'string'
    ? value
        .trim()
        .toLowerCase()
        .replace(/[\s-]+/g, '_')
    : value;

const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  optionalField(asWord, z.enum(values, { error: `must be one of ${values.join(', ')}` }));

const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]+$/;

const vin = () =>
  optionalField(
    (value) => (typeof value === 'string' ? value.replace(/\s+/g, '').toUpperCase() : value),
    z
      .string({ error: 'must be text' })
      .length(17, 'must be 17 characters')
      .regex(VIN_PATTERN, 'may only hold digits and letters other than I, O and Q'),
  );

const IMAGE_URL_MESSAGE = 'must be an http(s) URL or a path starting with /';
const isImageUrl = (url: string) => /^https?:\/\/\S+$/i.test(url) || /^\/(?!\/)\S*$/.test(url);
const imageUrl = z.string({ error: IMAGE_URL_MESSAGE }).refine(isImageUrl, IMAGE_URL_MESSAGE);

/** Pipe-separated, or comma/newline-separated where the next URL starts (Cloudinary URLs hold commas). */
function splitUrls(list: string): string[] {
  const parts = list.includes('|') ? list.split('|') : list.split(/\s*[,\n]\s*(?=https?:\/\/|\/)/);
  return parts.map((part) => part.trim()).filter((part) => part !== '');
}

/** Image URLs or `{ url, thumb: { url } }` objects → `{ url, thumb: { url } }` (vehicle-stock §3). */
function asImages(value: unknown): unknown {
  const list = typeof value === 'string' ? parseJsonText(value, splitUrls) : value;
  if (!Array.isArray(list)) return value;
  return list.map((item) => {
    if (typeof item === 'string') return { url: item.trim(), thumb: { url: item.trim() } };
    if (isPlainObject(item) && typeof item.url === 'string') {
      const thumb = isPlainObject(item.thumb) ? item.thumb.url : undefined;
      return { url: item.url.trim(), thumb: { url: typeof thumb === 'string' ? thumb : item.url } };
    }
    return item;
  });
}

/** JSON text when it looks like JSON, else the fallback reading of the text. */
function parseJsonText(value: string, fallback: (text: string) => unknown): unknown {
  const trimmed = value.trim();
  if (trimmed.startsWith('[') || trimmed.startsWith('{')) {
    try {
      return JSON.parse(trimmed);
    } catch {
      return value;
    }
  }
  return fallback(trimmed);
}

/** `Sunroof|Tow bar` (CSV) or `["Sunroof", "Tow bar"]` → a list of trimmed, non-empty texts. */
function asTextList(value: unknown): unknown {
  const list =
    typeof value === 'string' ? parseJsonText(value, (text) => text.split(/\s*[|\n]\s*/)) : value;
  if (!Array.isArray(list)) return value;
  return list
    .map((item) => (typeof item === 'string' ? item.trim() : item))
    .filter((item) => item !== '');
}

const textList = () =>
  optionalField(
    asTextList,
    z.array(z.string({ error: 'must be text' }).max(500, 'must be at most 500 characters'), {
      error: 'must be a list of texts (pipe-separated in CSV)',
    }),
  );

const asJson = (value: unknown) =>
  typeof value === 'string' ? parseJsonText(value, (t) => t) : value;

const JSON_OBJECT_MESSAGE = 'must be a JSON object';
const JSON_LIST_MESSAGE = 'must be a JSON list';
const jsonObject = <T extends z.ZodType>(schema: T) => optionalField(asJson, schema);
const looseRecord = () => z.record(z.string(), z.unknown(), { error: JSON_OBJECT_MESSAGE });
const optionalNumber = z.number({ error: 'must be a number' }).nullable().optional();

const MAX_INT = 2_147_483_647;
const MAX_PRICE = 99_999_999;

/**
 * One car of a stock feed, validated and coerced (vehicle-stock §3 Car field names). Absent
 * fields leave a car's value unchanged; blank or null ones clear it. `now` bounds the year.
 */
export function stockRowSchema({ now }: { now: Date }) {
  const latestYear = now.getUTCFullYear() + 1;
  return z.object({
    stocknum: z.preprocess(
      asText,
      z
        .string({
          error: (issue) =>
            issue.input === undefined || issue.input === null ? 'is required' : 'must be text',
        })
        .min(1, 'is required')
        .max(64, 'must be at most 64 characters'),
    ),
    vin: vin(),
    dealership_slug: text(200),
    dealership_id: wholeNumber(1, MAX_INT),
    location_slug: text(200),
    name: text(300),
    year: optionalField(
      asNumber,
      z
        .number({ error: 'must be a whole number' })
        .int('must be a whole number')
        .min(1900, 'must be 1900 or later')
        .max(latestYear, `must be ${latestYear} or earlier`),
    ),
    make: text(100),
    model: text(100),
    badge: text(200),
    series: text(200),
    colour: text(100),
    interior_colour: text(100),
    price: number(0, MAX_PRICE),
    before_price: number(0, MAX_PRICE),
    offer_price: number(0, MAX_PRICE),
    subscription_price: number(0, MAX_PRICE),
    price_type: text(100),
    preorder: boolean(),
    km: wholeNumber(0, 9_999_999),
    status: oneOf(STOCK_STATUSES),
    car_type: oneOf(CAR_TYPES),
    nvic: text(50),
    regplate: text(20),
    rego_expiry: date(),
    build_date: date(),
    compliance_date: date(),
    tag: text(100),
    reserved: boolean(),
    certified: boolean(),
    video_url: text(2000),
    external_video_url: text(2000),
    spin_code: text(200),
    spin_interior_image: text(2000),
    dealercomments: optionalField(
      asText,
      z
        .string({ error: 'must be text' })
        .max(100_000, 'must be at most 100000 characters')
        .transform(sanitiseDealerComments),
    ),
    file: text(2000),
    private_suburb: text(100),
    private_postcode: text(10),
    simple_body: text(100),
    simple_transmission: text(100),
    trans: text(100),
    transmission: text(200),
    simple_fuel: text(100),
    fuel: text(200),
    simple_drive: text(100),
    drive: text(200),
    seats: wholeNumber(0, 99),
    doors: wholeNumber(0, 99),
    engine_size: wholeNumber(0, 99_999),
    engine_size_litres: number(0, 999),
    gearnum: wholeNumber(0, 99),
    bodyconfiguration: text(200),
    item_type: text(50),
    carsales_title: text(500),
    show_on_dealer_website: boolean(),
    images: optionalField(
      asImages,
      z
        .array(z.object({ url: imageUrl, thumb: z.object({ url: imageUrl }) }), {
          error: 'must be a list of image URLs (pipe-separated in CSV)',
        })
        .max(500, 'must hold at most 500 images'),
    ),
    spin_images: jsonObject(
      z.array(z.unknown(), { error: JSON_LIST_MESSAGE }).max(1000, 'must hold at most 1000'),
    ),
    hotspots: jsonObject(
      z.looseObject(
        {
          exterior: z.array(z.unknown(), { error: JSON_LIST_MESSAGE }).default([]),
          interior: z.array(z.unknown(), { error: JSON_LIST_MESSAGE }).default([]),
        },
        { error: JSON_OBJECT_MESSAGE },
      ),
    ),
    videos: jsonObject(z.array(z.unknown(), { error: JSON_LIST_MESSAGE })),
    walkaround_videos: jsonObject(z.array(z.unknown(), { error: JSON_LIST_MESSAGE })),
    standard_equipment: textList(),
    features: textList(),
    variant: jsonObject(looseRecord()),
    caravan: jsonObject(looseRecord()),
    finance_lenders: jsonObject(
      z.record(
        z.string(),
        z.looseObject(
          {
            interestRate: optionalNumber,
            comparisonRate: optionalNumber,
            paymentWeek: optionalNumber,
            paymentMonth: optionalNumber,
            disclaimer: z.string({ error: 'must be text' }).nullable().optional(),
          },
          { error: JSON_OBJECT_MESSAGE },
        ),
        { error: JSON_OBJECT_MESSAGE },
      ),
    ),
    autograb_data: jsonObject(
      z.looseObject(
        { state_average_market_price: optionalNumber, average_market_price: optionalNumber },
        { error: JSON_OBJECT_MESSAGE },
      ),
    ),
    youx_quote: jsonObject(
      z.looseObject({ weeklyRepaymentAmount: optionalNumber }, { error: JSON_OBJECT_MESSAGE }),
    ),
  });
}

export type StockRow = z.output<ReturnType<typeof stockRowSchema>>;

/** Fields of the API car shape (cars.ts) that a re-imported stock.json may carry: derived, ignored. */
const DERIVED_FIELDS = new Set([
  'id',
  'slug',
  'path',
  'thumbnails',
  'primary_image_url',
  'photos_count',
  'city',
  'state',
  'sold',
  'sold_at',
  'sold_date_timestamp',
  'created_at',
  'created_at_timestamp',
  'updated_at',
  'dealership_name',
  'views',
  'location_id',
]);

/** `price: must be a number`; nested: `images (item 2 url): must be an http(s) URL ...`. */
function reasonText(issue: z.core.$ZodIssue): string {
  const [field, ...rest] = issue.path;
  const where = rest
    .map((segment) => (typeof segment === 'number' ? `item ${segment + 1}` : String(segment)))
    .join(' ');
  return `${String(field ?? 'row')}${where ? ` (${where})` : ''}: ${issue.message}`;
}

// ---------------------------------------------------------------------------------------------
// The site's dealerships and the cars they already have.
// ---------------------------------------------------------------------------------------------

interface SiteDealership {
  id: number;
  slug: string;
  locations: { id: number; slug: string }[];
  /** Where a new car goes when its row names no location: the primary one, else the first. */
  defaultLocationId: number | null;
}

interface KnownCar {
  id: number;
  dealership_id: number;
  stocknum: string;
  vin: string | null;
  status: string;
  year: number | null;
  make: string | null;
  model: string | null;
  badge: string | null;
}

async function siteDealerships(db: Queryable, site: SiteRecord): Promise<SiteDealership[]> {
  const dealerships = await db.query<{ id: number; slug: string }>(
    'SELECT id, slug FROM dealerships WHERE id = ANY($1::int[]) ORDER BY id',
    [site.dealershipIds],
  );
  const locations = await db.query<{
    id: number;
    slug: string;
    dealership_id: number;
    primary: boolean;
  }>(
    `SELECT id, slug, dealership_id, "primary" FROM locations
      WHERE dealership_id = ANY($1::int[]) ORDER BY "primary" DESC, id`,
    [site.dealershipIds],
  );
  return dealerships.map(({ id, slug }) => {
    const own = locations.filter((location) => location.dealership_id === id);
    return {
      id,
      slug,
      locations: own.map((location) => ({ id: location.id, slug: location.slug })),
      defaultLocationId: own[0]?.id ?? null,
    };
  });
}

/** The site's cars by dealership + stock number and dealership + VIN, kept current as rows land. */
class KnownCars {
  /** Per dealership: its cars by stock number and by VIN (maps of maps: no key strings to build). */
  private readonly byStock = new Map<number, Map<string, KnownCar>>();
  private readonly byVin = new Map<number, Map<string, KnownCar>>();
  /** Every car, for the few lookups across dealerships (a Set: replacing one is O(1)). */
  private readonly all = new Set<KnownCar>();

  constructor(cars: KnownCar[]) {
    for (const car of cars) this.add(car);
  }

  static async load(db: Queryable, dealershipIds: number[]): Promise<KnownCars> {
    return new KnownCars(
      await db.query<KnownCar>(
        `SELECT id, dealership_id, stocknum, vin, status, year, make, model, badge FROM cars
          WHERE dealership_id = ANY($1::int[])`,
        [dealershipIds],
      ),
    );
  }

  byStocknum(dealershipId: number, stocknum: string): KnownCar | undefined {
    return this.byStock.get(dealershipId)?.get(stocknum);
  }

  byVinNumber(dealershipId: number, vin: string): KnownCar | undefined {
    return this.byVin.get(dealershipId)?.get(vin);
  }

  /** Ids of cars of any of the site's dealerships with one of these stock numbers or VINs. */
  idsMatching(stocknums: Set<string>, vins: Set<string>): number[] {
    if (stocknums.size === 0 && vins.size === 0) return [];
    const ids: number[] = [];
    for (const car of this.all) {
      if (stocknums.has(car.stocknum) || (car.vin !== null && vins.has(car.vin))) ids.push(car.id);
    }
    return ids;
  }

  private static of(maps: Map<number, Map<string, KnownCar>>, dealershipId: number) {
    let map = maps.get(dealershipId);
    if (!map) {
      map = new Map();
      maps.set(dealershipId, map);
    }
    return map;
  }

  private add(car: KnownCar): void {
    this.all.add(car);
    KnownCars.of(this.byStock, car.dealership_id).set(car.stocknum, car);
    if (car.vin) KnownCars.of(this.byVin, car.dealership_id).set(car.vin, car);
  }

  private remove(car: KnownCar): void {
    this.all.delete(car);
    const byStock = this.byStock.get(car.dealership_id);
    if (byStock?.get(car.stocknum) === car) byStock.delete(car.stocknum);
    const byVin = this.byVin.get(car.dealership_id);
    if (car.vin && byVin?.get(car.vin) === car) byVin.delete(car.vin);
  }

  /** `before` (absent for a new car) becomes `after`. */
  replace(before: KnownCar | undefined, after: KnownCar): void {
    if (before) this.remove(before);
    this.add(after);
  }

  /** Undoes replace(before, after): for a write that did not land. */
  restore(before: KnownCar | undefined, after: KnownCar): void {
    this.remove(after);
    if (before) this.add(before);
  }
}

// ---------------------------------------------------------------------------------------------
// Validation of one record against the schema and the site.
// ---------------------------------------------------------------------------------------------

type ValidRow = StockRow & { dealership_id: number; location_id: number | undefined };

/** The dealership a row names (by slug or id; the site's only one when it names none). */
function placeRow(
  values: Record<string, unknown>,
  site: SiteRecord,
  dealerships: SiteDealership[],
): { dealership?: SiteDealership; locationId?: number; reasons: string[] } {
  const slug = typeof values.dealership_slug === 'string' ? values.dealership_slug.trim() : '';
  const rawId = asNumber(values.dealership_id);
  const id = typeof rawId === 'number' && Number.isInteger(rawId) ? rawId : undefined;
  let dealership: SiteDealership | undefined;
  if (slug) {
    dealership = dealerships.find((candidate) => candidate.slug === slug);
    if (!dealership) {
      return {
        reasons: [`dealership_slug: "${slug}" is not a dealership of site "${site.slug}"`],
      };
    }
    if (id !== undefined && id !== dealership.id) {
      return { reasons: [`dealership_id: ${id} is not the id of dealership "${slug}"`] };
    }
  } else if (id !== undefined) {
    dealership = dealerships.find((candidate) => candidate.id === id);
    if (!dealership) {
      return { reasons: [`dealership_id: ${id} is not a dealership of site "${site.slug}"`] };
    }
  } else if (dealerships.length === 1) {
    dealership = dealerships[0];
  } else {
    return {
      reasons: [
        dealerships.length === 0
          ? `dealership_slug: site "${site.slug}" has no dealerships`
          : `dealership_slug: is required (site "${site.slug}" has several dealerships)`,
      ],
    };
  }
  if (!dealership) return { reasons: [] };
  const locationSlug = typeof values.location_slug === 'string' ? values.location_slug.trim() : '';
  if (!locationSlug) return { dealership, reasons: [] };
  const location = dealership.locations.find((candidate) => candidate.slug === locationSlug);
  if (!location) {
    return {
      dealership,
      reasons: [
        `location_slug: "${locationSlug}" is not a location of dealership "${dealership.slug}"`,
      ],
    };
  }
  return { dealership, locationId: location.id, reasons: [] };
}

// ---------------------------------------------------------------------------------------------
// Writing one row.
// ---------------------------------------------------------------------------------------------

const JSON_COLUMNS = new Set([
  'images',
  'spin_images',
  'hotspots',
  'videos',
  'walkaround_videos',
  'standard_equipment',
  'features',
  'variant',
  'caravan',
  'finance_lenders',
  'autograb_data',
  'youx_quote',
]);

/** NOT NULL columns: a blank value in the feed means their default, not NULL. */
const NOT_NULL_DEFAULTS: Record<string, unknown> = {
  preorder: false,
  reserved: false,
  certified: false,
  show_on_dealer_website: true,
  images: [],
  spin_images: [],
  hotspots: { exterior: [], interior: [] },
  videos: [],
  walkaround_videos: [],
  standard_equipment: [],
  features: [],
  finance_lenders: {},
};

/** Fields that are not columns, or that a blank value leaves as they are. */
const NOT_WRITTEN = new Set(['dealership_slug', 'dealership_id', 'location_slug', 'location_id']);
const KEPT_WHEN_BLANK = new Set(['status', 'car_type', 'name']);

/** The columns and values a row sets, in a fixed order (JSON columns as values, not text). */
function columnValues(row: ValidRow): [string, unknown][] {
  const pairs: [string, unknown][] = [];
  for (const [column, value] of Object.entries(row)) {
    if (value === undefined || NOT_WRITTEN.has(column)) continue;
    if (value === null && KEPT_WHEN_BLANK.has(column)) continue;
    pairs.push([
      column,
      value === null && column in NOT_NULL_DEFAULTS ? NOT_NULL_DEFAULTS[column] : value,
    ]);
  }
  return pairs;
}

/** A car about to be written: its row, the car it updates (if any) and the car it becomes. */
interface CarWrite {
  row: ValidRow;
  dealership: SiteDealership;
  before: KnownCar | undefined;
  /** For a new car `id` is 0 until the batch draws ids from the sequence. */
  after: KnownCar;
}

/** The car a row becomes: a new one (id still 0), or `before` with the row's fields merged in. */
function carAfter(row: ValidRow, dealership: SiteDealership, before?: KnownCar): KnownCar {
  if (!before) {
    return {
      id: 0,
      dealership_id: dealership.id,
      stocknum: row.stocknum,
      vin: row.vin ?? null,
      status: row.status ?? 'in_stock',
      year: row.year ?? null,
      make: row.make ?? null,
      model: row.model ?? null,
      badge: row.badge ?? null,
    };
  }
  return {
    ...before,
    stocknum: row.stocknum,
    vin: row.vin === undefined ? before.vin : row.vin,
    status: row.status ?? before.status,
    year: row.year === undefined ? before.year : row.year,
    make: row.make === undefined ? before.make : row.make,
    model: row.model === undefined ? before.model : row.model,
    badge: row.badge === undefined ? before.badge : row.badge,
  };
}

/** The columns a write sets: every column of a new car, or what the row changes of an old one. */
function writePairs(
  { row, dealership, before, after }: CarWrite,
  now: Date | string,
): [string, unknown][] {
  if (!before) {
    return [
      ['id', after.id],
      ['dealership_id', dealership.id],
      ['location_id', row.location_id ?? dealership.defaultLocationId],
      ['slug', carSlug(row, after.id)],
      ['name', row.name ?? carName(row)],
      ['sold_at', after.status === 'sold' ? now : null],
      ['created_at', now],
      ['updated_at', now],
      ...columnValues(row).filter(([column]) => column !== 'name'),
    ];
  }
  const pairs = columnValues(row);
  const renamed = ['year', 'make', 'model', 'badge'].some(
    (field) => row[field as keyof ValidRow] !== undefined,
  );
  if (!row.name && renamed) pairs.push(['name', carName(after)]);
  if (row.location_id !== undefined) pairs.push(['location_id', row.location_id]);
  if (after.status === 'sold' && before.status !== 'sold') pairs.push(['sold_at', now]);
  if (after.status !== 'sold' && before.status === 'sold') pairs.push(['sold_at', null]);
  pairs.push(['updated_at', now]);
  return [['id', after.id], ...pairs];
}

const placeholder = (column: string, index: number) =>
  JSON_COLUMNS.has(column) ? `$${index}::jsonb` : `$${index}`;

const parameter = (column: string, value: unknown) =>
  JSON_COLUMNS.has(column) ? JSON.stringify(value) : value;

/** Draws `count` new car ids from the cars sequence in one round trip, lowest first. */
async function nextCarIds(tx: Queryable, count: number): Promise<number[]> {
  if (count === 0) return [];
  const rows = await tx.query<{ id: number }>(
    `SELECT nextval(pg_get_serial_sequence('cars', 'id'))::int AS id FROM generate_series(1, $1)`,
    [count],
  );
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

/** Writes one car with one statement (the fallback when a batch statement fails). */
async function writeCar(tx: Queryable, write: CarWrite, now: Date): Promise<void> {
  if (!write.before) {
    const [id] = await nextCarIds(tx, 1);
    write.after.id = id as number;
  }
  const pairs = writePairs(write, now);
  if (!write.before) {
    await tx.query(
      `INSERT INTO cars (${pairs.map(([column]) => `"${column}"`).join(', ')})
       VALUES (${pairs.map(([column], index) => placeholder(column, index + 1)).join(', ')})`,
      pairs.map(([column, value]) => parameter(column, value)),
    );
    return;
  }
  const [, ...set] = pairs;
  await tx.query(
    `UPDATE cars SET ${set.map(([column], index) => `"${column}" = ${placeholder(column, index + 1)}`).join(', ')}
      WHERE id = $${set.length + 1}`,
    [...set.map(([column, value]) => parameter(column, value)), write.after.id],
  );
}

/** The cars table's column types (`integer`, `numeric(12,2)`, `jsonb` ...), read once per import. */
async function carColumnTypes(db: Queryable): Promise<Map<string, string>> {
  const rows = await db.query<{ name: string; type: string }>(
    `SELECT attname AS name, format_type(atttypid, atttypmod) AS type FROM pg_attribute
      WHERE attrelid = 'cars'::regclass AND attnum > 0 AND NOT attisdropped`,
  );
  return new Map(rows.map((row) => [row.name, row.type]));
}

/** A value as the text its column type reads (JSON columns as JSON text). */
function columnText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * Writes many cars in a few statements: new cars in one INSERT and changed cars in one UPDATE
 * per set of columns (rows of one feed usually share theirs), each reading its rows from one
 * text array per column through unnest, cast to the column's type: the database parses only
 * the columns the rows set (not a JSON document holding every row and key).
 */
async function writeCars(
  tx: Queryable,
  writes: CarWrite[],
  now: Date,
  types: Map<string, string>,
): Promise<void> {
  const created = writes.filter((write) => !write.before);
  const ids = await nextCarIds(tx, created.length);
  created.forEach((write, index) => {
    write.after.id = ids[index] as number;
  });
  const groups = new Map<
    string,
    { insert: boolean; columns: string[]; cells: (string | null)[][] }
  >();
  const nowText = now.toISOString();
  for (const write of writes) {
    const pairs = writePairs(write, nowText);
    const columns = pairs.map(([column]) => column);
    const key = `${write.before ? 'u' : 'i'}:${columns.join(',')}`;
    let group = groups.get(key);
    if (!group) {
      group = { insert: !write.before, columns, cells: columns.map(() => []) };
      groups.set(key, group);
    }
    for (const [column, [, value]] of pairs.entries()) {
      group.cells[column]?.push(columnText(value));
    }
  }
  for (const { insert, columns, cells } of groups.values()) {
    const list = columns.map((column) => `"${column}"`).join(', ');
    const arrays = columns.map((_, index) => `$${index + 1}::text[]`).join(', ');
    const typed = (column: string) => `u."${column}"::${types.get(column) ?? 'text'}`;
    if (insert) {
      await tx.query(
        `INSERT INTO cars (${list})
         SELECT ${columns.map(typed).join(', ')} FROM unnest(${arrays}) AS u(${list})`,
        cells,
      );
    } else {
      const set = columns
        .filter((column) => column !== 'id')
        .map((column) => `"${column}" = ${typed(column)}`)
        .join(', ');
      await tx.query(
        `UPDATE cars SET ${set}
           FROM unnest(${arrays}) AS u(${list})
          WHERE cars.id = ${typed('id')}`,
        cells,
      );
    }
  }
}

/** A database failure on one row, said so the dealer can act on it. */
function databaseReason(error: unknown): string {
  const { code, message } = error as { code?: string; message?: string };
  if (code === '23505') return 'stocknum: this stock number or VIN is already used by another car';
  return `could not be saved: ${message ?? String(error)}`;
}

// ---------------------------------------------------------------------------------------------
// The import.
// ---------------------------------------------------------------------------------------------

export interface StockImportOptions {
  /** The site the feed is for (from the site directory); rows may only name its dealerships. */
  site: SiteRecord;
  feed: string | Buffer;
  format: StockFeedFormat;
  /** A full feed lists all the site's stock: in-stock cars missing from it are marked sold. */
  fullFeed: boolean;
  /** The clock: created_at, updated_at and sold_at of what this import writes. */
  now: Date;
  /** Where the feed came from, kept in stock_imports (`api`, `cli:<file>` ...). */
  source?: string;
  /**
   * Called with (0, total) before the first batch, then as each batch's transaction commits with
   * the rows done so far and that batch.
   */
  onProgress?: (done: number, total: number, batch?: StockImportBatchReport) => void;
  /** Rows per transaction (default {@link STOCK_IMPORT_BATCH_SIZE}). */
  batchSize?: number;
}

/** One committed batch: its rows landed (or were rejected) together in one transaction. */
export interface StockImportBatchReport {
  /** 1-based, of `batches`. */
  batch: number;
  batches: number;
  /** The feed rows it covered (1-based, inclusive). */
  first_row: number;
  last_row: number;
  accepted: number;
  rejected: number;
}

export interface StockImportRowReport {
  /** 1-based: row 1 is the first car (the line after a CSV header). */
  row: number;
  stocknum?: string;
  vin?: string;
  status: 'created' | 'updated' | 'rejected';
  car_id?: number;
  reasons?: string[];
}

export interface StockImportReport {
  import_id: number;
  site: string;
  source: string;
  format: StockFeedFormat;
  full_feed: boolean;
  total: number;
  accepted: number;
  rejected: number;
  created: number;
  updated: number;
  marked_sold: number;
  marked_sold_cars: { id: number; stocknum: string }[];
  rows: StockImportRowReport[];
  /** The batches in the order they committed (absent from reports made before batches were listed). */
  batches?: StockImportBatchReport[];
  /** Every car this import created, updated or marked sold: what the search index refreshes. */
  car_ids: number[];
  warnings: string[];
}

/** Records checked between yields to the event loop while a batch is written. */
const CHECK_SLICE = 200;
const yieldToEventLoop = () => new Promise<void>((done) => setImmediate(done));

type Checked = { row: ValidRow; dealership: SiteDealership } | { reasons: string[] };

const rawText = (value: unknown) => {
  const text = asText(value);
  return typeof text === 'string' && text !== '' ? text : undefined;
};

/**
 * Imports a CSV or JSON stock feed into the site's cars: validates each row (a bad row is
 * rejected with reasons, the rest still land), upserts by stock number or VIN per dealership in
 * batched transactions, marks in-stock cars missing from a full feed sold, and records the import
 * in stock_imports. The caller refreshes the search index from `car_ids`.
 *
 * @throws StockFeedError when the feed as a whole cannot be read (recorded in stock_imports too).
 */
export async function importStock(
  db: Pick<Database, 'query' | 'transaction'>,
  options: StockImportOptions,
): Promise<StockImportReport> {
  const { site, now, fullFeed, format } = options;
  const source = options.source ?? 'api';
  const batchSize = Math.max(1, options.batchSize ?? STOCK_IMPORT_BATCH_SIZE);

  let feed: ParsedStockFeed;
  const warnings: string[] = [];
  try {
    feed = parseStockFeed(options.feed, format);
    warnings.push(...feed.warnings);
  } catch (error) {
    if (error instanceof StockFeedError) {
      await db.query(
        `INSERT INTO stock_imports (site_id, source, full_feed, accepted, rejected, marked_sold, report, created_at)
         VALUES ($1, $2, $3, 0, 0, 0, $4::jsonb, $5)`,
        [site.id, source, fullFeed, JSON.stringify({ error: error.message }), now],
      );
    }
    throw error;
  }

  const schema = stockRowSchema({ now });
  const knownFields = new Set([...Object.keys(schema.shape), ...DERIVED_FIELDS]);
  const unknownFields = new Set<string>();
  const dealerships = await siteDealerships(db, site);
  const known = await KnownCars.load(db, site.dealershipIds);
  const columnTypes = await carColumnTypes(db);
  const total = feed.count;
  const batchCount = Math.ceil(total / batchSize);
  const batches: StockImportBatchReport[] = [];
  const rows: StockImportRowReport[] = [];
  const touched = new Set<number>();
  const seen = new Map<string, number>();
  let done = 0;
  options.onProgress?.(0, total);

  /**
   * Validates a record on its own (the schema and the site's dealerships): the valid row with
   * where it goes, or the reasons it is rejected. Needs nothing earlier rows did, so the next
   * batch is checked while the database writes this one.
   */
  const check = (record: StockFeedRecord): Checked => {
    if (record.problem) return { reasons: [`row: ${record.problem}`] };
    for (const field of Object.keys(record.values)) {
      if (!knownFields.has(field)) unknownFields.add(field);
    }
    const parsed = schema.safeParse(record.values);
    const place = placeRow(record.values, site, dealerships);
    const reasons = [
      ...(parsed.success ? [] : parsed.error.issues.map(reasonText)),
      ...place.reasons,
    ];
    if (!parsed.success || !place.dealership || reasons.length > 0) return { reasons };
    const row: ValidRow = {
      ...parsed.data,
      dealership_id: place.dealership.id,
      location_id: place.locationId,
    };
    return { row, dealership: place.dealership };
  };

  /** A checked record against the rows before it: a stock number or VIN given twice is rejected. */
  const validate = (record: StockFeedRecord, checked: Checked): Checked => {
    if ('reasons' in checked) return checked;
    const { row } = checked;
    const duplicate: string[] = [];
    for (const [field, value] of [
      ['stocknum', row.stocknum],
      ['vin', row.vin],
    ] as const) {
      if (!value) continue;
      const key = `${row.dealership_id}\u0000${field}\u0000${value}`;
      const first = seen.get(key);
      if (first !== undefined) {
        duplicate.push(
          `${field}: "${value}" appears more than once in the feed (first at row ${first})`,
        );
      } else {
        seen.set(key, record.row);
      }
    }
    return duplicate.length > 0 ? { reasons: duplicate } : checked;
  };

  /** Where a record goes: a write to make, or its report as rejected. Lookups see earlier rows. */
  const resolve = (
    record: StockFeedRecord,
    checked: Checked,
    flushFirst: (cars: (KnownCar | undefined)[]) => boolean,
  ): { report: StockImportRowReport; write?: CarWrite; wait?: true } => {
    const report: StockImportRowReport = { row: record.row, status: 'rejected' };
    const stocknum = rawText(record.values.stocknum);
    const vinText = rawText(record.values.vin);
    if (stocknum) report.stocknum = stocknum;
    if (vinText) report.vin = vinText.replace(/\s+/g, '').toUpperCase();
    const valid = validate(record, checked);
    if ('reasons' in valid) return { report: { ...report, reasons: valid.reasons } };
    const { row, dealership } = valid;
    const byStock = known.byStocknum(dealership.id, row.stocknum);
    const byVin = row.vin ? known.byVinNumber(dealership.id, row.vin) : undefined;
    // A row about a car an unwritten row of this batch changes waits for that write first.
    if (flushFirst([byStock, byVin])) {
      seen.forEach((first, key) => {
        if (first === record.row) seen.delete(key);
      });
      return { report, wait: true };
    }
    if (byStock && byVin && byStock !== byVin) {
      return {
        report: {
          ...report,
          reasons: [
            `vin: "${row.vin}" belongs to stock number "${byVin.stocknum}", not "${row.stocknum}"`,
          ],
        },
      };
    }
    const before = byStock ?? byVin;
    if (!before) {
      const missing = (['year', 'make', 'model'] as const).filter((field) => row[field] == null);
      if (missing.length > 0) {
        return {
          report: {
            ...report,
            reasons: missing.map((field) => `${field}: is required for a new car`),
          },
        };
      }
    }
    const write: CarWrite = { row, dealership, before, after: carAfter(row, dealership, before) };
    known.replace(before, write.after);
    return { report, write };
  };

  const landed = (report: StockImportRowReport, write: CarWrite): StockImportRowReport => {
    touched.add(write.after.id);
    return { ...report, status: write.before ? 'updated' : 'created', car_id: write.after.id };
  };

  /**
   * Writes the batch's rows in a few statements. When the database refuses one (a stock number
   * or VIN another car holds), the batch statement fails as a whole: the batch's writes are
   * undone and made one by one instead, so only the refused row is rejected.
   */
  const writeBatch = async (
    tx: Queryable,
    pending: { index: number; write: CarWrite }[],
    out: StockImportRowReport[],
  ): Promise<void> => {
    if (pending.length === 0) return;
    await tx.query('SAVEPOINT stock_batch');
    try {
      await writeCars(
        tx,
        pending.map(({ write }) => write),
        now,
        columnTypes,
      );
      await tx.query('RELEASE SAVEPOINT stock_batch');
      for (const { index, write } of pending)
        out[index] = landed(out[index] as StockImportRowReport, write);
      return;
    } catch {
      await tx.query('ROLLBACK TO SAVEPOINT stock_batch');
    }
    for (let i = pending.length - 1; i >= 0; i--) {
      const { write } = pending[i] as { write: CarWrite };
      known.restore(write.before, write.after);
    }
    for (const { index, write } of pending) {
      const report = out[index] as StockImportRowReport;
      await tx.query('SAVEPOINT stock_row');
      try {
        await writeCar(tx, write, now);
        await tx.query('RELEASE SAVEPOINT stock_row');
        known.replace(write.before, write.after);
        out[index] = landed(report, write);
      } catch (error) {
        await tx.query('ROLLBACK TO SAVEPOINT stock_row');
        out[index] = { ...report, reasons: [databaseReason(error)] };
      }
    }
  };

  // The import's stock_imports row exists from the start and each batch's transaction adds its
  // counts: after a crash mid-import it says how many rows (from the first) landed; a batch is
  // all there or not at all, and importing the feed again updates the cars it created.
  const [started] = await db.query<{ id: number }>(
    `INSERT INTO stock_imports (site_id, source, full_feed, accepted, rejected, marked_sold, report, created_at)
     VALUES ($1, $2, $3, 0, 0, 0, $4::jsonb, $5) RETURNING id`,
    [
      site.id,
      source,
      fullFeed,
      JSON.stringify({
        site: site.slug,
        source,
        format,
        full_feed: fullFeed,
        total,
        finished: false,
        rows_landed: 0,
      }),
      now,
    ],
  );
  const importId = started?.id as number;

  /** A batch's records, checked a slice at a time so the event loop serves the batch in flight. */
  const checkBatch = async (start: number) => {
    const records: StockFeedRecord[] = [];
    const checks: Checked[] = [];
    const end = Math.min(total, start + batchSize);
    for (let index = start; index < end; index++) {
      if ((index - start) % CHECK_SLICE === CHECK_SLICE - 1) await yieldToEventLoop();
      const record = feed.record(index);
      records.push(record);
      checks.push(check(record));
    }
    return { records, checks };
  };

  let next = total > 0 ? checkBatch(0) : undefined;
  for (let start = 0, batchNumber = 1; start < total; start += batchSize, batchNumber++) {
    const { records: batch, checks } = await (next as ReturnType<typeof checkBatch>);
    const writing = db.transaction(async (tx) => {
      const out: StockImportRowReport[] = [];
      let pending: { index: number; write: CarWrite }[] = [];
      const pendingCars = new Set<KnownCar>();
      const waits = (cars: (KnownCar | undefined)[]) =>
        cars.some((car) => car !== undefined && pendingCars.has(car));
      for (const [i, record] of batch.entries()) {
        const checked = checks[i] as Checked;
        let resolved = resolve(record, checked, waits);
        if (resolved.wait) {
          await writeBatch(tx, pending, out);
          pending = [];
          pendingCars.clear();
          resolved = resolve(record, checked, waits);
        }
        out.push(resolved.report);
        if (resolved.write) {
          pending.push({ index: out.length - 1, write: resolved.write });
          pendingCars.add(resolved.write.after);
        }
      }
      await writeBatch(tx, pending, out);
      const accepted = out.filter((report) => report.status !== 'rejected').length;
      await tx.query(
        `UPDATE stock_imports SET accepted = accepted + $2, rejected = rejected + $3,
                report = jsonb_set(report, '{rows_landed}', to_jsonb($4::int))
          WHERE id = $1`,
        [importId, accepted, out.length - accepted, start + batch.length],
      );
      return out;
    });
    // The next batch is checked while this one is written (it reads nothing this one changes).
    next = start + batchSize < total ? checkBatch(start + batchSize) : undefined;
    next?.catch(() => {});
    const reports = await writing;
    for (const report of reports) rows.push(report);
    const accepted = reports.filter((report) => report.status !== 'rejected').length;
    const committed: StockImportBatchReport = {
      batch: batchNumber,
      batches: batchCount,
      first_row: start + 1,
      last_row: start + batch.length,
      accepted,
      rejected: reports.length - accepted,
    };
    batches.push(committed);
    done += batch.length;
    options.onProgress?.(done, total, committed);
  }

  if (unknownFields.size > 0) {
    warnings.push(`Ignored unknown fields: ${[...unknownFields].sort().join(', ')}.`);
  }
  const accepted = rows.filter((row) => row.status !== 'rejected').length;
  const rejectedRows = rows.filter((row) => row.status === 'rejected');
  const unidentified = rejectedRows.filter((row) => !row.stocknum && !row.vin);

  // In a full feed a rejected row still says "this car is in stock": never mark it sold.
  const present = new Set(touched);
  const rejectedStocknums = new Set(rejectedRows.flatMap((row) => row.stocknum ?? []));
  const rejectedVins = new Set(rejectedRows.flatMap((row) => row.vin ?? []));
  for (const id of known.idsMatching(rejectedStocknums, rejectedVins)) present.add(id);
  let markSold = fullFeed;
  if (fullFeed && accepted === 0) {
    markSold = false;
    warnings.push(
      'No cars were marked sold: a full feed with no accepted rows is taken as a mistake.',
    );
  } else if (fullFeed && unidentified.length > 0) {
    markSold = false;
    warnings.push(
      `No cars were marked sold: rows ${unidentified.map((row) => row.row).join(', ')} have no stocknum or vin, so the cars they stand for are unknown.`,
    );
  }

  return db.transaction(async (tx) => {
    const sold = markSold
      ? await tx.query<{ id: number; stocknum: string }>(
          `UPDATE cars SET status = 'sold', sold_at = $1, updated_at = $1
            WHERE dealership_id = ANY($2::int[]) AND status = ANY($3::text[])
              AND id NOT IN (SELECT unnest($4::int[]))
          RETURNING id, stocknum`,
          [now, site.dealershipIds, [...IN_STOCK_STATUSES], [...present]],
        )
      : [];
    sold.sort((a, b) => a.id - b.id);
    const report: Omit<StockImportReport, 'import_id'> = {
      site: site.slug,
      source,
      format,
      full_feed: fullFeed,
      total,
      accepted,
      rejected: rejectedRows.length,
      created: rows.filter((row) => row.status === 'created').length,
      updated: rows.filter((row) => row.status === 'updated').length,
      marked_sold: sold.length,
      marked_sold_cars: sold,
      rows,
      batches,
      car_ids: [...new Set([...touched, ...sold.map((car) => car.id)])].sort((a, b) => a - b),
      warnings,
    };
    await tx.query(
      `UPDATE stock_imports SET accepted = $2, rejected = $3, marked_sold = $4, report = $5::jsonb
        WHERE id = $1`,
      [
        importId,
        report.accepted,
        report.rejected,
        report.marked_sold,
        JSON.stringify({ ...report, finished: true, rows_landed: total }),
      ],
    );
    return { import_id: importId, ...report };
  });
}
