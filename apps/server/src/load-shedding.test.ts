import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readServerConfig } from './config.ts';
import { BUSY_MESSAGE, defaultRenderGate, RenderGate, ShedError } from './load-shedding.ts';
import { type RunningServer, startPlatformServer } from './platform-server.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('RenderGate (load shedding)', () => {
  it('lets maxInFlight run, queues maxQueue in order and refuses the rest at once', async () => {
    const gate = new RenderGate({ maxInFlight: 2, maxQueue: 1, maxWaitMs: 1000 });
    const first = await gate.acquire();
    const second = await gate.acquire();
    const order: string[] = [];
    const third = gate.acquire().then((release) => {
      order.push('third');
      return release;
    });
    await expect(gate.acquire()).rejects.toBeInstanceOf(ShedError);
    expect([gate.inFlight, gate.queued, gate.shed]).toEqual([2, 1, 1]);
    first();
    first(); // releasing twice frees one slot only
    (await third)();
    expect(order).toEqual(['third']);
    second();
    expect([gate.inFlight, gate.queued]).toEqual([0, 0]);
  });

  it('refuses a request that waited maxWaitMs for a slot', async () => {
    const gate = new RenderGate({ maxInFlight: 1, maxQueue: 5, maxWaitMs: 50 });
    const held = await gate.acquire();
    const waited = gate.acquire();
    await expect(waited).rejects.toMatchObject({ name: 'ShedError', retryAfterSeconds: 5 });
    expect(gate.queued).toBe(0);
    held();
    expect(gate.inFlight).toBe(0);
  });

  it('holds the slot until the body is sent, and frees it when the reader cancels', async () => {
    const gate = new RenderGate({ maxInFlight: 1, maxQueue: 0, maxWaitMs: 10 });
    const response = await gate.run(async () => new Response('a page'));
    expect(gate.inFlight).toBe(1);
    expect(await response.text()).toBe('a page');
    expect(gate.inFlight).toBe(0);
    const streamed = await gate.run(
      async () =>
        new Response(
          new ReadableStream({
            pull(controller) {
              controller.enqueue(new TextEncoder().encode('chunk'));
            },
          }),
        ),
    );
    await expect(gate.run(async () => new Response('x'))).rejects.toBeInstanceOf(ShedError);
    await streamed.body?.cancel();
    expect(gate.inFlight).toBe(0);
    await expect(gate.run(() => Promise.reject(new Error('render failed')))).rejects.toThrow(
      'render failed',
    );
    expect(gate.inFlight).toBe(0);
  });

  it('gives the event loop a turn before a render starts, so requests that arrived meanwhile meet the gate', async () => {
    // A render on the embedded database and search engine can run in promise callbacks alone;
    // were it to start at once, the requests behind it would reach the gate one at a time.
    const gate = new RenderGate({ maxInFlight: 2, maxQueue: 0, maxWaitMs: 100 });
    const order: string[] = [];
    setImmediate(() => order.push('a request that arrived'));
    await gate.run(async () => {
      order.push('the render');
      return new Response(null);
    });
    expect(order).toEqual(['a request that arrived', 'the render']);
  });

  it('takes its defaults from the CPU count and can be switched off', async () => {
    expect(defaultRenderGate(2)).toMatchObject({ maxInFlight: 8, maxQueue: 64 });
    expect(defaultRenderGate(1).maxInFlight).toBe(4);
    const off = new RenderGate({ maxInFlight: 0, maxQueue: 0, maxWaitMs: 0 });
    await Promise.all([off.acquire(), off.acquire(), off.acquire()]);
    expect(off.shed).toBe(0);
  });
});

const SLUG = 'sunshine-used-cars';

/**
 * A site build whose renders take `?slow=<ms>` and stream their body for `?stream=<ms>`, opt in
 * to the page cache on `/cached` and count their renders (x-render).
 */
const slowServerBuild = `
let renders = 0;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
export const usesCspNonce = true;
export function createSiteHandler() {
  return async (request) => {
    renders += 1;
    const url = new URL(request.url);
    await sleep(Number(url.searchParams.get('slow') ?? 0));
    const headers = { 'content-type': 'text/html; charset=utf-8', 'x-render': String(renders) };
    if (url.pathname === '/cached') headers['cache-control'] = 'public, max-age=60';
    const stream = Number(url.searchParams.get('stream') ?? 0);
    const text = new TextEncoder();
    const body = new ReadableStream({
      async start(controller) {
        controller.enqueue(text.encode('<!doctype html><title>Page</title><main><p>first half</p>'));
        await sleep(stream);
        controller.enqueue(text.encode('<p>second half</p></main>'));
        controller.close();
      },
    });
    return new Response(body, { headers });
  };
}
`;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A request to the site's host over real HTTP (Node's fetch drops a Host header). */
function ask(
  base: string,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path,
        method: init.method ?? 'GET',
        headers: { host: `${SLUG}.localhost:${url.port}`, accept: 'text/html', ...init.headers },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}

const LEAD = {
  site: SLUG,
  category: 'General Enquiry',
  name: 'Busy',
  last_name: 'Shopper',
  email: 'busy.shopper@example.com',
  phone: '0412 345 678',
  postcode: '4000',
  message: 'Sent while the server sheds load.',
};

const postLead = (base: string) =>
  ask(base, '/api/leads', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(LEAD),
  });

function expectBusyPage(answer: Answer) {
  expect(answer.status).toBe(503);
  expect(Number(answer.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  expect(answer.headers['content-type']).toMatch(/^text\/html/);
  expect(answer.headers['cache-control']).toBe('no-store');
  // The security headers, and a CSP whose nonce is the one on the page's only (inline) style.
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  const csp = String(answer.headers['content-security-policy']);
  const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];
  expect(nonce).toBeTruthy();
  expect(answer.body).toContain(`<style nonce="${nonce}">`);
  expect(answer.body).not.toMatch(/<script/i);
  // Accessible: a language, a title, a heading, the wait and a way to try again; no stack trace.
  expect(answer.body).toMatch(/<html lang="en-AU">/);
  expect(answer.body).toMatch(/<title>[^<]+<\/title>/);
  expect(answer.body).toContain('<h1>Sorry, we are very busy</h1>');
  expect(answer.body).toMatch(/try again in \d+ seconds/);
  expect(answer.body).toMatch(/<a href="[^"]+">Try again<\/a>/);
  expect(answer.body).not.toMatch(/Error|at .*\.(ts|js):\d+|node_modules/);
}

describe('load shedding on the platform server', () => {
  let dir: string;
  let server: RunningServer;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'forecourt-shedding-'));
    const sitesDir = join(dir, 'sites');
    await mkdir(join(sitesDir, SLUG, 'server'), { recursive: true });
    await mkdir(join(sitesDir, SLUG, 'client', 'assets'), { recursive: true });
    await writeFile(join(sitesDir, SLUG, 'server', 'package.json'), '{ "type": "module" }\n');
    await writeFile(join(sitesDir, SLUG, 'server', 'index.js'), slowServerBuild);
    await writeFile(join(sitesDir, SLUG, 'client', 'assets', 'app.js'), 'console.log(1);\n');
    const config = await readServerConfig(
      {
        PORT: '0',
        HOST: '127.0.0.1',
        FORECOURT_DATA_DIR: join(dir, 'data'),
        FORECOURT_ADMIN_KEY: 'shedding-admin',
        FORECOURT_RATE_LIMITS: 'off',
        // One render at a time, one waiting for at most 300 ms.
        FORECOURT_MAX_RENDERS_IN_FLIGHT: '1',
        FORECOURT_RENDER_QUEUE: '1',
        FORECOURT_RENDER_QUEUE_WAIT_MS: '300',
      },
      dir,
    );
    expect(config.renderGate).toMatchObject({ maxInFlight: 1, maxQueue: 1, maxWaitMs: 300 });
    server = await startPlatformServer({ ...config, sitesDir }, pino({ level: 'silent' }));
  }, 240_000);

  afterAll(async () => {
    await server?.close();
    await rm(dir, { recursive: true, force: true });
  });

  const leadCount = async () =>
    Number(
      (
        await server.db.query<{ n: number | string }>(
          "SELECT count(*) AS n FROM leads WHERE email = 'busy.shopper@example.com'",
        )
      )[0]?.n,
    );

  it('answers 503 with Retry-After beyond the cap and its queue; the served page is complete', async () => {
    const slow = ask(server.url, '/slow?slow=1500');
    await sleep(100);
    // One waits in the queue (and is refused after 300 ms); the next is refused at once.
    const queued = ask(server.url, '/queued');
    await sleep(50);
    const started = Date.now();
    const refused = await ask(server.url, '/refused?x=1');
    expect(Date.now() - started).toBeLessThan(250);
    expectBusyPage(refused);
    expect(refused.body).toContain('href="/refused?x=1"');
    expectBusyPage(await queued);
    const served = await slow;
    expect(served.status).toBe(200);
    expect(served.body).toBe(
      '<!doctype html><title>Page</title><main><p>first half</p><p>second half</p></main>',
    );
    // Free again once the slow page is sent.
    expect((await ask(server.url, '/after')).status).toBe(200);
  });

  it('serves cached pages and static files while shedding', async () => {
    const primed = await ask(server.url, '/cached');
    expect(primed.headers['x-forecourt-page-cache']).toBe('MISS');
    const slow = ask(server.url, '/slow?slow=1200');
    const filler = ask(server.url, '/queued?slow=1');
    await sleep(100);
    expect((await ask(server.url, '/uncached')).status).toBe(503);
    const cached = await ask(server.url, '/cached');
    expect(cached.status).toBe(200);
    expect(cached.headers['x-forecourt-page-cache']).toBe('HIT');
    expect(cached.body).toContain('second half');
    const asset = await ask(server.url, '/assets/app.js');
    expect(asset.status).toBe(200);
    expect(asset.body).toBe('console.log(1);\n');
    expect((await slow).status).toBe(200);
    await filler;
  });

  it('holds the slot while a page streams its body', async () => {
    const streaming = ask(server.url, '/streaming?stream=800');
    await sleep(200);
    // The render itself has returned: only its body is still being sent.
    const filler = ask(server.url, '/queued?slow=1');
    await sleep(20);
    expect((await ask(server.url, '/during')).status).toBe(503);
    expect((await streaming).body).toContain('second half');
    await filler;
  });

  it('refuses a lead with 503, Retry-After and the JSON error shape, and stores nothing', async () => {
    const before = await leadCount();
    const slow = ask(server.url, '/slow?slow=1000');
    const filler = ask(server.url, '/queued?slow=1');
    await sleep(100);
    const refused = await postLead(server.url);
    expect(refused.status).toBe(503);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(refused.body)).toEqual({ error: BUSY_MESSAGE });
    // A form posted to a site page is refused the same way, as a page that says it was not sent.
    const form = await ask(server.url, '/cars/some-car', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'name=Busy&message=hello',
    });
    expectBusyPage(form);
    expect(form.body).toContain('Your form was <strong>not</strong> sent');
    // A React Router data request gets the JSON error shape.
    const data = await ask(server.url, '/cars/some-car.data', { headers: { accept: '*/*' } });
    expect(data.status).toBe(503);
    expect(JSON.parse(data.body)).toEqual({ error: BUSY_MESSAGE });
    expect(await leadCount()).toBe(before);
    await slow;
    await filler;
    // Not lost: sent again once the burst has passed, it is stored once.
    const accepted = await postLead(server.url);
    expect(accepted.status).toBe(201);
    expect(await leadCount()).toBe(before + 1);
  });
});
