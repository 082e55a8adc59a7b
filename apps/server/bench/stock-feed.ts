// The synthetic stock feed of `pnpm bench:stock`: a CSV of `count` cars for one dealership, in
// the columns of a dealer management system export (vehicle-stock §3 field names). Deterministic:
// the same count and prefix give the same feed, so re-running an import updates every car.

const MAKES: [string, string[]][] = [
  ['Toyota', ['HiLux', 'Corolla', 'RAV4', 'LandCruiser', 'Camry']],
  ['Mazda', ['CX-5', 'CX-30', 'Mazda3', 'BT-50']],
  ['Ford', ['Ranger', 'Everest', 'Puma']],
  ['Hyundai', ['i30', 'Tucson', 'Kona']],
  ['Kia', ['Sportage', 'Cerato', 'Seltos']],
  ['Mitsubishi', ['Triton', 'Outlander', 'ASX']],
];
const BODIES = ['Ute', 'SUV', 'Hatch', 'Sedan', 'Wagon'];
const COLOURS = ['White', 'Black', 'Silver', 'Grey', 'Blue', 'Red'];
const FUELS = ['Petrol', 'Diesel', 'Hybrid', 'Electric'];
const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';

export const STOCK_FEED_COLUMNS = [
  'stocknum',
  'vin',
  'dealership_slug',
  'year',
  'make',
  'model',
  'badge',
  'colour',
  'price',
  'km',
  'status',
  'car_type',
  'simple_body',
  'simple_transmission',
  'simple_fuel',
  'seats',
  'doors',
  'dealercomments',
  'images',
  'features',
] as const;

/** A 17-character VIN unique to `n` (vehicle-stock §3: no I, O or Q). */
function vinOf(prefix: string, n: number): string {
  let rest = '';
  let value = n;
  for (let i = 0; i < 9; i++) {
    rest = VIN_CHARS[value % VIN_CHARS.length] + rest;
    value = Math.floor(value / VIN_CHARS.length);
  }
  return `${prefix}BENCH${rest}`.slice(0, 17).padEnd(17, '0');
}

export interface BenchCar {
  stocknum: string;
  vin: string;
  price: number;
}

/** Car `n` (0-based) of the feed, as CSV cells in STOCK_FEED_COLUMNS order. */
export function benchCarCells(
  n: number,
  dealership: string,
  overrides: Partial<Record<(typeof STOCK_FEED_COLUMNS)[number], string | number>> = {},
): string[] {
  const [make, models] = MAKES[n % MAKES.length] as [string, string[]];
  const model = models[Math.floor(n / MAKES.length) % models.length] as string;
  const stocknum = `B${String(n).padStart(7, '0')}`;
  const values: Record<string, string | number> = {
    stocknum,
    vin: vinOf('MR0', n),
    dealership_slug: dealership,
    year: 2012 + (n % 13),
    make,
    model,
    badge: n % 3 === 0 ? 'GX' : n % 3 === 1 ? 'SR5' : 'Limited',
    colour: COLOURS[n % COLOURS.length] as string,
    price: 12_000 + ((n * 7919) % 60_000),
    km: (n * 104_729) % 250_000,
    status: 'in_stock',
    car_type: n % 10 === 0 ? 'new' : 'used',
    simple_body: BODIES[n % BODIES.length] as string,
    simple_transmission: n % 4 === 0 ? 'Manual' : 'Automatic',
    simple_fuel: FUELS[n % FUELS.length] as string,
    seats: 5,
    doors: 4,
    dealercomments: `<p>Well kept ${make} ${model}, serviced on time.</p>`,
    images: [1, 2, 3]
      .map((i) => `https://cdn.forecourt.example/bench/${stocknum.toLowerCase()}/${i}.jpg`)
      .join('|'),
    features: 'Reversing camera|Bluetooth|Cruise control',
    ...overrides,
  };
  return STOCK_FEED_COLUMNS.map((column) => {
    const text = String(values[column] ?? '');
    return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  });
}

/** A CSV feed of cars `from` .. `from + count - 1`. */
export function benchStockFeed(count: number, dealership: string, from = 0): string {
  const lines = [STOCK_FEED_COLUMNS.join(',')];
  for (let n = from; n < from + count; n++) lines.push(benchCarCells(n, dealership).join(','));
  return `${lines.join('\n')}\n`;
}
