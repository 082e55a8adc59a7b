import { readFileSync } from 'node:fs';
import { type Database, migrate, openDatabase } from '@forecourt/db';
import fc from 'fast-check';
import { Hono } from 'hono';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatformApi } from './create-api.ts';
import { UNLIMITED_RATE_LIMITS } from './rate-limits.ts';
import { CarIndexer, EmbeddedSearchWriter } from './search/indexer.ts';
import { createSearchApp } from './search/search-app.ts';
import { seedFixture } from './test-fixtures.ts';
import { RecordingCodeSender, TEST_ADMIN_KEY } from './testing.ts';

/**
 * Property-based fuzzing of every operation in the OpenAPI document and every search-engine
 * route: generated bad bodies, parameters and headers must never get a 5xx, a stack trace or a
 * file path, and every error must be JSON in the API's shape (`{ error }`; the search routes
 * answer Meilisearch's `{ message, code }`). Requests go through the app's in-process fetch.
 * The seed is fixed (FUZZ_SEED to change it) and runs are bounded (FUZZ_RUNS per operation); a
 * failure prints the exact request, with the seed and path to replay it.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);

const HOSTS = ['www.testmotors.com.au', 'test-motors.localhost', 'localhost', 'nowhere.example'];

/** Text that trips parsers: control characters, bidi overrides, astral and lone surrogates. */
const oddText = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\uD800',
    '\uDFFF',
    '\u202E',
    '\uFEFF',
    '🚗💨',
    'Ω≈ç√',
    '𝕳𝖔𝖑𝖉𝖊𝖓',
    '../../etc/passwd',
    '%',
    '%00',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, on purpose.
    '${7*7}',
    '__proto__',
    'constructor',
    'prototype',
    'a'.repeat(5000),
    '0412 345 678',
    'test-motors',
  ),
);

/** Any JSON value, weighted to wrong types. */
const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  oddText,
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -0, 1e308, -1e308, 2 ** 53 + 1, -1, 0.5, true, false, null),
  fc.constant({}),
  fc.constant([]),
  fc.array(oddText, { maxLength: 3 }),
  fc.dictionary(oddText, oddText, { maxKeys: 3 }),
  fc.jsonValue({ maxDepth: 2 }),
);

/** The property names a JSON request-body schema mentions, at any depth of allOf/anyOf/oneOf. */
function schemaKeys(schema: unknown, keys = new Set<string>()): Set<string> {
  if (!schema || typeof schema !== 'object') return keys;
  const node = schema as Record<string, unknown>;
  for (const name of Object.keys((node.properties as object | undefined) ?? {})) keys.add(name);
  for (const part of ['allOf', 'anyOf', 'oneOf'] as const) {
    for (const child of (node[part] as unknown[] | undefined) ?? []) schemaKeys(child, keys);
  }
  return keys;
}

const deep = (depth: number, open: string, close: string, leaf = '1') =>
  open.repeat(depth) + leaf + close.repeat(depth);
const HUGE_JSON = `{"message":"${'x'.repeat(1_100_000)}","site":"test-motors"}`;

/** A body: text, or bytes (invalid UTF-8) on their own ArrayBuffer, which fetch takes as BodyInit. */
type Body = string | Uint8Array<ArrayBuffer> | null;

/** Request bodies: JSON of every shape, the operation's own fields with wrong values, and worse. */
function bodyArbitrary(keys: string[]): fc.Arbitrary<Body> {
  const known =
    keys.length > 0
      ? fc
          .record(Object.fromEntries(keys.map((key) => [key, oddValue])), { requiredKeys: [] })
          .map((value) => JSON.stringify({ site: 'test-motors', ...value }))
      : fc.constant('{}');
  return fc.oneof(
    { arbitrary: fc.constant(null), weight: 1 },
    { arbitrary: known, weight: 6 },
    { arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)), weight: 2 },
    {
      arbitrary: fc.constantFrom(
        '{"__proto__":{"polluted":"yes","isAdmin":true}}',
        '{"constructor":{"prototype":{"polluted":"yes"}}}',
        '{"site":"test-motors","__proto__":{"category":"General Enquiry","polluted":"yes"}}',
        '[{"__proto__":{"polluted":"yes"}}]',
        '{"cars":[{"__proto__":{"polluted":"yes"},"stocknum":"X1"}]}',
      ),
      weight: 2,
    },
    {
      arbitrary: fc
        .constantFrom(200, 5_000, 100_000)
        .chain((depth) =>
          fc.constantFrom(
            deep(depth, '[', ']'),
            deep(depth, '{"a":', '}'),
            deep(depth, '{"site":', '}'),
          ),
        ),
      weight: 1,
    },
    { arbitrary: fc.constant(HUGE_JSON), weight: 1 },
    {
      // Invalid UTF-8: lone continuation bytes, overlongs, 0xFF.
      arbitrary: fc
        .array(
          fc.constantFrom(0x7b, 0x22, 0x3a, 0x7d, 0x61, 0xff, 0xfe, 0xc0, 0xaf, 0x80, 0xed, 0xa0),
          {
            minLength: 1,
            maxLength: 40,
          },
        )
        .map((bytes) => new Uint8Array(bytes)),
      weight: 1,
    },
    { arbitrary: oddText, weight: 1 },
  );
}

const contentTypes = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'application/vnd.api+json',
  'text/plain',
  'text/csv',
  'text/csv; charset=windows-1252',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  '',
  'garbage/;;;',
);

/** Header values must be bytes (no CR/LF), so header text is printable ASCII. */
const headerText = fc.string({
  unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
  maxLength: 60,
});

const rawSegments = fc.constantFrom(
  '%',
  '%E0%A4%A',
  '%00',
  '..%2F..%2Fetc',
  '%C0%AF',
  '%FF',
  '__proto__',
  'constructor',
  '1e309',
  '-1',
  '0',
  '99999999999999999999',
);

/** Percent-encodes text as UTF-8 (a lone surrogate becomes U+FFFD, as a browser sends it). */
function encodeSegment(text: string): string {
  return Array.from(new TextEncoder().encode(text), (byte) =>
    /[A-Za-z0-9._~-]/.test(String.fromCharCode(byte))
      ? String.fromCharCode(byte)
      : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
  ).join('');
}

interface Operation {
  method: string;
  /** Path with `{name}` placeholders. */
  path: string;
  keys: string[];
  search: boolean;
}

interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: Body;
}

function requestArbitrary(op: Operation, validCookie: () => string): fc.Arbitrary<FuzzRequest> {
  const params = [...op.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
  return fc
    .record({
      params: fc.tuple(
        ...params.map(() =>
          fc.oneof(
            oddText.map((text) => encodeSegment(text) || 'x'),
            rawSegments,
            fc.constantFrom('cars', '1', '2021-toyota-hilux-sr5-1', 'test-motors'),
          ),
        ),
      ),
      query: fc.array(
        fc.tuple(
          oddText,
          oddValue.map((value) =>
            typeof value === 'string' ? value : (JSON.stringify(value) ?? 'null'),
          ),
        ),
        { maxLength: 4 },
      ),
      rawQuery: fc.option(
        fc.constantFrom(
          '%',
          'a=%E0%A4%A',
          'site=%FF',
          '__proto__[x]=1',
          'constructor.prototype.x=1',
          'limit=1e309&limit=-1',
          'format=csv&format=json',
          `q=${'%F0%9F%9A%97'.repeat(50)}`,
        ),
      ),
      contentType: fc.option(contentTypes, { freq: 4 }),
      auth: fc.constantFrom('none', 'admin', 'wrong', 'garbage'),
      cookie: fc.constantFrom('none', 'valid', 'garbage'),
      idempotencyKey: fc.option(headerText),
      extraHeader: fc.option(
        fc.tuple(
          fc.constantFrom(
            'accept',
            'x-forwarded-for',
            'x-forwarded-proto',
            'x-forecourt-client-ip',
            'x-meilisearch-client',
            'accept-encoding',
          ),
          headerText,
        ),
      ),
      host: fc.constantFrom(...HOSTS),
      body: bodyArbitrary(op.keys),
    })
    .map((r) => {
      let path = op.search ? `/search${op.path}` : op.path;
      params.forEach((name, index) => {
        path = path.replace(`{${name}}`, r.params[index] ?? 'x');
      });
      const query = new URLSearchParams(r.query).toString();
      const search = [query, r.rawQuery].filter(Boolean).join('&');
      const headers: Record<string, string> = {};
      if (r.contentType !== null) headers['content-type'] = r.contentType;
      else if (r.body !== null) headers['content-type'] = 'application/json';
      if (r.auth === 'admin') headers.authorization = `Bearer ${TEST_ADMIN_KEY}`;
      if (r.auth === 'wrong') headers.authorization = 'Bearer wrong-key';
      if (r.auth === 'garbage') headers.authorization = 'Basic ::::';
      if (r.cookie === 'valid' && !op.path.endsWith('sign-out')) headers.cookie = validCookie();
      if (r.cookie === 'garbage') headers.cookie = 'forecourt_session=%%%; =; a';
      if (r.idempotencyKey !== null) headers['idempotency-key'] = r.idempotencyKey;
      if (r.extraHeader) headers[r.extraHeader[0]] = r.extraHeader[1];
      const bodyless = op.method === 'GET' || op.method === 'HEAD';
      return {
        method: op.method,
        url: `http://${r.host}${path}${search ? `?${search}` : ''}`,
        headers,
        body: bodyless ? null : r.body,
      };
    });
}

/** A stack frame, or a path into the server's files. */
const LEAK =
  /\n\s+at\s|\bat\s+\S+\s+\(|node_modules|\/work\/|file:\/\/|\.tsx?:\d+|\.m?js:\d+|(^|[\s"'(])\/(home|usr|tmp|var|root)\//;

describe('fuzzing the API and the search routes (fast-check)', () => {
  let db: Database;
  let app: Hono;
  let operations: Operation[] = [];
  let cookie = '';
  let requests = 0;
  const statuses = new Map<number, number>();

  beforeAll(async () => {
    db = await openDatabase();
    await migrate(db);
    await seedFixture(db);
    const codes = new RecordingCodeSender();
    const api = createPlatformApi({
      db,
      logger: pino({ level: 'silent' }),
      now: () => new Date(),
      adminKey: TEST_ADMIN_KEY,
      codeSender: codes,
      development: true,
      // Thousands of requests from one client: the limits are tested in rate-limits.test.ts.
      rateLimits: { limits: UNLIMITED_RATE_LIMITS },
    });
    const writer = new EmbeddedSearchWriter();
    await new CarIndexer({ db, writer }).rebuild();
    app = new Hono();
    app.route(
      '/search',
      createSearchApp({
        engine: writer.engine,
        adminKey: TEST_ADMIN_KEY,
        sites: api.sites,
        logger: pino({ level: 'silent' }),
      }),
    );
    app.route('/', api.app);
    // A signed-in shopper with a phone, so session routes are reached past the sign-in check.
    const json = { 'content-type': 'application/json' };
    await app.request('/api/auth/request-code', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ phone: '0412 345 678' }),
    });
    const signedIn = await app.request('/api/auth/verify-code', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ phone: '0412 345 678', code: codes.sent.at(-1)?.code }),
    });
    cookie = signedIn.headers.getSetCookie()[0]?.split(';')[0] ?? '';
    expect(cookie).toMatch(/^forecourt_session=/);

    const document = (await (await app.request('/api/openapi.json')).json()) as {
      paths: Record<
        string,
        Record<string, { requestBody?: { content: Record<string, { schema: unknown }> } }>
      >;
    };
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const schema = operation.requestBody?.content['application/json']?.schema;
        operations.push({
          method: method.toUpperCase(),
          path,
          keys: [...schemaKeys(schema)],
          search: false,
        });
      }
    }
    // The search engine's routes, read from its route table so new ones are fuzzed too.
    const source = readFileSync(new URL('./search/search-app.ts', import.meta.url), 'utf8');
    for (const match of source.matchAll(/method: '(\w+)',\s*path: '([^']+)'/g)) {
      const path = (match[2] as string).replace(/:(\w+)/g, '{$1}');
      operations.push({
        method: match[1] as string,
        path,
        keys: [
          'q',
          'filter',
          'facets',
          'sort',
          'limit',
          'offset',
          'page',
          'hitsPerPage',
          'queries',
          'facetName',
          'facetQuery',
          'attributesToRetrieve',
          'uid',
          'primaryKey',
          'ids',
        ],
        search: true,
      });
    }
    operations = operations.filter(
      (op, index) =>
        operations.findIndex(
          (o) => o.method === op.method && o.path === op.path && o.search === op.search,
        ) === index,
    );
  });

  afterAll(async () => {
    await db?.close();
    console.info(
      `fuzz: ${operations.length} operations, ${requests} requests, seed ${SEED}, statuses ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}`,
    );
  });

  it('covers every OpenAPI operation and the search routes', () => {
    expect(operations.filter((op) => !op.search).length).toBeGreaterThanOrEqual(30);
    expect(operations.filter((op) => op.search).length).toBeGreaterThanOrEqual(20);
  });

  it('answers every generated request without a 5xx, a stack trace or a path, errors as JSON', async () => {
    for (const op of operations) {
      await fc.assert(
        fc.asyncProperty(
          requestArbitrary(op, () => cookie),
          async (request) => {
            requests += 1;
            const response = await app.request(request.url, {
              method: request.method,
              headers: request.headers,
              ...(request.body !== null ? { body: request.body } : {}),
            });
            statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
            const text = await response.text();
            expect(response.status, `${op.method} ${op.path}`).toBeLessThan(500);
            expect(text).not.toMatch(LEAK);
            if (response.status >= 400) {
              expect(response.headers.get('content-type') ?? '').toMatch(/json/);
              const body = JSON.parse(text) as Record<string, unknown>;
              if (op.search) expect(typeof (body.message ?? body.error)).toBe('string');
              else expect(typeof body.error).toBe('string');
            }
            expect(({} as Record<string, unknown>).polluted).toBeUndefined();
          },
        ),
        { seed: SEED, numRuns: RUNS },
      );
    }
  }, 180_000);
});
