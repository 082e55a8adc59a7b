// Child process: our engine behind a minimal HTTP API on loopback speaking both protocols (the
// Meilisearch routes and the Algolia ones), for the over-HTTP latency figures. Not the platform's
// server: just JSON in, engine call (or the engine's Algolia translation), JSON out.
//   node --conditions=source bench/http-server.ts <size>
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import {
  AlgoliaError,
  algoliaMultiSearch,
  algoliaSearch,
  isMeiliError,
  SearchEngine,
} from '../src/index.ts';
import { generateCars } from './data.ts';
import { createCarIndex } from './engines/ours.ts';
import type { ServerReady } from './protocol.ts';

const size = Number(process.argv[2] ?? 100_000);
const engine = new SearchEngine();
const started = performance.now();
const index = createCarIndex(engine, generateCars(size));
index.search({ q: '', limit: 1 }); // indexes on first read
const buildMs = performance.now() - started;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function reply(response: ServerResponse, status: number, body: unknown): void {
  const json = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(json),
  });
  response.end(json);
}

const server = createServer(async (request, response) => {
  try {
    const body = JSON.parse(await readBody(request));
    if (request.method === 'POST' && request.url === '/multi-search') {
      reply(response, 200, engine.multiSearch(body));
    } else if (request.method === 'POST' && request.url === `/indexes/${index.uid}/search`) {
      reply(response, 200, index.search(body));
    } else if (request.method === 'POST' && request.url === '/1/indexes/*/queries') {
      reply(response, 200, algoliaMultiSearch(engine, body));
    } else if (request.method === 'POST' && request.url?.startsWith('/1/indexes/')) {
      const name = decodeURIComponent(request.url.slice('/1/indexes/'.length, -'/query'.length));
      reply(response, 200, algoliaSearch(engine, name, body));
    } else {
      reply(response, 404, { message: 'not found' });
    }
  } catch (error) {
    if (isMeiliError(error)) reply(response, error.httpStatus, error.toJSON());
    else if (error instanceof AlgoliaError) reply(response, error.status, error.toJSON());
    else reply(response, 500, { message: String(error) });
  }
});

server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const ready: ServerReady = { type: 'listening', port, buildMs };
  process.send?.(ready);
});

// Stops with the parent: when it disconnects or signals.
process.on('disconnect', () => process.exit(0));
process.on('SIGTERM', () => process.exit(0));
