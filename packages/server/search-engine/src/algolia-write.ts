import { AlgoliaError } from './algolia-error.ts';
import { isObject, translated } from './algolia-search.ts';
import type { Document } from './flatten.ts';
import type { SearchEngine } from './search-engine.ts';
import type { SearchIndex } from './search-index.ts';
import type { SettingsUpdate } from './settings.ts';

/**
 * The Algolia write and settings subset `algoliasearch` v5's full client sends (`saveObjects`,
 * `partialUpdateObjects`, `deleteObjects`, `clearObjects`, `setSettings`, `getSettings`,
 * `browseObjects`, `waitForTask`), answered from the engine with no HTTP. Writes run
 * synchronously, so every task is already `published` when its id is answered.
 */

/** The primary key of an index the Algolia protocol creates. */
export const ALGOLIA_PRIMARY_KEY = 'objectID';

export interface AlgoliaTaskResponse {
  taskID: number;
  updatedAt: string;
}

export interface AlgoliaBatchResponse {
  taskID: number;
  objectIDs: string[];
}

export interface AlgoliaBrowseResponse {
  hits: (Document & { objectID: string })[];
  cursor?: string;
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  processingTimeMS: number;
  query: string;
  params: string;
}

const BATCH_ACTIONS = [
  'addObject',
  'updateObject',
  'partialUpdateObject',
  'partialUpdateObjectNoCreate',
  'deleteObject',
  'clear',
] as const;
type BatchAction = (typeof BATCH_ACTIONS)[number];

/** `<index>:<attribute>:<asc|desc>`: a sorted view (the Algolia replica naming the engine reads). */
const SORTED_VIEW = /^([^:]+):(.+):(asc|desc)$/;

function existing(engine: SearchEngine, name: string): SearchIndex {
  if (!engine.hasIndex(name)) throw new AlgoliaError(`Index ${name} does not exist`, 404);
  return engine.getIndex(name);
}

function now(): string {
  return new Date().toISOString();
}

function objectIdOf(body: Record<string, unknown>, position: number): string {
  const id = body.objectID;
  if ((typeof id === 'string' && id !== '') || (typeof id === 'number' && Number.isFinite(id))) {
    return String(id);
  }
  throw new AlgoliaError(`requests[${position}].body: objectID is required`);
}

/** A document for an index: its primary key (when not `objectID`) follows the objectID. */
function toDocument(index: SearchIndex, body: Record<string, unknown>, id: string): Document {
  const key = index.primaryKey ?? ALGOLIA_PRIMARY_KEY;
  const document: Document = { ...(body as Document), objectID: id };
  if (key !== ALGOLIA_PRIMARY_KEY && (document[key] === undefined || document[key] === null)) {
    document[key] = id;
  }
  return document;
}

/**
 * `POST /1/indexes/{index}/batch`: `{ requests: [{ action, body }] }` applied in order. An index
 * that does not exist yet is created with primary key `objectID`.
 */
export function algoliaBatch(
  engine: SearchEngine,
  indexName: string,
  body: Record<string, unknown>,
): AlgoliaBatchResponse {
  if (SORTED_VIEW.test(indexName)) {
    throw new AlgoliaError(`Index ${indexName} is a replica: write to its primary index`);
  }
  const requests = body.requests;
  if (!Array.isArray(requests)) throw new AlgoliaError('requests: expected an array');
  const parsed = requests.map((request: unknown, position) => {
    if (!isObject(request)) throw new AlgoliaError(`requests[${position}]: expected an object`);
    const action = request.action;
    if (!(BATCH_ACTIONS as readonly unknown[]).includes(action)) {
      throw new AlgoliaError(
        `requests[${position}].action: expected one of ${BATCH_ACTIONS.join(', ')}`,
      );
    }
    const payload = request.body ?? {};
    if (!isObject(payload))
      throw new AlgoliaError(`requests[${position}].body: expected an object`);
    const objectID = action === 'clear' ? '' : objectIdOf(payload, position);
    return { action: action as BatchAction, body: payload, objectID };
  });
  return translated(() => {
    const index = engine.getOrCreateIndex(indexName, { primaryKey: ALGOLIA_PRIMARY_KEY });
    let taskID = engine.lastTaskUid() ?? 0;
    // Consecutive requests of one kind go to the engine as one write, in request order.
    for (let start = 0; start < parsed.length; ) {
      const action = (parsed[start] as (typeof parsed)[number]).action;
      let end = start;
      while (end < parsed.length && (parsed[end] as (typeof parsed)[number]).action === action)
        end++;
      const run = parsed.slice(start, end);
      start = end;
      switch (action) {
        case 'addObject':
        case 'updateObject':
          taskID = index.addDocuments(
            run.map((r) => toDocument(index, r.body, r.objectID)),
          ).taskUid;
          break;
        case 'partialUpdateObject':
          taskID = index.updateDocuments(
            run.map((r) => toDocument(index, r.body, r.objectID)),
          ).taskUid;
          break;
        case 'partialUpdateObjectNoCreate': {
          const present = run.filter((r) => {
            try {
              index.getDocument(r.objectID, { fields: [] });
              return true;
            } catch {
              return false;
            }
          });
          if (present.length > 0) {
            taskID = index.updateDocuments(
              present.map((r) => toDocument(index, r.body, r.objectID)),
            ).taskUid;
          }
          break;
        }
        case 'deleteObject':
          taskID = index.deleteDocuments(run.map((r) => r.objectID)).taskUid;
          break;
        case 'clear':
          taskID = index.deleteAllDocuments().taskUid;
          break;
      }
    }
    return { taskID, objectIDs: parsed.map((r) => r.objectID) };
  });
}

/** `POST /1/indexes/{index}/clear`: deletes every record, keeps the settings. */
export function algoliaClear(engine: SearchEngine, indexName: string): AlgoliaTaskResponse {
  const index = existing(engine, indexName);
  return translated(() => ({ taskID: index.deleteAllDocuments().taskUid, updatedAt: now() }));
}

/** Strips Algolia's attribute modifiers: `filterOnly(make)`, `searchable(make)`, `unordered(x)`. */
function bareAttribute(attribute: unknown, setting: string): string {
  if (typeof attribute !== 'string' || attribute.trim() === '') {
    throw new AlgoliaError(`${setting}: expected attribute names`);
  }
  const modified = /^(?:filterOnly|searchable|afterDistinct|unordered)\((.+)\)$/.exec(attribute);
  return (modified ? modified[1] : attribute) as string;
}

function attributeList(value: unknown, setting: string): string[] {
  if (!Array.isArray(value)) throw new AlgoliaError(`${setting}: expected an array`);
  return value.map((attribute) => bareAttribute(attribute, setting));
}

function positiveInt(value: unknown, setting: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) {
    throw new AlgoliaError(`${setting}: expected a positive integer`);
  }
  return value;
}

/** Settings the engine has no use for: accepted and ignored, as with the search parameters. */
const IGNORED_SETTINGS = new Set([
  'customRanking',
  'ranking',
  'hitsPerPage',
  'attributesToHighlight',
  'attributesToSnippet',
  'highlightPreTag',
  'highlightPostTag',
  'typoTolerance',
  'ignorePlurals',
  'removeStopWords',
  'queryLanguages',
  'indexLanguages',
  'distinct',
  'attributeForDistinct',
  'userData',
  'renderingContent',
  'unretrievableAttributes',
]);

/**
 * `PUT /1/indexes/{index}/settings`. `searchableAttributes`, `attributesForFaceting` (every
 * attribute filters, facets or numeric filters read), `attributesToRetrieve`,
 * `maxValuesPerFacet`, `paginationLimitedTo`, and `replicas` named `<index>:<attribute>:<asc|desc>`
 * (each makes that attribute sortable: the engine answers the replica's name as a sorted view).
 * On such a replica only ranking settings are accepted (its order is its name).
 */
export function algoliaSetSettings(
  engine: SearchEngine,
  indexName: string,
  body: Record<string, unknown>,
): AlgoliaTaskResponse {
  const sorted = SORTED_VIEW.exec(indexName);
  if (sorted) {
    existing(engine, sorted[1] as string);
    for (const name of Object.keys(body)) {
      if (name !== 'customRanking' && name !== 'ranking') {
        throw new AlgoliaError(`${name}: a sorted replica takes only customRanking or ranking`);
      }
    }
    return { taskID: engine.lastTaskUid() ?? 0, updatedAt: now() };
  }
  const update: SettingsUpdate = {};
  for (const [name, value] of Object.entries(body)) {
    switch (name) {
      case 'searchableAttributes':
        update.searchableAttributes = attributeList(value, name);
        break;
      case 'attributesForFaceting':
        update.filterableAttributes = attributeList(value, name);
        break;
      case 'attributesToRetrieve':
        update.displayedAttributes = attributeList(value, name);
        break;
      case 'maxValuesPerFacet':
        update.faceting = { ...update.faceting, maxValuesPerFacet: positiveInt(value, name) };
        break;
      case 'paginationLimitedTo':
        update.pagination = { maxTotalHits: positiveInt(value, name) };
        break;
      case 'replicas': {
        const replicas = attributeList(value, name).map((replica) =>
          replica.replace(/^virtual\((.+)\)$/, '$1'),
        );
        update.sortableAttributes = [
          ...new Set(
            replicas.map((replica) => {
              const match = SORTED_VIEW.exec(replica);
              if (!match || match[1] !== indexName) {
                throw new AlgoliaError(
                  `replicas: "${replica}" must be named ${indexName}:<attribute>:<asc|desc>`,
                );
              }
              return match[2] as string;
            }),
          ),
        ];
        break;
      }
      default:
        if (!IGNORED_SETTINGS.has(name)) throw new AlgoliaError(`Unknown setting: ${name}`);
    }
  }
  return translated(() => {
    const index = engine.getOrCreateIndex(indexName, { primaryKey: ALGOLIA_PRIMARY_KEY });
    return { taskID: index.updateSettings(update).taskUid, updatedAt: now() };
  });
}

/** `GET /1/indexes/{index}/settings`, in Algolia's names. */
export function algoliaGetSettings(
  engine: SearchEngine,
  indexName: string,
): Record<string, unknown> {
  const settings = existing(engine, indexName).getSettings();
  return {
    searchableAttributes: settings.searchableAttributes,
    attributesForFaceting: settings.filterableAttributes,
    attributesToRetrieve: settings.displayedAttributes,
    replicas: settings.sortableAttributes.flatMap((attribute) => [
      `${indexName}:${attribute}:asc`,
      `${indexName}:${attribute}:desc`,
    ]),
    maxValuesPerFacet: settings.faceting.maxValuesPerFacet,
    paginationLimitedTo: settings.pagination.maxTotalHits,
  };
}

/** `GET /1/indexes/{index}/task/{taskID}`: every engine task is finished when answered. */
export function algoliaGetTask(
  engine: SearchEngine,
  indexName: string,
  taskID: string,
): { status: 'published'; pendingTask: false } {
  const sorted = SORTED_VIEW.exec(indexName);
  existing(engine, sorted ? (sorted[1] as string) : indexName);
  if (!/^\d+$/.test(taskID)) throw new AlgoliaError('taskID: expected an integer');
  return { status: 'published', pendingTask: false };
}

const BROWSE_PARAMS = new Set(['cursor', 'hitsPerPage', 'attributesToRetrieve', 'query']);

/**
 * `POST /1/indexes/{index}/browse`: every record, 1,000 a page by default, in insertion order;
 * `cursor` continues. Only an empty `query` is supported (browse exports; it does not search).
 */
export function algoliaBrowse(
  engine: SearchEngine,
  indexName: string,
  body: Record<string, unknown>,
): AlgoliaBrowseResponse {
  const started = performance.now();
  const index = existing(engine, indexName);
  for (const name of Object.keys(body)) {
    if (!BROWSE_PARAMS.has(name)) throw new AlgoliaError(`Unsupported browse parameter: ${name}`);
  }
  if (body.query !== undefined && body.query !== '') {
    throw new AlgoliaError('query: browse supports only an empty query');
  }
  const hitsPerPage =
    body.hitsPerPage === undefined ? 1000 : positiveInt(body.hitsPerPage, 'hitsPerPage');
  if (hitsPerPage > 1000) throw new AlgoliaError('hitsPerPage: at most 1000');
  let offset = 0;
  if (body.cursor !== undefined) {
    const decoded =
      typeof body.cursor === 'string' ? Buffer.from(body.cursor, 'base64url').toString() : '';
    if (!/^\d+$/.test(decoded)) throw new AlgoliaError('cursor: not a cursor this index gave');
    offset = Number(decoded);
  }
  const key = index.primaryKey ?? ALGOLIA_PRIMARY_KEY;
  const attributes = body.attributesToRetrieve;
  const fields =
    attributes === undefined
      ? null
      : [...new Set([...attributeList(attributes, 'attributesToRetrieve'), key])];
  const page = translated(() =>
    index.getDocuments({ offset, limit: hitsPerPage, ...(fields ? { fields } : {}) }),
  );
  const next = offset + page.results.length;
  return {
    hits: page.results.map((document) => ({ ...document, objectID: String(document[key]) })),
    ...(next < page.total ? { cursor: Buffer.from(String(next)).toString('base64url') } : {}),
    nbHits: page.total,
    page: Math.floor(offset / hitsPerPage),
    nbPages: Math.ceil(page.total / hitsPerPage),
    hitsPerPage,
    processingTimeMS: Math.round(performance.now() - started),
    query: '',
    params: '',
  };
}
