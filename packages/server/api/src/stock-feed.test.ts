import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CsvTable, parseCsvSlowly, parseStockFeed, scanCsv } from './stock-feed.ts';

const all = (table: CsvTable) => Array.from({ length: table.count }, (_, i) => table.cells(i));

/** csv-parse's reading of the text, or 'error' where it refuses it. */
function slowly(text: string, delimiter: string): string[][] | 'error' {
  try {
    return all(parseCsvSlowly(text, delimiter));
  } catch {
    return 'error';
  }
}

const delimiters = fc.constantFrom(',', ';', '\t');

/** Any text from the characters that matter to CSV: quotes, delimiters, line breaks, spaces. */
const soup = fc
  .array(
    fc.constantFrom(
      'a',
      'B7',
      ' ',
      ',',
      ';',
      '\t',
      '"',
      '""',
      '\n',
      '\r',
      '\r\n',
      '\u00a0',
      'é',
      '😀',
      '\uD83D',
      '\u0000',
    ),
    { maxLength: 40 },
  )
  .map((parts) => parts.join(''));

/** A CSV as feeds write it: cells quoted when they need it (or at random), \n or \r\n records. */
const wellFormed = fc
  .record({
    lineBreak: fc.constantFrom('\n', '\r\n'),
    rows: fc.array(
      fc.array(
        fc.record({
          text: fc
            .array(fc.constantFrom('x', 'Toyota', '$45,990', ' ', '"', ',', ';', '\t', '\n', 'é'), {
              maxLength: 5,
            })
            .map((parts) => parts.join('')),
          quoted: fc.boolean(),
        }),
        { minLength: 1, maxLength: 5 },
      ),
      { maxLength: 6 },
    ),
    trailingBreak: fc.boolean(),
  })
  .map(({ lineBreak, rows, trailingBreak }) => ({
    lineBreak,
    rows,
    text: (delimiter: string) =>
      rows
        .map((cells) =>
          cells
            .map(({ text, quoted }) => {
              const cell = text.replaceAll('\n', lineBreak);
              const needs = /["\r\n]/.test(cell) || cell.includes(delimiter);
              return quoted || needs ? `"${cell.replaceAll('"', '""')}"` : cell;
            })
            .join(delimiter),
        )
        .join(lineBreak)
        .concat(trailingBreak ? lineBreak : ''),
  }));

describe('scanCsv (the fast CSV path of a stock feed of spec/vehicle-stock §3 cars)', () => {
  it('reads any text as csv-parse does, or leaves it to csv-parse', () => {
    let fastReads = 0;
    fc.assert(
      fc.property(soup, delimiters, (text, delimiter) => {
        const fast = scanCsv(text, delimiter);
        if (!fast) return;
        fastReads++;
        expect(all(fast)).toEqual(slowly(text, delimiter));
      }),
      { numRuns: 5000 },
    );
    expect(fastReads).toBeGreaterThan(300);
  });

  it('reads well-formed CSV itself, agreeing with csv-parse', () => {
    let fastReads = 0;
    fc.assert(
      fc.property(wellFormed, delimiters, (feed, delimiter) => {
        const text = feed.text(delimiter);
        const fast = scanCsv(text, delimiter);
        if (!fast) return;
        fastReads++;
        expect(all(fast)).toEqual(slowly(text, delimiter));
      }),
      { numRuns: 3000 },
    );
    // Only a \r inside a cell of a \n feed (mixed line endings) goes to csv-parse.
    expect(fastReads).toBeGreaterThan(2000);
  });

  it('leaves malformed quoting to csv-parse, which words the error', () => {
    for (const text of ['a,b\n"x,1\n', 'a,b\nx"y,1\n', 'a,b\n"x"y,1\n', 'a\rb\n']) {
      expect(scanCsv(text, ',')).toBeNull();
    }
    expect(() => parseStockFeed('stocknum,price\n"TM001,1\n', 'csv')).toThrow(
      /^The CSV feed could not be read: /,
    );
  });

  it('makes a record only when the import reaches it', () => {
    const feed = parseStockFeed('stocknum,price\nTM1,"1,000"\n\n,\nTM2,2\n', 'csv');
    expect(feed.count).toBe(2);
    expect(feed.record(1)).toEqual({ row: 2, values: { stocknum: 'TM2', price: '2' } });
    expect(feed.record(0)).toEqual({ row: 1, values: { stocknum: 'TM1', price: '1,000' } });
  });
});
