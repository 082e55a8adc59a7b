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

/**
 * A feed read up front as far as telling whether it can be imported and how many cars it holds;
 * each car's values are made when `record(index)` asks for it, so an import holds the feed text
 * and one batch of records at a time, not a second and third copy of every row.
 */
export interface ParsedStockFeed {
  /** How many cars (records after a CSV header) the feed holds. */
  count: number;
  /** Car `index` (0-based; its `row` is index + 1). */
  record(index: number): StockFeedRecord;
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
  const delimiter = csvDelimiter(firstLine);
  const table = scanCsv(text, delimiter) ?? parseCsvSlowly(text, delimiter);
  if (table.count === 0) throw new StockFeedError('The CSV feed is empty: it needs a header row.');
  const names = table.cells(0).map(normaliseFieldName);
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
  const record = (index: number): StockFeedRecord => {
    const row = index + 1;
    const cells = table.cells(row);
    const extra = cells.slice(names.length).filter((value) => value.trim() !== '');
    if (cells.length < names.length || extra.length > 0) {
      return {
        row,
        values: {},
        problem: `has ${cells.length} values but the header has ${names.length} columns`,
      };
    }
    const values: Record<string, unknown> = {};
    for (let column = 0; column < names.length; column++) {
      const name = names[column] as string;
      if (name !== '') values[name] = cells[column];
    }
    return { row, values };
  };
  return { count: table.count - 1, record, warnings };
}

/** A CSV's records (the header first), each read into cells when asked for. */
export interface CsvTable {
  count: number;
  cells(index: number): string[];
}

/** Every record at once through csv-parse: the reading that defines what a feed's CSV means. */
export function parseCsvSlowly(text: string, delimiter: string): CsvTable {
  let records: string[][];
  try {
    records = parse(text, {
      delimiter,
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
    }) as string[][];
  } catch (error) {
    throw new StockFeedError(`The CSV feed could not be read: ${(error as Error).message}`);
  }
  return { count: records.length, cells: (index) => records[index] ?? [] };
}

const QUOTE = 34;
/** A half of a UTF-16 pair on its own: csv-parse reads such text as U+FFFD. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const LF = 10;
const CR = 13;

/** What String.prototype.trim removes (JS \s): a record of only these cells is skipped. */
function isSpace(code: number): boolean {
  if (code < 128) return code === 32 || (code >= 9 && code <= 13);
  return /\s/.test(String.fromCharCode(code));
}

/**
 * The fast reading of a well-formed CSV: one pass over the text finds where each record starts
 * and ends (no cells made yet); `cells(i)` splits record i when the import reaches it. It reads
 * a CSV exactly as parseCsvSlowly does (csv-parse with the same options: quoted fields with ""
 * escapes and embedded delimiters and line breaks, \n or \r\n records, records of blank cells
 * skipped) and answers null for anything it is not sure of (a stray or unclosed quote, a lone \r,
 * mixed line endings, text that is not well-formed UTF-16): the caller then uses csv-parse, which
 * also words the error of a malformed feed. stock-feed.test.ts checks the two agree.
 */
export function scanCsv(text: string, delimiter: string): CsvTable | null {
  if (LONE_SURROGATE.test(text)) return null;
  const crlf = text.includes('\r');
  if (crlf && /\r(?!\n)|(?<!\r)\n/.test(text)) return null;
  const delim = delimiter.charCodeAt(0);
  const n = text.length;
  let starts = new Int32Array(1024);
  let ends = new Int32Array(1024);
  let count = 0;
  let recordStart = 0;
  let blank = true;
  let i = 0;
  const endRecord = (end: number) => {
    if (!blank) {
      if (count === starts.length) {
        const grownStarts = new Int32Array(count * 2);
        grownStarts.set(starts);
        starts = grownStarts;
        const grownEnds = new Int32Array(count * 2);
        grownEnds.set(ends);
        ends = grownEnds;
      }
      starts[count] = recordStart;
      ends[count] = end;
      count++;
    }
    blank = true;
  };
  // Each turn reads one field from `i`, its first character.
  while (i < n) {
    if (text.charCodeAt(i) === QUOTE) {
      i++;
      for (;;) {
        const close = text.indexOf('"', i);
        if (close < 0) return null;
        for (let j = i; blank && j < close; j++) blank = isSpace(text.charCodeAt(j));
        if (text.charCodeAt(close + 1) === QUOTE) {
          blank = false;
          i = close + 2;
          continue;
        }
        i = close + 1;
        break;
      }
      if (i === n) break;
      const next = text.charCodeAt(i);
      if (next === delim) {
        i++;
        if (i === n) break;
        continue;
      }
      if (next === LF || next === CR) {
        endRecord(i);
        i += next === CR ? 2 : 1;
        recordStart = i;
        continue;
      }
      return null;
    }
    let code = 0;
    for (; i < n; i++) {
      code = text.charCodeAt(i);
      if (code === delim || code === LF || code === CR) break;
      if (code === QUOTE) return null;
      if (blank && !isSpace(code)) blank = false;
    }
    if (i === n) break;
    if (code === delim) {
      i++;
      if (i === n) break;
      continue;
    }
    endRecord(i);
    i += code === CR ? 2 : 1;
    recordStart = i;
  }
  if (recordStart < n) endRecord(n);
  return {
    count,
    cells: (index) => splitRecord(text, starts[index] as number, ends[index] as number, delim),
  };
}

/** The cells of a record scanCsv found well-formed. */
function splitRecord(text: string, start: number, end: number, delim: number): string[] {
  const cells: string[] = [];
  let i = start;
  for (;;) {
    if (text.charCodeAt(i) === QUOTE && i < end) {
      let value = '';
      i++;
      for (;;) {
        const close = text.indexOf('"', i);
        value += text.slice(i, close);
        if (text.charCodeAt(close + 1) === QUOTE && close + 1 < end) {
          value += '"';
          i = close + 2;
          continue;
        }
        i = close + 1;
        break;
      }
      cells.push(value);
    } else {
      let j = i;
      while (j < end && text.charCodeAt(j) !== delim) j++;
      cells.push(text.slice(i, j));
      i = j;
    }
    if (i >= end) return cells;
    i++; // the delimiter
  }
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
  const record = (index: number): StockFeedRecord => {
    const car: unknown = cars[index];
    const row = index + 1;
    if (!isPlainObject(car)) return { row, values: {}, problem: 'must be an object' };
    const values: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(car)) {
      const key = normaliseFieldName(name);
      // The API car shape nests the location: take its slug (vehicle-stock §3 location).
      values[key] = key === 'location_slug' && isPlainObject(value) ? value.slug : value;
    }
    return { row, values };
  };
  return { count: cars.length, record, warnings: [] };
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
