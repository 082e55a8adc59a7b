import { describe, expect, it } from 'vitest';
import { fixedEngine, ids, indexWith } from '../test/fixtures.ts';
import { MeiliError } from './errors.ts';

function caught(fn: () => unknown): MeiliError {
  try {
    fn();
  } catch (error) {
    if (error instanceof MeiliError) return error;
    throw error;
  }
  throw new Error('expected a MeiliError');
}

describe('SearchEngine', () => {
  describe('indexes', () => {
    it('creates, lists, gets and deletes indexes', () => {
      const engine = fixedEngine();
      engine.createIndex('cars', { primaryKey: 'id' });
      engine.createIndex('offers');
      expect(engine.listIndexes()).toEqual({
        results: [
          {
            uid: 'cars',
            primaryKey: 'id',
            createdAt: '2026-01-01T00:00:00.000Z',
            updatedAt: '2026-01-01T00:00:00.000Z',
          },
          {
            uid: 'offers',
            primaryKey: null,
            createdAt: '2026-01-01T00:00:00.000Z',
            updatedAt: '2026-01-01T00:00:00.000Z',
          },
        ],
        offset: 0,
        limit: 20,
        total: 2,
      });
      expect(engine.getIndex('cars').uid).toBe('cars');
      expect(engine.deleteIndex('cars')).toMatchObject({
        indexUid: 'cars',
        status: 'succeeded',
        type: 'indexDeletion',
      });
      expect(engine.listIndexes().total).toBe(1);
    });

    it('throws index_not_found (404) for unknown indexes', () => {
      const error = caught(() => fixedEngine().getIndex('nope'));
      expect(error.toJSON()).toEqual({
        message: 'Index `nope` not found.',
        code: 'index_not_found',
        type: 'invalid_request',
        link: 'https://docs.meilisearch.com/errors#index_not_found',
      });
      expect(error.httpStatus).toBe(404);
    });

    it('refuses a taken or invalid uid', () => {
      const engine = fixedEngine();
      engine.createIndex('cars');
      expect(caught(() => engine.createIndex('cars')).code).toBe('index_already_exists');
      expect(caught(() => engine.createIndex('cars')).httpStatus).toBe(409);
      expect(caught(() => engine.createIndex('bad uid')).code).toBe('invalid_index_uid');
    });

    it('getOrCreateIndex creates on first use only', () => {
      const engine = fixedEngine();
      const first = engine.getOrCreateIndex('cars', { primaryKey: 'id' });
      expect(engine.getOrCreateIndex('cars')).toBe(first);
    });
  });

  describe('documents', () => {
    it('adds documents and answers with a succeeded task', () => {
      const { engine, index } = indexWith([]);
      const task = index.addDocuments([{ id: 1, make: 'Kia' }]);
      expect(task).toEqual({
        taskUid: expect.any(Number),
        indexUid: 'cars',
        status: 'succeeded',
        type: 'documentAdditionOrUpdate',
        enqueuedAt: '2026-01-01T00:00:00.000Z',
      });
      expect(engine.getTask(task.taskUid)).toMatchObject({
        uid: task.taskUid,
        status: 'succeeded',
        details: { receivedDocuments: 1, indexedDocuments: 1 },
        error: null,
      });
    });

    it('replaces a document with the same primary key on add', () => {
      const { index } = indexWith([{ id: 1, make: 'Kia', model: 'Rio' }]);
      index.addDocuments([{ id: 1, make: 'Kia' }]);
      expect(index.getDocument(1)).toEqual({ id: 1, make: 'Kia' });
      expect(index.search({ q: 'rio' }).hits).toEqual([]);
    });

    it('merges fields on update', () => {
      const { index } = indexWith([{ id: 1, make: 'Kia', model: 'Rio' }], {
        filterableAttributes: ['price'],
      });
      index.updateDocuments([{ id: 1, price: 9000 }]);
      expect(index.getDocument('1')).toEqual({ id: 1, make: 'Kia', model: 'Rio', price: 9000 });
      expect(ids(index.search({ q: 'rio', filter: 'price = 9000' }))).toEqual([1]);
    });

    it('treats numeric and string ids as the same document', () => {
      const { index } = indexWith([{ id: 7, make: 'Kia' }]);
      expect(index.getDocument('7')).toEqual({ id: 7, make: 'Kia' });
    });

    it('deletes documents by id, by filter and all at once', () => {
      const docs = [1, 2, 3, 4].map((id) => ({ id, make: id % 2 ? 'Kia' : 'Ford' }));
      const { index } = indexWith(docs, { filterableAttributes: ['make'] });
      index.deleteDocuments([1, '2', 99]);
      expect(ids(index.search({}))).toEqual([3, 4]);
      index.deleteDocuments({ filter: 'make = Ford' });
      expect(ids(index.search({}))).toEqual([3]);
      index.deleteAllDocuments();
      expect(index.search({}).estimatedTotalHits).toBe(0);
    });

    it('keeps filters, facets and sort right after deletions and re-adds', () => {
      const docs = Array.from({ length: 40 }, (_, i) => ({
        id: i,
        make: i % 2 ? 'Kia' : 'Ford',
        price: i,
      }));
      const { index } = indexWith(docs, {
        filterableAttributes: ['make', 'price'],
        sortableAttributes: ['price'],
      });
      index.deleteDocuments(Array.from({ length: 30 }, (_, i) => i));
      index.addDocuments([{ id: 5, make: 'Kia', price: 100 }]);
      const response = index.search({
        filter: 'price > 5',
        facets: ['make'],
        sort: ['price:desc'],
      });
      expect(ids(response)).toEqual([5, 39, 38, 37, 36, 35, 34, 33, 32, 31, 30]);
      expect(response.facetDistribution).toEqual({ make: { Ford: 5, Kia: 6 } });
    });

    it('throws document_not_found (404) for unknown ids', () => {
      const { index } = indexWith([{ id: 1 }]);
      const error = caught(() => index.getDocument(2));
      expect(error.toJSON()).toMatchObject({
        code: 'document_not_found',
        message: 'Document `2` not found.',
      });
      expect(error.httpStatus).toBe(404);
    });

    it('pages documents with offset, limit, fields and filter', () => {
      const docs = [1, 2, 3, 4, 5].map((id) => ({
        id,
        make: id > 2 ? 'Kia' : 'Ford',
        model: `M${id}`,
      }));
      const { index } = indexWith(docs, { filterableAttributes: ['make'] });
      expect(index.getDocuments({ offset: 1, limit: 2, fields: ['id'] })).toEqual({
        results: [{ id: 2 }, { id: 3 }],
        offset: 1,
        limit: 2,
        total: 5,
      });
      expect(index.getDocuments({ filter: 'make = Kia', fields: ['model'] }).results).toEqual([
        { model: 'M3' },
        { model: 'M4' },
        { model: 'M5' },
      ]);
    });

    it('infers a primary key ending in id', () => {
      const engine = fixedEngine();
      const index = engine.createIndex('cars');
      index.addDocuments([{ car_id: 'abc-1', make: 'Kia' }]);
      expect(index.primaryKey).toBe('car_id');
      expect(index.getDocument('abc-1')).toEqual({ car_id: 'abc-1', make: 'Kia' });
    });

    it('fails the task for missing or invalid document ids', () => {
      const { engine, index } = indexWith([]);
      const missing = caught(() => index.addDocuments([{ make: 'Kia' }]));
      expect(missing.code).toBe('missing_document_id');
      expect(engine.getTask(missing.taskUid as number)).toMatchObject({
        status: 'failed',
        error: { code: 'missing_document_id' },
      });
      expect(caught(() => index.addDocuments([{ id: 'a b' }])).code).toBe('invalid_document_id');
    });
  });

  describe('settings', () => {
    it('returns Meilisearch defaults', () => {
      const { index } = indexWith([]);
      expect(fixedEngine().createIndex('x').getSettings()).toMatchObject({
        displayedAttributes: ['*'],
        searchableAttributes: ['*'],
        filterableAttributes: [],
        sortableAttributes: [],
        rankingRules: ['words', 'typo', 'proximity', 'attribute', 'sort', 'exactness'],
        faceting: { maxValuesPerFacet: 100, sortFacetValuesBy: { '*': 'alpha' } },
        pagination: { maxTotalHits: 1000 },
        typoTolerance: { enabled: true, minWordSizeForTypos: { oneTypo: 5, twoTypos: 9 } },
      });
      expect(index.updateSettings({ filterableAttributes: ['make'] })).toMatchObject({
        type: 'settingsUpdate',
        status: 'succeeded',
      });
    });

    it('re-indexes existing documents when filterable attributes change', () => {
      const { index } = indexWith([{ id: 1, make: 'Kia' }]);
      index.updateSettings({ filterableAttributes: ['make'] });
      expect(ids(index.search({ filter: 'make = kia' }))).toEqual([1]);
      index.updateSettings({ filterableAttributes: null });
      expect(index.getSettings().filterableAttributes).toEqual([]);
    });

    it('rejects invalid ranking rules', () => {
      const { index } = indexWith([]);
      expect(caught(() => index.updateSettings({ rankingRules: ['wordz'] })).code).toBe(
        'invalid_settings_ranking_rules',
      );
    });
  });

  describe('multiSearch', () => {
    it('runs each query on its index and tags results with indexUid', () => {
      const engine = fixedEngine();
      const cars = engine.createIndex('cars', { primaryKey: 'id' });
      cars.updateSettings({ filterableAttributes: ['make'] });
      cars.addDocuments([
        { id: 1, make: 'Kia' },
        { id: 2, make: 'Ford' },
      ]);
      const offers = engine.createIndex('offers', { primaryKey: 'id' });
      offers.addDocuments([{ id: 'o1', title: 'Free servicing' }]);
      const response = engine.multiSearch({
        queries: [
          { indexUid: 'cars', filter: 'make = Kia', limit: 10 },
          { indexUid: 'offers', q: 'servicing' },
        ],
      });
      expect(response.results.map((result) => result.indexUid)).toEqual(['cars', 'offers']);
      expect(ids(response.results[0] as { hits: Record<string, unknown>[] })).toEqual([1]);
      expect(response.results[1]).toMatchObject({ query: 'servicing', estimatedTotalHits: 1 });
    });

    it('reports an unknown index as index_not_found with status 400', () => {
      const engine = fixedEngine();
      engine.createIndex('cars');
      const error = caught(() =>
        engine.multiSearch({ queries: [{ indexUid: 'cars' }, { indexUid: 'trucks' }] }),
      );
      expect(error.code).toBe('index_not_found');
      expect(error.httpStatus).toBe(400);
      expect(error.message).toBe('Inside `.queries[1]`: Index `trucks` not found.');
    });

    it('names the failing query for other errors', () => {
      const engine = fixedEngine();
      engine.createIndex('cars');
      const error = caught(() =>
        engine.multiSearch({ queries: [{ indexUid: 'cars', filter: 'a = 1' }] }),
      );
      expect(error.code).toBe('invalid_search_filter');
      expect(error.message).toMatch(/^Inside `\.queries\[0\]`: Attribute `a` is not filterable/);
    });
  });

  describe('errors', () => {
    it('serialises auth errors with type auth', () => {
      const missing = new MeiliError(
        'missing_authorization_header',
        'The Authorization header is missing. It must use the bearer authorization method.',
      );
      expect(missing.toJSON().type).toBe('auth');
      expect(missing.httpStatus).toBe(401);
      const invalid = new MeiliError('invalid_api_key', 'The provided API key is invalid.');
      expect(invalid.httpStatus).toBe(403);
      expect(JSON.parse(JSON.stringify(invalid))).toEqual({
        message: 'The provided API key is invalid.',
        code: 'invalid_api_key',
        type: 'auth',
        link: 'https://docs.meilisearch.com/errors#invalid_api_key',
      });
    });

    it('maps malformed payloads to malformed_payload', () => {
      const { index } = indexWith([]);
      expect(
        caught(() => index.addDocuments([42 as unknown as Record<string, unknown>])).code,
      ).toBe('malformed_payload');
    });

    it('lists recorded tasks newest first and throws task_not_found', () => {
      const { engine } = indexWith([{ id: 1 }]);
      const tasks = engine.getTasks({ limit: 2 });
      expect(tasks.results.map((task) => task.type)).toEqual([
        'documentAdditionOrUpdate',
        'settingsUpdate',
      ]);
      expect(tasks.total).toBe(3);
      expect(caught(() => engine.getTask(999)).code).toBe('task_not_found');
    });
  });
});
