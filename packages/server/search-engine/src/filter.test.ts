import { describe, expect, it } from 'vitest';
import { ids, indexWith } from '../test/fixtures.ts';
import { MeiliError } from './errors.ts';

const documents = [
  { id: 1, make: 'Toyota', price: 100, year: 2020, tags: ['sunroof', 'tow bar'], certified: true },
  { id: 2, make: 'toyota', price: '100', year: 2018, tags: [], certified: 'true' },
  { id: 3, make: 'Mazda', price: 250, year: 2022, tags: ['sunroof'], certified: false },
  { id: 4, make: 'Ford', price: null, year: 2015, tags: null, certified: false },
  { id: 5, make: 'Kia', year: 2021, colour: 'Rock Grey', tags: [null] },
  { id: 6, make: "Cee'd", price: 75.5, year: 2019, tags: [''], colour: '' },
  { id: 7, make: 'Škoda', price: 300, year: 2023, tags: { towing: 'yes' }, colour: 'Red' },
  { id: 8, make: 'Ford', price: 400, tags: {} },
];

const filterable = ['make', 'price', 'year', 'tags', 'certified', 'colour'];

function search(filter: unknown) {
  const { index } = indexWith(documents, { filterableAttributes: filterable });
  return ids(index.search({ filter: filter as string, limit: 100 }));
}

function filterError(filter: unknown): MeiliError {
  const { index } = indexWith(documents, { filterableAttributes: filterable });
  try {
    index.search({ filter: filter as string });
  } catch (error) {
    if (error instanceof MeiliError) return error;
    throw error;
  }
  throw new Error('expected the filter to fail');
}

describe('filter', () => {
  describe('equality', () => {
    it('matches strings case-insensitively (`=` on strings)', () => {
      expect(search('make = TOYOTA')).toEqual([1, 2]);
      expect(search("make = 'toyota'")).toEqual([1, 2]);
    });

    it('matches numbers and numeric strings, quoted or not (`price = "100"` matches 100)', () => {
      expect(search('price = 100')).toEqual([1, 2]);
      expect(search('price = "100"')).toEqual([1, 2]);
      expect(search('price = 75.5')).toEqual([6]);
    });

    it('matches any element of an array', () => {
      expect(search('tags = sunroof')).toEqual([1, 3]);
      expect(search('tags = "tow bar"')).toEqual([1]);
    });

    it('matches booleans and "true"/"false" strings with true/false', () => {
      expect(search('certified = true')).toEqual([1, 2]);
      expect(search('certified = false')).toEqual([3, 4]);
    });

    it('does not match null, empty arrays or missing fields', () => {
      expect(search('price = null')).toEqual([]);
    });

    it('matches nested fields by dot path', () => {
      expect(search('tags.towing = yes')).toEqual([7]);
    });

    it('keeps accents distinct but compares case-insensitively', () => {
      expect(search('make = ŠKODA')).toEqual([7]);
      expect(search('make = skoda')).toEqual([]);
    });
  });

  describe('negation', () => {
    it('`!=` includes documents without the field', () => {
      expect(search('colour != Red')).toEqual([1, 2, 3, 4, 5, 6, 8]);
    });

    it('`NOT` includes documents without the field', () => {
      expect(search('NOT colour = Red')).toEqual([1, 2, 3, 4, 5, 6, 8]);
      expect(search('NOT price > 100')).toEqual([1, 2, 4, 5, 6]);
    });

    it('`NOT IN` includes documents without the field', () => {
      expect(search('make NOT IN [Toyota, Ford]')).toEqual([3, 5, 6, 7]);
    });

    it('double negation gives the original set', () => {
      expect(search('NOT NOT make = Ford')).toEqual([4, 8]);
    });
  });

  describe('comparison', () => {
    it('compares numbers, including numeric strings in the documents', () => {
      expect(search('price > 100')).toEqual([3, 7, 8]);
      expect(search('price >= 100')).toEqual([1, 2, 3, 7, 8]);
      expect(search('price < 100')).toEqual([6]);
      expect(search('price <= 100')).toEqual([1, 2, 6]);
    });

    it('`TO` is inclusive on both ends', () => {
      expect(search('price 100 TO 300')).toEqual([1, 2, 3, 7]);
      expect(search('year 2018 TO 2020')).toEqual([1, 2, 6]);
    });

    it('accepts quoted numbers in comparisons', () => {
      expect(search('year > "2021"')).toEqual([3, 7]);
    });

    it('compares strings lexicographically when the operand is not a number', () => {
      expect(search('make > kia')).toEqual([1, 2, 3, 7]);
      expect(search('make >= kia')).toEqual([1, 2, 3, 5, 7]);
      expect(search('make < ford')).toEqual([6]);
    });

    it('ignores null and missing values in numeric comparisons', () => {
      expect(search('price > 0')).toEqual([1, 2, 3, 6, 7, 8]);
    });
  });

  describe('IN', () => {
    it('matches any of the listed values', () => {
      expect(search('make IN [mazda, kia]')).toEqual([3, 5]);
      expect(search('make IN ["Mazda", \'Kia\',]')).toEqual([3, 5]);
      expect(search('price IN [100, 250]')).toEqual([1, 2, 3]);
    });

    it('an empty list matches nothing', () => {
      expect(search('make IN []')).toEqual([]);
    });
  });

  describe('EXISTS, IS NULL, IS EMPTY', () => {
    it('EXISTS matches present fields, null and empty included', () => {
      expect(search('price EXISTS')).toEqual([1, 2, 3, 4, 6, 7, 8]);
      expect(search('tags EXISTS')).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    });

    it('NOT EXISTS in both spellings matches missing fields', () => {
      expect(search('price NOT EXISTS')).toEqual([5]);
      expect(search('NOT price EXISTS')).toEqual([5]);
    });

    it('IS NULL matches null only (not `[null]`)', () => {
      expect(search('tags IS NULL')).toEqual([4]);
      expect(search('tags IS NOT NULL')).toEqual([1, 2, 3, 5, 6, 7, 8]);
    });

    it('IS EMPTY matches "", [] and {} (not `[""]`)', () => {
      expect(search('tags IS EMPTY')).toEqual([2, 8]);
      expect(search('colour IS EMPTY')).toEqual([6]);
      expect(search('tags IS NOT EMPTY')).toEqual([1, 3, 4, 5, 6, 7]);
    });
  });

  describe('logic', () => {
    it('AND binds tighter than OR', () => {
      expect(search('make = Ford AND price = 400 OR make = Kia')).toEqual([5, 8]);
      expect(search('make = Kia OR make = Ford AND price = 400')).toEqual([5, 8]);
    });

    it('NOT binds tighter than AND', () => {
      expect(search('NOT make = Ford AND price > 200')).toEqual([3, 7]);
    });

    it('parentheses override precedence', () => {
      expect(search('(make = Kia OR make = Ford) AND year > 2016')).toEqual([5]);
    });

    it('array form: outer items AND, inner arrays OR, strings are full expressions', () => {
      expect(search(['year > 2016', ['make = Ford', 'make = Kia OR make = Mazda']])).toEqual([
        3, 5,
      ]);
      expect(search([['make = Toyota', 'make = Mazda'], 'price > 100'])).toEqual([3]);
    });

    it('an empty string or array is no filter', () => {
      expect(search('')).toHaveLength(8);
      expect(search([])).toHaveLength(8);
    });
  });

  describe('quoting', () => {
    it('supports single and double quotes with backslash escapes', () => {
      expect(search("make = 'Cee\\'d'")).toEqual([6]);
      expect(search('make = "Cee\'d"')).toEqual([6]);
      expect(search('colour = "Rock Grey"')).toEqual([5]);
    });

    it('quoted keywords are plain values', () => {
      expect(search('make = "AND"')).toEqual([]);
    });
  });

  describe('errors', () => {
    it('rejects attributes that are not filterable with the available list', () => {
      const error = filterError('model = Corolla');
      expect(error.code).toBe('invalid_search_filter');
      expect(error.httpStatus).toBe(400);
      expect(error.message).toBe(
        'Attribute `model` is not filterable. Available filterable attributes are: `certified, colour, make, price, tags, year`.\n1:6 model = Corolla',
      );
    });

    it('points at the attribute inside a longer filter', () => {
      const error = filterError('make = Kia AND model = Rio');
      expect(error.message.split('\n')[1]).toBe('16:21 make = Kia AND model = Rio');
    });

    it('reports a missing operation with its position', () => {
      const error = filterError('make = Kia AND year');
      expect(error.message).toBe(
        'Was expecting an operation `=`, `!=`, `>=`, `>`, `<=`, `<`, `IN`, `NOT IN`, `TO`, `EXISTS`, `NOT EXISTS`, `IS NULL`, `IS NOT NULL`, `IS EMPTY`, `IS NOT EMPTY`, `_geoRadius`, or `_geoBoundingBox` at `year`.\n16:20 make = Kia AND year',
      );
    });

    it('reports a dangling AND', () => {
      const error = filterError('make = Kia AND');
      expect(error.message).toMatch(/but instead got nothing\.\n15:15 make = Kia AND$/);
    });

    it('reports a missing value', () => {
      expect(filterError('make =').message).toBe(
        'Was expecting a value but instead got nothing.\n7:7 make =',
      );
    });

    it('reports a reserved keyword used as a value', () => {
      expect(filterError('make = OR').message).toMatch(
        /^Was expecting a value but instead got `OR`, which is a reserved keyword/,
      );
    });

    it('reports a missing closing parenthesis', () => {
      expect(filterError('(make = Kia OR make = Ford').message).toBe(
        'Expression `(make = Kia OR make = Ford` is missing the following closing delimiter: `)`.\n1:27 (make = Kia OR make = Ford',
      );
    });

    it('reports an unterminated quote', () => {
      expect(filterError("make = 'Kia").message).toMatch(
        /missing the following closing delimiter: `'`/,
      );
    });

    it('reports trailing characters', () => {
      expect(filterError('make = Kia year = 2020').message).toBe(
        'Found unexpected characters at the end of the filter: `year = 2020`. You probably forgot an `OR` or an `AND` rule.\n12:23 make = Kia year = 2020',
      );
    });

    it('reports malformed IN lists', () => {
      expect(filterError('make IN Kia').message).toMatch(/^Expected `\[` after `IN` keyword\./);
      expect(filterError('make IN [Kia').message).toMatch(
        /^Expected matching `\]` after the list of field names given to `IN\[`/,
      );
    });

    it('rejects filters of the wrong type', () => {
      expect(filterError(42).message).toMatch(/expected String, Array, found: 42/);
      expect(filterError([['a = 1', ['b = 2']]]).message).toMatch(/expected String, found/);
    });

    it('rejects geo filters when `_geo` is not filterable', () => {
      expect(filterError('_geoRadius(45.47, 9.18, 2000)').message).toMatch(
        /^Attribute `_geo` is not filterable/,
      );
    });

    it('says when no attribute is filterable', () => {
      const { index } = indexWith(documents);
      expect(() => index.search({ filter: 'make = Kia' })).toThrow(
        'Attribute `make` is not filterable. This index does not have configured filterable attributes.\n1:5 make = Kia',
      );
    });
  });
});

describe('filter (generated documents)', () => {
  // A tiny reference evaluator over plain documents, for randomised agreement checks.
  type Doc = { id: number; make?: string; price?: number | null; tags?: string[] };
  type Check = { filter: string; test: (doc: Doc) => boolean };

  function documentsAndChecks(seed: number): { docs: Doc[]; checks: Check[] } {
    let state = seed;
    const next = () => {
      state = (state * 1103515245 + 12345) & 0x7fffffff;
      return state / 0x7fffffff;
    };
    const makes = ['Kia', 'Ford', 'Mazda', 'Toyota'];
    const tags = ['a', 'b', 'c'];
    const docs: Doc[] = [];
    for (let id = 0; id < 300; id++) {
      const doc: Doc = { id };
      if (next() < 0.9) doc.make = makes[Math.floor(next() * makes.length)] as string;
      const p = next();
      if (p < 0.85) doc.price = Math.floor(next() * 100);
      else if (p < 0.9) doc.price = null;
      if (next() < 0.7) doc.tags = tags.filter(() => next() < 0.5);
      docs.push(doc);
    }
    const checks: Check[] = [];
    for (let i = 0; i < 40; i++) {
      const make = makes[Math.floor(next() * makes.length)] as string;
      const low = Math.floor(next() * 60);
      const high = low + Math.floor(next() * 40);
      const tag = tags[Math.floor(next() * tags.length)] as string;
      const hasPrice = (d: Doc) => typeof d.price === 'number';
      checks.push(
        { filter: `make = ${make}`, test: (d) => d.make === make },
        { filter: `make != ${make}`, test: (d) => d.make !== make },
        {
          filter: `price ${low} TO ${high}`,
          test: (d) => hasPrice(d) && (d.price as number) >= low && (d.price as number) <= high,
        },
        {
          filter: `price > ${low} AND NOT tags = ${tag}`,
          test: (d) => hasPrice(d) && (d.price as number) > low && !d.tags?.includes(tag),
        },
        {
          filter: `price < ${high} OR tags = ${tag} AND make = ${make}`,
          test: (d) =>
            (hasPrice(d) && (d.price as number) < high) ||
            (!!d.tags?.includes(tag) && d.make === make),
        },
        {
          filter: `NOT (price >= ${low} OR make IN [${make}, Kia])`,
          test: (d) =>
            !((hasPrice(d) && (d.price as number) >= low) || d.make === make || d.make === 'Kia'),
        },
        {
          filter: 'price IS NULL OR tags IS EMPTY',
          test: (d) => d.price === null || (Array.isArray(d.tags) && d.tags.length === 0),
        },
        { filter: 'price NOT EXISTS', test: (d) => d.price === undefined },
      );
    }
    return { docs, checks };
  }

  it('agrees with a reference evaluation, also after deletions and replacements', () => {
    const { docs, checks } = documentsAndChecks(11);
    const { index } = indexWith(docs as never[], {
      filterableAttributes: ['make', 'price', 'tags'],
    });
    const live = new Map(docs.map((doc) => [doc.id, doc]));
    const verify = () => {
      for (const check of checks) {
        const expected = [...live.values()].filter(check.test).map((doc) => doc.id);
        const actual = ids(index.search({ filter: check.filter, limit: 1000 }));
        expect(actual, check.filter).toEqual(expected);
      }
    };
    verify();
    const removed = docs.filter((doc) => doc.id % 3 === 0).map((doc) => doc.id);
    index.deleteDocuments(removed);
    for (const id of removed) live.delete(id);
    const replaced = docs.filter((doc) => doc.id % 5 === 1).map((doc) => ({ ...doc, price: 42 }));
    index.addDocuments(replaced as never[]);
    // Replaced documents move to the end of the insertion order.
    for (const doc of replaced) {
      live.delete(doc.id);
      live.set(doc.id, doc);
    }
    verify();
  });
});

describe('filter (numeric ranges on many documents)', () => {
  it('agrees with a reference evaluation for wide and narrow ranges', () => {
    let state = 5;
    const next = () => {
      state = (state * 1103515245 + 12345) & 0x7fffffff;
      return state / 0x7fffffff;
    };
    const docs = Array.from({ length: 6000 }, (_, id) => ({
      id,
      price: Math.floor(next() * 5000),
    }));
    const { index } = indexWith(docs, {
      filterableAttributes: ['price'],
      pagination: { maxTotalHits: 10000 },
    });
    index.deleteDocuments(docs.filter((doc) => doc.id % 7 === 0).map((doc) => doc.id));
    const live = docs.filter((doc) => doc.id % 7 !== 0);
    const ranges: [number, number][] = [
      [0, 4999],
      [100, 4900],
      [1234, 3456],
      [2500, 2600],
      [4999, 4999],
      [-10, 10],
    ];
    for (const [low, high] of ranges) {
      const expected = live.filter((doc) => doc.price >= low && doc.price <= high).length;
      const response = index.search({ filter: `price ${low} TO ${high}`, limit: 0 });
      expect(response.estimatedTotalHits, `${low} TO ${high}`).toBe(expected);
      const outside = index.search({ filter: `NOT price ${low} TO ${high}`, limit: 0 });
      expect(outside.estimatedTotalHits).toBe(live.length - expected);
    }
    const { index: capped } = indexWith(docs, {
      filterableAttributes: ['price'],
      pagination: { maxTotalHits: 10000 },
    });
    for (const [low, high] of ranges) {
      const expected = docs.filter((doc) => doc.price > low && doc.price < high).length;
      expect(
        capped.search({ filter: `price > ${low} AND price < ${high}`, limit: 0 })
          .estimatedTotalHits,
      ).toBe(expected);
    }
  });
});
