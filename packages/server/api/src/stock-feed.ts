import { parse } from 'csv-parse/sync';

/** The two feed formats a stock import reads. */
export type StockFeedFormat = 'csv' | 'json';

/** The feed as a whole cannot be read (malformed CSV or JSON, no stocknum column ...). */
export class StockFeedError extends Error {
  override name = 'StockFeedError';
}

/** One car of a feed: its 1-based position (row 1 is the first car after a CSV header). */
export interface StockFeedRecord {
  row: number;
  /** Field values under normalised names (see {@link normaliseFieldName}). */
  values: Record<string, unknown>;
  /** Set when the record cannot be read as a car at all (wrong value count, not an object). */
  problem?: string;
}

export interface ParsedStockFeed {
  records: StockFeedRecord[];
  warnings: string[];
}

/** Other names feeds use for the vehicle-stock §3 Car fields. */
const FIELD_ALIASES: Record<string, string> = {
  stock_number: 'stocknum',
  stock_no: 'stocknum',
  stockno: 'stocknum',
  rego: 'regplate',
  registration: 'regplate',
  kms: 'km',
  odometer: 'km',
  color: 'colour',
  standardequipment: 'standard_equipment',
  youxquote: 'youx_quote',
  dealer_comments: 'dealercomments',
  comments: 'dealercomments',
  dealership: 'dealership_slug',
  location: 'location_slug',
};

/** `Stock Number` → `stock_number` → `stocknum`; `standardEquipment` → `standard_equipment`. */
export function normaliseFieldName(name: string): string {
  const key = name
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  return FIELD_ALIASES[key] ?? key;
}

/** Reads a CSV (with a header row) or JSON feed into one record per car. */
export function parseStockFeed(feed: string | Buffer, format: StockFeedFormat): ParsedStockFeed {
  const text = (typeof feed === 'string' ? feed : feed.toString('utf8')).replace(/^\uFEFF/, '');
  return format === 'csv' ? parseCsv(text) : parseJson(text);
}

function parseCsv(text: string): ParsedStockFeed {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  let parsed: { record: string[]; info: { lines: number } }[];
  try {
    parsed = parse(text, {
      delimiter: csvDelimiter(firstLine),
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      info: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    throw new StockFeedError(`The CSV feed could not be read: ${(error as Error).message}`);
  }
  const [header, ...rows] = parsed;
  if (!header) throw new StockFeedError('The CSV feed is empty: it needs a header row.');
  const names = header.record.map(normaliseFieldName);
  const seen = new Set<string>();
  for (const name of names) {
    if (name !== '' && seen.has(name)) {
      throw new StockFeedError(`The CSV header names the column "${name}" twice.`);
    }
    seen.add(name);
  }
  if (!seen.has('stocknum')) {
    throw new StockFeedError('The CSV feed has no stocknum column.');
  }
  const warnings = names.includes('') ? ['Ignored a column without a header name.'] : [];
  const records = rows.map(({ record }, index): StockFeedRecord => {
    const row = index + 1;
    const extra = record.slice(names.length).filter((value) => value.trim() !== '');
    if (record.length < names.length || extra.length > 0) {
      return {
        row,
        values: {},
        problem: `has ${record.length} values but the header has ${names.length} columns`,
      };
    }
    const values: Record<string, unknown> = {};
    names.forEach((name, column) => {
      if (name !== '') values[name] = record[column];
    });
    return { row, values };
  });
  return { records, warnings };
}

/** Comma unless the header line clearly uses tabs or semicolons (spreadsheet exports do). */
function csvDelimiter(headerLine: string): string {
  const count = (ch: string) => headerLine.split(ch).length - 1;
  const candidates = [',', '\t', ';'].map((ch) => ({ ch, n: count(ch) }));
  return candidates.reduce((best, next) => (next.n > best.n ? next : best)).ch;
}

function parseJson(text: string): ParsedStockFeed {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch (error) {
    throw new StockFeedError(`The JSON feed is not valid JSON: ${(error as Error).message}`);
  }
  const cars = Array.isArray(document)
    ? document
    : isPlainObject(document) && Array.isArray(document.cars)
      ? document.cars
      : null;
  if (!cars) {
    throw new StockFeedError('The JSON feed must be an array of cars or { "cars": [...] }.');
  }
  const records = cars.map((car: unknown, index): StockFeedRecord => {
    const row = index + 1;
    if (!isPlainObject(car)) return { row, values: {}, problem: 'must be an object' };
    const values: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(car)) {
      const key = normaliseFieldName(name);
      // The API car shape nests the location: take its slug (vehicle-stock §3 location).
      values[key] = key === 'location_slug' && isPlainObject(value) ? value.slug : value;
    }
    return { row, values };
  });
  return { records, warnings: [] };
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
