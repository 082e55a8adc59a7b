import { readFileSync } from 'node:fs';
import type { Database } from '@forecourt/db';
import { testDatabaseTargets } from '@forecourt/db/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SiteDirectory, type SiteRecord } from './site-directory.ts';
import {
  importStock,
  STOCK_STATUSES,
  StockFeedError,
  type StockImportOptions,
  stockRowSchema,
} from './stock-import.ts';
import { type Fixture, seedFixture } from './test-fixtures.ts';

const NOW = new Date('2026-05-04T02:00:00.000Z');
const SAMPLE_CSV = readFileSync(new URL('../test-feeds/sample-stock.csv', import.meta.url));
const SAMPLE_JSON = readFileSync(new URL('../test-feeds/sample-stock.json', import.meta.url));

/** A valid new car for the fixture dealership; override any field. */
function carRow(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    stocknum: 'TM900',
    vin: 'JM0KF4WLA00900900',
    dealership_slug: 'test-motors-brisbane',
    year: 2022,
    make: 'Mazda',
    model: 'CX-30',
    badge: 'G20 Evolve',
    price: 29990,
    km: 21000,
    status: 'in_stock',
    car_type: 'used',
    ...overrides,
  };
}

/** A CSV feed of these rows: the header is the union of their fields, in first-seen order. */
function csvFeed(rows: Record<string, unknown>[]): string {
  const header = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const cell = (value: unknown) => {
    const text = value === undefined || value === null ? '' : String(value);
    return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return [header.join(','), ...rows.map((row) => header.map((name) => cell(row[name])).join(','))]
    .join('\n')
    .concat('\n');
}

interface CarState {
  id: number;
  slug: string;
  name: string;
  stocknum: string;
  vin: string | null;
  status: string;
  sold_at: Date | null;
  price: number | null;
  before_price: number | null;
  km: number | null;
  location_id: number | null;
  dealercomments: string | null;
  images: { url: string; thumb: { url: string } }[];
  features: string[];
  reserved: boolean;
  rego_expiry: string | null;
  created_at: Date;
  updated_at: Date;
}

describe.each(testDatabaseTargets())('importStock on $kind', ({ open }) => {
  let db: Database;
  let fixture: Fixture;
  let site: SiteRecord;

  beforeAll(async () => {
    db = await open();
  });
  afterAll(async () => {
    await db.close();
  });
  beforeEach(async () => {
    await db.query(
      'TRUNCATE sites, dealerships, manufacturers, stock_imports RESTART IDENTITY CASCADE',
    );
    fixture = await seedFixture(db, NOW);
    site = await new SiteDirectory(db, () => NOW).get(fixture.siteSlug);
  });

  const run = (feed: string | Buffer, extra: Partial<StockImportOptions> = {}) =>
    importStock(db, {
      site,
      feed,
      format: 'csv',
      fullFeed: false,
      now: NOW,
      ...extra,
    });

  const car = async (stocknum: string, dealershipId = 1) =>
    (
      await db.query<CarState>('SELECT * FROM cars WHERE stocknum = $1 AND dealership_id = $2', [
        stocknum,
        dealershipId,
      ])
    )[0];

  it('creates new cars from a CSV feed and updates a car matched by stock number', async () => {
    const report = await run(SAMPLE_CSV);
    expect(report).toMatchObject({
      site: 'test-motors',
      format: 'csv',
      total: 6,
      accepted: 6,
      rejected: 0,
      created: 5,
      updated: 1,
      marked_sold: 0,
      warnings: [],
    });
    expect(report.rows[0]).toEqual({
      row: 1,
      stocknum: 'TM001',
      vin: 'MR0FZ22G501000001',
      status: 'updated',
      car_id: fixture.cars.inStock.id,
    });
    const hilux = await car('TM001');
    expect(hilux).toMatchObject({
      id: 1,
      slug: '2021-toyota-hilux-sr5-1',
      price: 44990,
      before_price: 45990,
      km: 42000,
      rego_expiry: '2026-11-30',
      features: ['Reversing camera', 'Tow bar', 'Apple CarPlay'],
    });
    expect(hilux?.updated_at.toISOString()).toBe(NOW.toISOString());
    const cx5 = await car('TM101');
    expect(cx5?.slug).toBe(`2023-mazda-cx-5-maxx-sport-${cx5?.id}`);
    expect(cx5).toMatchObject({
      name: '2023 Mazda CX-5 Maxx Sport',
      status: 'in_stock',
      location_id: fixture.locationId,
      sold_at: null,
    });
    expect(cx5?.created_at.toISOString()).toBe(NOW.toISOString());
    expect(cx5?.images).toHaveLength(5);
    expect(cx5?.images[0]).toEqual({
      url: 'https://cdn.forecourt.example/test-motors/tm101/1.jpg',
      thumb: { url: 'https://cdn.forecourt.example/test-motors/tm101/1.jpg' },
    });
    expect((await car('TM104'))?.reserved).toBe(true);
    expect(report.car_ids).toEqual(
      [1, ...report.rows.filter((row) => row.status === 'created').map((row) => row.car_id)].sort(
        (a, b) => Number(a) - Number(b),
      ),
    );
  });

  it('imports a JSON feed ({ cars: [...] }) with nested variant, finance and images', async () => {
    const report = await run(SAMPLE_JSON, { format: 'json' });
    expect(report).toMatchObject({ accepted: 4, created: 3, updated: 1, rejected: 0 });
    const [landCruiser] = await db.query<{
      slug: string;
      certified: boolean;
      variant: Record<string, unknown>;
      finance_lenders: Record<string, { interestRate: number }>;
      autograb_data: Record<string, number>;
      images: { url: string; thumb: { url: string } }[];
    }>("SELECT * FROM cars WHERE stocknum = 'TM202'");
    expect(landCruiser?.slug).toMatch(/^2024-toyota-landcruiser-gxl-\d+$/);
    expect(landCruiser?.certified).toBe(true);
    expect(landCruiser?.variant.torque).toBe(700);
    expect(landCruiser?.finance_lenders.angle?.interestRate).toBe(8.99);
    expect(landCruiser?.autograb_data.state_average_market_price).toBe(109500);
    expect(landCruiser?.images[0]?.thumb.url).toBe(
      'https://cdn.forecourt.example/test-motors/tm202/1.jpg?w=200',
    );
    const corolla = await car('TM003');
    expect(corolla).toMatchObject({ status: 'in_stock', price: 31990, km: 42000 });
  });

  it('accepts a bare JSON array of cars', async () => {
    const report = await run(JSON.stringify([carRow()]), { format: 'json' });
    expect(report).toMatchObject({ accepted: 1, created: 1 });
  });

  it('updates a car matched by VIN when its stock number changed', async () => {
    const report = await run(
      csvFeed([{ stocknum: 'TM001-R', vin: 'mr0fz22g501000001', price: 43990 }]),
    );
    expect(report.rows[0]).toMatchObject({ status: 'updated', car_id: 1 });
    expect(await car('TM001')).toBeUndefined();
    expect(await car('TM001-R')).toMatchObject({ id: 1, price: 43990, vin: 'MR0FZ22G501000001' });
  });

  it('leaves absent fields as they are and clears blank ones', async () => {
    await run(csvFeed([{ stocknum: 'TM001', before_price: '' }]));
    expect(await car('TM001')).toMatchObject({
      price: 45990,
      before_price: null,
      km: 42000,
      name: '2021 Toyota HiLux',
    });
    await run(csvFeed([{ stocknum: 'TM001', before_price: 49990, images: '' }]));
    expect(await car('TM001')).toMatchObject({ before_price: 49990, images: [] });
  });

  it('rejects bad rows with readable reasons while the rest of the feed imports', async () => {
    const report = await run(
      csvFeed([
        carRow({ stocknum: 'TM901', vin: 'JM0KF4WLA00901901', price: 'abc' }),
        carRow({ stocknum: 'TM902', vin: 'JM0KF4WLA009' }),
        carRow({ stocknum: 'TM903', vin: 'JM0KF4WLA00903903', status: 'gone', year: 1899 }),
        carRow({ stocknum: '', vin: 'JM0KF4WLA00904904' }),
        carRow({ stocknum: 'TM905', vin: 'JM0KF4WLA00905905', car_type: 'lease', km: '12.5' }),
        carRow({ stocknum: 'TM906', vin: 'JM0KF4WLA00906906', make: '' }),
        carRow({ stocknum: 'TM907', vin: 'JM0KF4WLA00907907' }),
        carRow({ stocknum: 'TM907', vin: 'JM0KF4WLA00908908' }),
        carRow({ stocknum: 'TM909', vin: 'JM0KF4WLA0090990O', price: -1, certified: 'maybe' }),
        carRow({ stocknum: 'TM910', vin: 'JM0KF4WLA00910910', year: 2028 }),
      ]),
    );
    expect(report).toMatchObject({ total: 10, accepted: 1, rejected: 9, created: 1 });
    expect(report.rows.map(({ row, status, reasons }) => ({ row, status, reasons }))).toEqual([
      { row: 1, status: 'rejected', reasons: ['price: must be a number'] },
      { row: 2, status: 'rejected', reasons: ['vin: must be 17 characters'] },
      {
        row: 3,
        status: 'rejected',
        reasons: [
          'year: must be 1900 or later',
          `status: must be one of ${STOCK_STATUSES.join(', ')}`,
        ],
      },
      { row: 4, status: 'rejected', reasons: ['stocknum: is required'] },
      {
        row: 5,
        status: 'rejected',
        reasons: ['km: must be a whole number', 'car_type: must be one of new, demo, used'],
      },
      { row: 6, status: 'rejected', reasons: ['make: is required for a new car'] },
      { row: 7, status: 'created', reasons: undefined },
      {
        row: 8,
        status: 'rejected',
        reasons: ['stocknum: "TM907" appears more than once in the feed (first at row 7)'],
      },
      {
        row: 9,
        status: 'rejected',
        reasons: [
          'vin: may only hold digits and letters other than I, O and Q',
          'price: must be 0 or more',
          'certified: must be true or false',
        ],
      },
      { row: 10, status: 'rejected', reasons: ['year: must be 2027 or earlier'] },
    ]);
    expect(report.rows[0]).toMatchObject({ stocknum: 'TM901', vin: 'JM0KF4WLA00901901' });
    expect(await car('TM907')).toBeDefined();
    expect(await car('TM901')).toBeUndefined();
  });

  it('coerces CSV text: $ and commas in numbers, yes/no, DD/MM/YYYY dates, "In Stock"', async () => {
    const report = await run(
      csvFeed([
        carRow({
          price: '$31,500.00',
          km: '21,000 km',
          reserved: 'Yes',
          certified: 'no',
          rego_expiry: '5/3/2027',
          status: 'In Stock',
          car_type: 'USED',
          features: 'Sunroof | Tow bar ||',
        }),
      ]),
    );
    expect(report.rejected).toBe(0);
    expect(await car('TM900')).toMatchObject({
      price: 31500,
      km: 21000,
      reserved: true,
      rego_expiry: '2027-03-05',
      status: 'in_stock',
      features: ['Sunroof', 'Tow bar'],
    });
  });

  it('reads tab-separated feeds and warns about unknown columns', async () => {
    const feed = csvFeed([carRow({ favourite_colour: 'blue' })]).replace(/,/g, '\t');
    const report = await run(feed);
    expect(report.accepted).toBe(1);
    expect(report.warnings).toEqual(['Ignored unknown fields: favourite_colour.']);
  });

  it('rejects a row whose value count does not match the header', async () => {
    const feed = `${csvFeed([carRow()])}TM950,JM0KF4WLA00950950\n`;
    const report = await run(feed);
    expect(report.rows[1]).toEqual({
      row: 2,
      status: 'rejected',
      reasons: ['row: has 2 values but the header has 11 columns'],
    });
  });

  it("rejects a row naming another site's dealership (by slug or id)", async () => {
    const report = await run(
      csvFeed([
        carRow({ dealership_slug: 'other-cars-sydney' }),
        carRow({ stocknum: 'OC001', dealership_slug: '', dealership_id: 2 }),
        carRow({ stocknum: 'TM960', vin: '', location_slug: 'other-cars-sydney' }),
      ]),
    );
    expect(report.rows.map((row) => row.reasons)).toEqual([
      ['dealership_slug: "other-cars-sydney" is not a dealership of site "test-motors"'],
      ['dealership_id: 2 is not a dealership of site "test-motors"'],
      ['location_slug: "other-cars-sydney" is not a location of dealership "test-motors-brisbane"'],
    ]);
    const [ranger] = await db.query<{ price: number }>('SELECT price FROM cars WHERE id = 4');
    expect(ranger?.price).toBe(52990);
  });

  it('sanitises dealer comments: no <script>, onerror or javascript: links get in', async () => {
    const payload =
      '<p onclick="steal()">Great car<script>alert(document.cookie)</script></p>' +
      '<img src=x onerror="alert(1)"><iframe src="https://evil.example"></iframe>' +
      '<style>body{display:none}</style><a href="javascript:alert(1)">Click</a> ' +
      '<a href="https://www.testmotors.com.au/finance" target="_blank">Finance</a>';
    await run(JSON.stringify([carRow({ dealercomments: payload })]), { format: 'json' });
    const stored = (await car('TM900'))?.dealercomments;
    expect(stored).toBe(
      '<p>Great car</p>Click <a href="https://www.testmotors.com.au/finance" rel="nofollow noopener">Finance</a>',
    );
    expect(stored).not.toMatch(/script|onerror|onclick|javascript:|iframe|style/i);
  });

  it('marks in-stock cars missing from a full feed sold at the injected now', async () => {
    const report = await run(SAMPLE_CSV, { fullFeed: true });
    expect(report).toMatchObject({
      full_feed: true,
      marked_sold: 1,
      marked_sold_cars: [{ id: fixture.cars.comingSoon.id, stocknum: 'TM003' }],
    });
    expect(report.car_ids).toContain(fixture.cars.comingSoon.id);
    const corolla = await car('TM003');
    expect(corolla?.status).toBe('sold');
    expect(corolla?.sold_at?.toISOString()).toBe(NOW.toISOString());
    // Already sold: its sold date stays; another site's car is never touched.
    const mazda = await car('TM002');
    expect(mazda?.sold_at?.toISOString()).toBe(new Date(NOW.getTime() - 86_400_000).toISOString());
    expect((await car('OC001', 2))?.status).toBe('in_stock');
  });

  it('marks nothing sold for a partial feed', async () => {
    const report = await run(SAMPLE_CSV, { fullFeed: false });
    expect(report.marked_sold).toBe(0);
    expect((await car('TM003'))?.status).toBe('coming_soon');
  });

  it('never marks sold a car whose row in a full feed was rejected', async () => {
    const report = await run(
      csvFeed([
        { stocknum: 'TM001', price: 44000 },
        { stocknum: 'TM003', price: 'call us' },
      ]),
      { fullFeed: true },
    );
    expect(report).toMatchObject({ accepted: 1, rejected: 1, marked_sold: 0 });
    expect((await car('TM003'))?.status).toBe('coming_soon');
  });

  it('takes a full feed with no accepted rows as a mistake and marks nothing sold', async () => {
    const report = await run(csvFeed([{ stocknum: 'TM001', price: 'n/a' }]), { fullFeed: true });
    expect(report.marked_sold).toBe(0);
    expect(report.warnings).toEqual([
      'No cars were marked sold: a full feed with no accepted rows is taken as a mistake.',
    ]);
    expect((await car('TM001'))?.status).toBe('in_stock');
  });

  it('sets sold_at when a row marks a car sold and clears it when the car is back', async () => {
    await run(csvFeed([{ stocknum: 'TM001', status: 'sold' }]));
    expect((await car('TM001'))?.sold_at?.toISOString()).toBe(NOW.toISOString());
    await run(csvFeed([{ stocknum: 'TM002', status: 'in_stock' }]));
    expect(await car('TM002')).toMatchObject({ status: 'in_stock', sold_at: null });
  });

  it('writes a stock_imports row with the counts and the report', async () => {
    const report = await run(SAMPLE_CSV, { fullFeed: true, source: 'test' });
    const [saved] = await db.query<{
      site_id: number;
      source: string;
      full_feed: boolean;
      accepted: number;
      rejected: number;
      marked_sold: number;
      report: { rows: unknown[]; created: number };
      created_at: Date;
    }>('SELECT * FROM stock_imports WHERE id = $1', [report.import_id]);
    expect(saved).toMatchObject({
      site_id: 1,
      source: 'test',
      full_feed: true,
      accepted: 6,
      rejected: 0,
      marked_sold: 1,
    });
    expect(saved?.report.rows).toHaveLength(6);
    expect(saved?.report.created).toBe(5);
    expect(saved?.created_at.toISOString()).toBe(NOW.toISOString());
  });

  const fiveCars = () =>
    Array.from({ length: 5 }, (_, index) =>
      carRow({ stocknum: `TM97${index}`, vin: `JM0KF4WLA0097097${index}` }),
    );

  it('reports progress as each batch lands', async () => {
    const calls: [number, number][] = [];
    const report = await run(csvFeed(fiveCars()), {
      batchSize: 2,
      onProgress: (done, total) => calls.push([done, total]),
    });
    expect(report.created).toBe(5);
    expect(calls).toEqual([
      [0, 5],
      [2, 5],
      [4, 5],
      [5, 5],
    ]);
  });

  it('lands a batch whole or not at all, and says in stock_imports which rows landed', async () => {
    let batches = 0;
    // The second batch's transaction fails after its statements ran: a crash before its commit.
    const crashing: Pick<Database, 'query' | 'transaction'> = {
      query: (sql, params) => db.query(sql, params),
      transaction: (fn) =>
        db.transaction(async (tx) => {
          const result = await fn(tx);
          if (++batches === 2) throw new Error('killed');
          return result;
        }),
    };
    const feed = csvFeed(fiveCars());
    await expect(
      importStock(crashing, { site, feed, format: 'csv', fullFeed: false, now: NOW, batchSize: 2 }),
    ).rejects.toThrow('killed');
    const [saved] = await db.query<{ accepted: number; report: Record<string, unknown> }>(
      'SELECT accepted, report FROM stock_imports ORDER BY id DESC LIMIT 1',
    );
    expect(saved?.accepted).toBe(2);
    expect(saved?.report).toMatchObject({ finished: false, rows_landed: 2, total: 5 });
    const landed = await db.query<{ stocknum: string }>(
      "SELECT stocknum FROM cars WHERE stocknum LIKE 'TM97%' ORDER BY stocknum",
    );
    expect(landed.map((row) => row.stocknum)).toEqual(['TM970', 'TM971']);

    // Importing the feed again completes it without a second copy of any car.
    const again = await run(feed, { batchSize: 2 });
    expect(again).toMatchObject({ created: 3, updated: 2, rejected: 0 });
    const after = await db.query<{ stocknum: string }>(
      "SELECT stocknum FROM cars WHERE stocknum LIKE 'TM97%' ORDER BY stocknum",
    );
    expect(after.map((row) => row.stocknum)).toEqual(['TM970', 'TM971', 'TM972', 'TM973', 'TM974']);
    const [finished] = await db.query<{ report: Record<string, unknown> }>(
      'SELECT report FROM stock_imports WHERE id = $1',
      [again.import_id],
    );
    expect(finished?.report).toMatchObject({ finished: true, rows_landed: 5, created: 3 });
  });

  it('rejects only the row the database refuses when its batch is written together', async () => {
    let first = true;
    // A car with stock number TM972 appears after the import read the site's cars (another
    // writer), so only the database can refuse the row that creates it again.
    const racing: Pick<Database, 'query' | 'transaction'> = {
      query: (sql, params) => db.query(sql, params),
      transaction: async (fn) => {
        if (first) {
          first = false;
          await db.query(
            `INSERT INTO cars (dealership_id, slug, name, stocknum, year, make, model)
             VALUES (1, 'raced-tm972', 'Raced', 'TM972', 2020, 'Mazda', 'CX-3')`,
          );
        }
        return db.transaction(fn);
      },
    };
    const report = await importStock(racing, {
      site,
      feed: csvFeed(fiveCars()),
      format: 'csv',
      fullFeed: false,
      now: NOW,
    });
    expect(report).toMatchObject({ created: 4, rejected: 1 });
    expect(report.rows[2]).toMatchObject({
      row: 3,
      status: 'rejected',
      reasons: ['stocknum: this stock number or VIN is already used by another car'],
    });
    expect(
      report.rows.filter((row) => row.status === 'created').map((row) => row.stocknum),
    ).toEqual(['TM970', 'TM971', 'TM973', 'TM974']);
  });

  it('writes rows about the same car in one batch in feed order', async () => {
    const created = await run(csvFeed([carRow({ stocknum: 'TM960', vin: 'JM0KF4WLA00960960' })]));
    // Row 1 (no vin field) changes the car by stock number; row 2 finds the same car by its
    // VIN and renumbers it: row 2 must be written after row 1.
    const { vin: _vin, ...noVin } = carRow({ stocknum: 'TM960', price: 20000 });
    const report = await run(
      JSON.stringify([noVin, { stocknum: 'TM961', vin: 'JM0KF4WLA00960960', km: 5000 }]),
      { format: 'json' },
    );
    expect(report).toMatchObject({ created: 0, updated: 2, rejected: 0 });
    expect(report.rows.map((row) => row.car_id)).toEqual([created.car_ids[0], created.car_ids[0]]);
    expect(await car('TM960')).toBeUndefined();
    expect(await car('TM961')).toMatchObject({ price: 20000, km: 5000 });
  });

  it('throws StockFeedError for an unreadable feed and records the failure', async () => {
    await expect(run('{"cars": [', { format: 'json' })).rejects.toThrow(StockFeedError);
    await expect(run('{"vehicles": []}', { format: 'json' })).rejects.toThrow(
      'The JSON feed must be an array of cars or { "cars": [...] }.',
    );
    await expect(run('vin,price\nX,1\n')).rejects.toThrow('The CSV feed has no stocknum column.');
    await expect(run('stocknum,price\n"TM001,1\n')).rejects.toThrow(
      /^The CSV feed could not be read: /,
    );
    const failures = await db.query<{ report: { error: string } }>(
      'SELECT report FROM stock_imports ORDER BY id',
    );
    expect(failures).toHaveLength(4);
    expect(failures[2]?.report.error).toBe('The CSV feed has no stocknum column.');
  });

  it('rejects a JSON entry that is not an object', async () => {
    const report = await run(JSON.stringify([carRow(), 'TM001']), { format: 'json' });
    expect(report.rows[1]).toEqual({
      row: 2,
      status: 'rejected',
      reasons: ['row: must be an object'],
    });
  });
});

describe('stockRowSchema', () => {
  const schema = stockRowSchema({ now: NOW });

  it('keeps absent fields absent (unchanged on update) and blank ones null (cleared)', () => {
    expect(schema.parse({ stocknum: ' TM1 ', price: '' })).toEqual({
      stocknum: 'TM1',
      price: null,
    });
  });

  it('normalises VINs to upper case without spaces', () => {
    expect(schema.parse({ stocknum: 'TM1', vin: 'jm0kf4wla 00900900' }).vin).toBe(
      'JM0KF4WLA00900900',
    );
  });

  it('reads images as pipe- or comma-separated URLs, keeping commas inside a URL', () => {
    const row = schema.parse({
      stocknum: 'TM1',
      images:
        'https://res.example/image/upload/w_600,h_400/a.jpg, https://res.example/b.jpg,/media/c.svg',
    });
    expect(row.images?.map((image) => image.url)).toEqual([
      'https://res.example/image/upload/w_600,h_400/a.jpg',
      'https://res.example/b.jpg',
      '/media/c.svg',
    ]);
    const bad = schema.safeParse({
      stocknum: 'TM1',
      images: 'https://a.example/1.jpg|javascript:x',
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('must be an http(s) URL or a path starting with /');
  });

  it('reads JSON objects from CSV cells and says so when they are not', () => {
    expect(schema.parse({ stocknum: 'TM1', variant: '{"cylinders":4}' }).variant).toEqual({
      cylinders: 4,
    });
    const bad = schema.safeParse({ stocknum: 'TM1', autograb_data: 'cheap' });
    expect(bad.error?.issues[0]?.message).toBe('must be a JSON object');
  });
});
