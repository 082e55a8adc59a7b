import { describe, expect, it } from 'vitest';
import { ids, indexWith, makeCars } from '../test/fixtures.ts';
import { MeiliError } from './errors.ts';

const cars = [
  { id: 1, make: 'Toyota', model: 'Corolla', badge: 'Ascent Sport', colour: 'White', price: 25000 },
  { id: 2, make: 'Toyota', model: 'Camry', badge: 'Ascent', colour: 'Black', price: 32000 },
  { id: 3, make: 'Mazda', model: 'CX-5', badge: 'Maxx Sport', colour: 'White', price: 36000 },
  { id: 4, make: 'Ford', model: 'Ranger', badge: 'Wildtrak', colour: 'Orange', price: 61000 },
  { id: 5, make: 'Ford', model: 'Everest', badge: 'Sport', colour: 'White' },
  { id: 6, make: 'Holden', model: 'Commodore', badge: 'Evoke', colour: 'Silver', price: 9000 },
  {
    id: 7,
    make: 'Mitsubishi',
    model: 'Outlander',
    badge: 'LS',
    colour: 'Sport Red',
    price: '19990',
  },
];

const settings = {
  searchableAttributes: ['make', 'model', 'badge', 'colour'],
  filterableAttributes: ['make', 'price', 'colour'],
  sortableAttributes: ['price', 'make'],
};

function search(params: Record<string, unknown>, documents = cars) {
  const { index } = indexWith(documents, settings);
  return index.search(params);
}

describe('search', () => {
  describe('query words', () => {
    it('lowercases and folds accents on both sides', () => {
      const docs = [
        { id: 1, name: 'Škoda Octavia' },
        { id: 2, name: 'Citroën C4' },
      ];
      const { index } = indexWith(docs);
      expect(ids(index.search({ q: 'SKODA' }))).toEqual([1]);
      expect(ids(index.search({ q: 'citroen c4' }))).toEqual([2]);
    });

    it('splits words on non-alphanumerics (`CX-5` is `cx` and `5`)', () => {
      expect(ids(search({ q: 'cx 5' }))).toEqual([3]);
      expect(ids(search({ q: 'cx-5' }))).toEqual([3]);
    });

    it('matches the last word as a prefix', () => {
      expect(ids(search({ q: 'toyota cor' }))[0]).toBe(1);
      expect(ids(search({ q: 'comm' }))).toEqual([6]);
    });

    it('does not prefix-match a word followed by a space', () => {
      expect(ids(search({ q: 'comm ' }))).toEqual([]);
    });

    it('does not prefix-match words before the last', () => {
      expect(ids(search({ q: 'comm ford', matchingStrategy: 'all' }))).toEqual([]);
    });

    it('treats an empty or separator-only query as a placeholder search', () => {
      expect(search({ q: '' }).estimatedTotalHits).toBe(7);
      expect(search({ q: '  - ' }).estimatedTotalHits).toBe(7);
      expect(search({}).estimatedTotalHits).toBe(7);
      expect(search({ q: null }).estimatedTotalHits).toBe(7);
    });

    it('only uses the first 10 query words', () => {
      const q = 'one two three four five six seven eight nine ten ranger';
      const docs = [{ id: 1, text: 'ranger' }];
      const { index } = indexWith(docs);
      expect(index.search({ q, matchingStrategy: 'last' }).hits).toEqual([]);
      expect(
        ids(index.search({ q: 'ranger one two three four five six seven eight nine ten' })),
      ).toEqual([1]);
    });

    it('searches numbers as words', () => {
      const { index } = indexWith(cars);
      expect(ids(index.search({ q: '19990' }))).toEqual([7]);
      expect(ids(index.search({ q: '61000' }))).toEqual([4]);
    });
  });

  describe('typo tolerance', () => {
    const words = [
      { id: 1, word: 'kia' },
      { id: 2, word: 'ford' },
      { id: 3, word: 'mazda' },
      { id: 4, word: 'corolla' },
      { id: 5, word: 'landcruiser' },
      { id: 6, word: 'outlander' },
    ];

    function typo(q: string) {
      const { index } = indexWith(words);
      return ids(index.search({ q: `${q} ` }));
    }

    it('allows no typo below 5 letters', () => {
      expect(typo('kai')).toEqual([]);
      expect(typo('fird')).toEqual([]);
      expect(typo('ford')).toEqual([2]);
    });

    it('allows one typo from 5 letters', () => {
      expect(typo('mazdx')).toEqual([3]);
      expect(typo('mazd')).toEqual([]);
      expect(typo('corrolla')).toEqual([4]);
      expect(typo('corrolaa')).toEqual([]);
    });

    it('allows two typos from 9 letters', () => {
      expect(typo('landcrusre')).toEqual([5]);
      expect(typo('landcruzer')).toEqual([5]);
      expect(typo('lanndcruzer')).toEqual([]);
      expect(typo('outlnder')).toEqual([6]);
    });

    it('counts a typo on the first letter as two', () => {
      expect(typo('xazda')).toEqual([]);
      expect(typo('korolla')).toEqual([]);
      expect(typo('kandcruiser')).toEqual([5]);
      expect(typo('kandcruser')).toEqual([]);
    });

    it('counts a swap of two adjacent letters as one typo', () => {
      expect(typo('amzda')).toEqual([]);
      expect(typo('mzada')).toEqual([3]);
      expect(typo('croolla')).toEqual([4]);
    });

    it('ranks fewer typos first', () => {
      const docs = [
        { id: 1, model: 'maxda' },
        { id: 2, model: 'mazda' },
      ];
      const { index } = indexWith(docs);
      expect(ids(index.search({ q: 'mazda ' }))).toEqual([2, 1]);
    });

    it('applies typos to the prefix word', () => {
      expect(ids(search({ q: 'outlnad' }))).toEqual([7]);
    });

    it('can be turned off or disabled on words', () => {
      const { index } = indexWith(words, { typoTolerance: { enabled: false } });
      expect(ids(index.search({ q: 'mazdx ' }))).toEqual([]);
      const other = indexWith(words, { typoTolerance: { disableOnWords: ['mazdx'] } }).index;
      expect(ids(other.search({ q: 'mazdx ' }))).toEqual([]);
      const sizes = indexWith(words, {
        typoTolerance: { minWordSizeForTypos: { oneTypo: 3 } },
      }).index;
      expect(ids(sizes.search({ q: 'kiz ' }))).toEqual([1]);
    });
  });

  describe('matchingStrategy', () => {
    it("'last' drops words from the end and ranks documents with more words first", () => {
      const response = search({ q: 'ford sport white' });
      expect(ids(response)).toEqual([5, 4]);
      expect(response.estimatedTotalHits).toBe(2);
    });

    it("'last' keeps the first word mandatory", () => {
      expect(ids(search({ q: 'ford ascent' }))).toEqual([4, 5]);
    });

    it("'all' requires every word", () => {
      expect(ids(search({ q: 'ford sport white', matchingStrategy: 'all' }))).toEqual([5]);
      expect(ids(search({ q: 'ford ascent', matchingStrategy: 'all' }))).toEqual([]);
    });

    it("'frequency' drops the most frequent words first", () => {
      // `sport` is in four documents, `white` in three, `mazda` in one.
      expect(ids(search({ q: 'sport white mazda', matchingStrategy: 'frequency' }))).toEqual([3]);
    });

    it('rejects unknown strategies', () => {
      expect(() => search({ q: 'x', matchingStrategy: 'some' })).toThrow(
        expect.objectContaining({ code: 'invalid_search_matching_strategy' }),
      );
    });
  });

  describe('ranking rules', () => {
    it('ranks documents with the words close together first (proximity)', () => {
      const docs = [
        { id: 1, text: 'sport white paint and a red interior' },
        { id: 2, text: 'white sport with red paint' },
        { id: 3, text: 'red paint' },
      ];
      const { index } = indexWith(docs);
      expect(ids(index.search({ q: 'red paint' }))).toEqual([3, 2, 1]);
    });

    it('ranks matches in more important attributes first (attribute)', () => {
      const docs = [
        { id: 1, badge: 'Ranger', model: 'Everest' },
        { id: 2, badge: 'Sport', model: 'Ranger' },
      ];
      const { index } = indexWith(docs, { searchableAttributes: ['model', 'badge'] });
      expect(ids(index.search({ q: 'ranger' }))).toEqual([2, 1]);
    });

    it('ranks exact words before prefix matches (exactness)', () => {
      const docs = [
        { id: 1, model: 'Rangers' },
        { id: 2, model: 'Ranger' },
      ];
      const { index } = indexWith(docs);
      expect(ids(index.search({ q: 'ranger' }))).toEqual([2, 1]);
    });

    it('ranks an attribute equal to the query before one merely containing it', () => {
      const docs = [
        { id: 1, model: 'Ranger Raptor' },
        { id: 2, model: 'Ranger' },
      ];
      const { index } = indexWith(docs);
      expect(ids(index.search({ q: 'ranger' }))).toEqual([2, 1]);
    });

    it('applies the sort parameter at the position of the sort rule', () => {
      // Relevancy (words) first: both words beat one word, then price.
      expect(ids(search({ q: 'ford sport', sort: ['price:asc'] }))).toEqual([5, 4]);
      const { index } = indexWith(cars, {
        ...settings,
        rankingRules: ['sort', 'words', 'typo', 'proximity', 'attribute', 'exactness'],
      });
      expect(ids(index.search({ q: 'ford sport', sort: ['price:asc'] }))).toEqual([4, 5]);
    });

    it('supports custom ranking rules (`price:desc`)', () => {
      const { index } = indexWith(cars, { ...settings, rankingRules: ['words', 'price:desc'] });
      expect(ids(index.search({ q: 'sport' }))).toEqual([3, 1, 7, 5]);
    });

    it('keeps insertion order for a placeholder search without sort', () => {
      expect(ids(search({}))).toEqual([1, 2, 3, 4, 5, 6, 7]);
    });

    it('shows a ranking score when asked (1 for a perfect match)', () => {
      const response = search({ q: 'ford', showRankingScore: true });
      expect(response.hits[0]?._rankingScore).toBe(1);
      const partial = search({ q: 'ford ranger sport', showRankingScore: true });
      const scores = partial.hits.map((hit) => hit._rankingScore as number);
      expect(scores[0]).toBeGreaterThan(scores[1] as number);
    });

    it('drops hits below rankingScoreThreshold', () => {
      const response = search({ q: 'ford ranger', rankingScoreThreshold: 0.6 });
      expect(ids(response)).toEqual([4]);
    });
  });

  describe('sort', () => {
    it('sorts ascending and descending', () => {
      expect(ids(search({ sort: ['price:asc'] }))).toEqual([6, 7, 1, 2, 3, 4, 5]);
      expect(ids(search({ sort: ['price:desc'] }))).toEqual([4, 3, 2, 1, 7, 6, 5]);
    });

    it('puts documents without the value last in both directions', () => {
      expect(ids(search({ sort: ['price:asc'] })).at(-1)).toBe(5);
      expect(ids(search({ sort: ['price:desc'] })).at(-1)).toBe(5);
    });

    it('sorts numbers before strings in both directions', () => {
      const docs = [
        { id: 1, v: 'b' },
        { id: 2, v: 10 },
        { id: 3, v: 'a' },
        { id: 4, v: 2 },
        { id: 5 },
      ];
      const { index } = indexWith(docs, { sortableAttributes: ['v'] });
      expect(ids(index.search({ sort: ['v:asc'] }))).toEqual([4, 2, 3, 1, 5]);
      expect(ids(index.search({ sort: ['v:desc'] }))).toEqual([2, 4, 1, 3, 5]);
    });

    it('sorts strings alphabetically, ignoring case', () => {
      expect(ids(search({ sort: ['make:asc', 'price:asc'] }))).toEqual([4, 5, 6, 3, 7, 1, 2]);
      const docs = [
        { id: 1, v: 'b' },
        { id: 2, v: 'A' },
        { id: 3, v: 'C' },
      ];
      const { index } = indexWith(docs, { sortableAttributes: ['v'] });
      expect(ids(index.search({ sort: ['v:asc'] }))).toEqual([2, 1, 3]);
    });

    it('breaks ties with the next sort attribute', () => {
      expect(ids(search({ sort: ['make:desc', 'price:desc'] }))).toEqual([2, 1, 7, 3, 6, 4, 5]);
    });

    it('uses the smallest element of an array ascending and the largest descending', () => {
      const docs = [
        { id: 1, v: [5, 50] },
        { id: 2, v: 20 },
      ];
      const { index } = indexWith(docs, { sortableAttributes: ['v'] });
      expect(ids(index.search({ sort: ['v:asc'] }))).toEqual([1, 2]);
      expect(ids(index.search({ sort: ['v:desc'] }))).toEqual([1, 2]);
    });

    it('rejects attributes that are not sortable', () => {
      expect(() => search({ sort: ['colour:asc'] })).toThrow(
        new MeiliError(
          'invalid_search_sort',
          'Attribute `colour` is not sortable. Available sortable attributes are: `make, price`.',
        ),
      );
    });

    it('rejects malformed sort expressions', () => {
      expect(() => search({ sort: ['price'] })).toThrow(
        'Invalid syntax for the sort parameter: expected expression ending by `:asc` or `:desc`, found `price`.',
      );
    });

    it('needs the sort ranking rule', () => {
      const { index } = indexWith(cars, { ...settings, rankingRules: ['words', 'typo'] });
      expect(() => index.search({ sort: ['price:asc'] })).toThrow(
        expect.objectContaining({ code: 'invalid_search_sort' }),
      );
    });
  });

  describe('pagination', () => {
    const many = makeCars(1500);

    it('answers limit/offset with estimatedTotalHits', () => {
      const response = search({ limit: 2, offset: 3 });
      expect(ids(response)).toEqual([4, 5]);
      expect(response).toMatchObject({ limit: 2, offset: 3, estimatedTotalHits: 7, query: '' });
      expect(response).not.toHaveProperty('totalHits');
    });

    it('defaults to limit 20 and offset 0', () => {
      const { index } = indexWith(many);
      const response = index.search({});
      expect(response.hits).toHaveLength(20);
      expect(response).toMatchObject({ limit: 20, offset: 0 });
    });

    it('answers page/hitsPerPage with totalHits and totalPages', () => {
      const response = search({ page: 2, hitsPerPage: 3 });
      expect(ids(response)).toEqual([4, 5, 6]);
      expect(response).toMatchObject({ page: 2, hitsPerPage: 3, totalHits: 7, totalPages: 3 });
      expect(response).not.toHaveProperty('estimatedTotalHits');
    });

    it('gives no hits for page 0 or hitsPerPage 0', () => {
      expect(search({ page: 0 }).hits).toEqual([]);
      expect(search({ hitsPerPage: 0 })).toMatchObject({ hits: [], totalPages: 0, totalHits: 7 });
    });

    it('caps estimatedTotalHits and reachable hits at maxTotalHits (default 1000)', () => {
      const { index } = indexWith(many);
      expect(index.search({}).estimatedTotalHits).toBe(1000);
      expect(index.search({ offset: 990, limit: 20 }).hits).toHaveLength(10);
      expect(index.search({ offset: 1000 }).hits).toEqual([]);
    });

    it('caps totalHits and totalPages at maxTotalHits', () => {
      const { index } = indexWith(many, { pagination: { maxTotalHits: 100 } });
      expect(index.search({ page: 1, hitsPerPage: 30 })).toMatchObject({
        totalHits: 100,
        totalPages: 4,
      });
      expect(index.search({ page: 4, hitsPerPage: 30 }).hits).toHaveLength(10);
    });

    it('rejects negative or non-integer values', () => {
      expect(() => search({ limit: -1 })).toThrow(
        expect.objectContaining({ code: 'invalid_search_limit' }),
      );
      expect(() => search({ offset: 1.5 })).toThrow(
        expect.objectContaining({ code: 'invalid_search_offset' }),
      );
      expect(() => search({ page: 'x' })).toThrow(
        expect.objectContaining({ code: 'invalid_search_page' }),
      );
    });
  });

  describe('attributes', () => {
    it('returns only attributesToRetrieve', () => {
      expect(search({ q: 'ranger', attributesToRetrieve: ['id', 'model'] }).hits).toEqual([
        { id: 4, model: 'Ranger' },
      ]);
    });

    it('never returns attributes outside displayedAttributes', () => {
      const { index } = indexWith(cars, { displayedAttributes: ['id', 'make'] });
      expect(index.search({ q: 'ranger', attributesToRetrieve: ['*'] }).hits).toEqual([
        { id: 4, make: 'Ford' },
      ]);
    });

    it('selects nested attributes by dot path', () => {
      const docs = [{ id: 1, market: { average: 20000, state: 21000 } }];
      const { index } = indexWith(docs);
      expect(index.search({ attributesToRetrieve: ['id', 'market.state'] }).hits).toEqual([
        { id: 1, market: { state: 21000 } },
      ]);
    });

    it('only searches searchableAttributes', () => {
      expect(ids(search({ q: '61000' }))).toEqual([]);
    });

    it('echoes the query and reports processingTimeMs', () => {
      expect(search({ q: 'Ranger' })).toMatchObject({ query: 'Ranger', processingTimeMs: 0 });
    });
  });

  describe('parameter errors', () => {
    it('rejects a non-string q', () => {
      expect(() => search({ q: 5 })).toThrow(
        new MeiliError(
          'invalid_search_q',
          'Invalid value type at `.q`: expected a string, but found a positive integer: `5`',
        ),
      );
    });

    it('rejects unknown parameters as bad_request', () => {
      expect(() => search({ query: 'x' })).toThrow(
        expect.objectContaining({ code: 'bad_request' }),
      );
    });
  });
});
