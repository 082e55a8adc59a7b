import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_KEY,
  type BrowserSession,
  openBrowser,
  SITES,
  serverUrl,
  siteUrl,
  waitForHydration,
} from './harness.ts';

/**
 * The vehicle page in the rendered-page cache (capacity), on one demo site of each
 * template with the real site builds: an anonymous shopper's page comes from the cache, the same
 * HTML for every anonymous request but for its nonce; the view is counted once per page view by
 * the page itself (POST /api/cars/{slug}/views after hydration), never by the render; a stock
 * import that sells the car drops the cached page at once.
 */

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A GET to a site host over real HTTP, with any headers (Node's fetch drops a Host header). */
function askSite(
  slug: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const base = new URL(serverUrl());
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: base.hostname,
        port: base.port,
        path,
        headers: { host: `${slug}.localhost:${base.port}`, accept: 'text/html', ...headers },
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
    req.end();
  });
}

const cspNonce = (answer: Answer) =>
  /'nonce-([A-Za-z0-9+/=]+)'/.exec(String(answer.headers['content-security-policy']))?.[1] ?? '';
/** The page with its nonce taken out: what must be the same for every anonymous shopper. */
const withoutNonce = (answer: Answer) => answer.body.split(cspNonce(answer)).join('NONCE');

async function importStock(site: string, rows: Record<string, unknown>[]): Promise<void> {
  const response = await fetch(`${serverUrl()}/api/admin/stock?site=${site}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${ADMIN_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify(rows),
  });
  const report = (await response.json()) as { accepted?: number };
  expect(response.status, JSON.stringify(report)).toBe(200);
  expect(report.accepted).toBe(rows.length);
}

interface StockCar {
  slug: string;
  path: string;
  stocknum: string | null;
  status: string;
  dealership_slug: string | null;
}

async function stock(site: string): Promise<StockCar[]> {
  const response = await fetch(`${serverUrl()}/api/sites/${site}/stock.json`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { cars: StockCar[] }).cars;
}

/** The car's views as the API has them (reading a car counts nothing). */
async function viewsOf(carSlug: string): Promise<number> {
  const response = await fetch(`${serverUrl()}/api/cars/${carSlug}`);
  return ((await response.json()) as { car: { views: number } }).car.views;
}

describe.each(SITES)('the vehicle page in the page cache on %s', (site) => {
  let session: BrowserSession;
  let car: StockCar;
  const stocknum = `PAGECACHE-${site}`.slice(0, 30);

  beforeAll(async () => {
    // A car of its own, so no other test's visits or stock changes meet this one's.
    const dealership = (await stock(site)).find((candidate) => candidate.dealership_slug);
    await importStock(site, [
      {
        stocknum,
        dealership_slug: dealership?.dealership_slug,
        status: 'in_stock',
        year: 2023,
        make: 'Toyota',
        model: 'Corolla',
        price: 31_990,
      },
    ]);
    const found = (await stock(site)).find((candidate) => candidate.stocknum === stocknum);
    expect(found, `the imported car on ${site}`).toBeDefined();
    car = found as StockCar;
    session = await openBrowser();
  }, 60_000);

  afterAll(async () => {
    await session?.browser.close();
  });

  it('answers every anonymous shopper the same cached page, counting no view', async () => {
    const views = await viewsOf(car.slug);
    const first = await askSite(site, car.path);
    expect(first.status).toBe(200);
    expect(['MISS', 'HIT']).toContain(first.headers['x-forecourt-page-cache']);
    // Other shoppers: other browsers, languages and addresses get the page from the cache…
    const others = await Promise.all(
      (
        [
          { 'user-agent': 'Mozilla/5.0 (iPhone) Mobile Safari', 'accept-language': 'zh-CN' },
          { 'user-agent': 'curl/8', 'x-forwarded-for': '203.0.113.9' },
        ] as Record<string, string>[]
      ).map((headers) => askSite(site, car.path, headers)),
    );
    for (const other of others) {
      expect(other.headers['x-forecourt-page-cache']).toBe('HIT');
      expect(cspNonce(other)).not.toBe(cspNonce(first));
      expect(withoutNonce(other)).toBe(withoutNonce(first));
    }
    // …and a fresh render (a cookie bypasses the cache) is that same page: nothing per
    // shopper or per request but the nonce is in the cached HTML.
    const fresh = await askSite(site, car.path, { cookie: 'unrelated=1' });
    expect(fresh.headers['x-forecourt-page-cache']).toBe('BYPASS');
    expect(withoutNonce(fresh)).toBe(withoutNonce(first));
    // Rendering the page counted nothing: the page counts its view from the browser.
    expect(await viewsOf(car.slug)).toBe(views);
  });

  it('keeps the similar vehicles and price comparison answers in the cache too', async () => {
    for (const path of [`${car.path}/similar`, `${car.path}/price-comparison`]) {
      const first = await askSite(site, path, { accept: '*/*' });
      expect(first.status, path).toBe(200);
      const second = await askSite(site, path, { accept: '*/*' });
      expect(second.headers['x-forecourt-page-cache'], path).toBe('HIT');
      expect(second.body).toBe(first.body);
    }
  });

  it('asks for the similar vehicles at a URL the cache keeps', async () => {
    const { page } = session;
    const similar = page.waitForResponse((response) =>
      new URL(response.url()).pathname.startsWith(`${car.path}/similar`),
    );
    await page.goto(`${siteUrl(site)}${car.path}`);
    await waitForHydration(page);
    await page.locator('footer').last().scrollIntoViewIfNeeded();
    const answer = await similar;
    expect(answer.status()).toBe(200);
    expect(['MISS', 'HIT']).toContain(answer.headers()['x-forecourt-page-cache']);
  });

  it('counts one view per page view, posted by the page after it loads', async () => {
    const { page } = session;
    const views = await viewsOf(car.slug);
    for (const visit of [1, 2]) {
      const counted = page.waitForResponse(
        (response) =>
          response.url().endsWith(`/api/cars/${car.slug}/views`) &&
          response.request().method() === 'POST',
      );
      const response = await page.goto(`${siteUrl(site)}${car.path}`);
      expect(response?.status()).toBe(200);
      // The document came from the cache: the count is not in the render.
      expect(response?.headers()['x-forecourt-page-cache']).toBe('HIT');
      expect((await counted).status()).toBe(200);
      await waitForHydration(page);
      expect(await viewsOf(car.slug)).toBe(views + visit);
      await page
        .locator('.vdp__views', { hasText: `${views + visit} views` })
        .waitFor({ state: 'visible' });
    }
  });

  it('drops the cached page when a stock import sells the car', async () => {
    const cached = await askSite(site, car.path);
    expect(cached.headers['x-forecourt-page-cache']).toBe('HIT');
    expect(cached.body).not.toContain('fc-vdp-sold__message');
    await importStock(site, [
      {
        stocknum,
        dealership_slug: car.dealership_slug,
        status: 'sold',
        year: 2023,
        make: 'Toyota',
        model: 'Corolla',
        price: 31_990,
      },
    ]);
    const after = await askSite(site, car.path);
    expect(after.status).toBe(200);
    expect(after.headers['x-forecourt-page-cache']).toBe('MISS');
    expect(after.body).toContain('fc-vdp-sold__message');
  });
});
