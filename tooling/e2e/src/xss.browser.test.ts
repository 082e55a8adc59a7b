import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fixture from './fixtures/xss-payloads.json' with { type: 'json' };
import { ADMIN_KEY, openBrowser, serverUrl, siteUrl, waitForHydration } from './harness.ts';

/**
 * XSS suite: the OWASP filter-evasion payloads of fixtures/xss-payloads.json
 * through every path dealer or shopper text takes to a page or a document, in Chromium on the
 * real platform server: dealer comments and car text imported through the stock import admin
 * API (vehicle page), search queries and facet values echoed on the results page (every
 * template), lead fields in the admin JSON and CSV (formula cells neutralised), and the print
 * PDF (nothing executable). `window.alert`/`confirm`/`prompt`, dialog events, a `window.__xss`
 * marker and CSP violation reports are watched; no injected element may carry an on* attribute
 * or a script URL. Offer descriptions are covered at unit level (offers' OfferDetail.xss test),
 * as offers have no write API.
 */

const PAYLOADS: string[] = fixture.payloads;
const SLUG = 'sunshine-used-cars';
const admin = { authorization: `Bearer ${ADMIN_KEY}` };

let browser: Browser | undefined;
let context: BrowserContext;
let page: Page;
const dialogs: string[] = [];

/** Installed before any page script (through DevTools, so the CSP does not apply to it). */
function watchers(): void {
  const w = window as unknown as Record<string, unknown>;
  w.__xss = 0;
  w.__xssCalls = [] as string[];
  w.__cspViolations = [] as string[];
  for (const name of ['alert', 'confirm', 'prompt', 'print']) {
    w[name] = (message?: unknown) => {
      (w.__xssCalls as string[]).push(`${name}(${String(message)})`);
      return null;
    };
  }
  document.addEventListener('securitypolicyviolation', (event) => {
    (w.__cspViolations as string[]).push(
      `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sample})`,
    );
  });
}

/** What would have run or could run on the page as it is now. */
async function expectNothingRan(where: string): Promise<void> {
  await page.mouse.move(10, 10);
  await page.mouse.move(640, 450, { steps: 8 });
  const state = await page.evaluate(() => {
    const w = window as unknown as Record<string, unknown>;
    const active: string[] = [];
    for (const element of document.querySelectorAll('body *')) {
      for (const attribute of element.attributes) {
        const name = attribute.name.toLowerCase();
        const value = [...attribute.value]
          .filter((char) => char.charCodeAt(0) > 0x20 && !/\s/.test(char))
          .join('')
          .toLowerCase();
        if (name.startsWith('on')) active.push(`<${element.tagName} ${name}>`);
        if (
          ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'background'].includes(
            name,
          ) &&
          /^(javascript|vbscript):/.test(value)
        ) {
          active.push(`<${element.tagName} ${name}="${attribute.value}">`);
        }
      }
    }
    for (const element of document.querySelectorAll(
      'main iframe, main object, main embed, main script:not([type="application/ld+json"]), main base, main meta[http-equiv]',
    )) {
      active.push(`<${element.tagName}> in main`);
    }
    return {
      marker: w.__xss,
      calls: w.__xssCalls as string[],
      csp: w.__cspViolations as string[],
      active,
    };
  });
  expect(state.marker, `window.__xss on ${where}`).toBe(0);
  expect(state.calls, `alert/confirm/prompt on ${where}`).toEqual([]);
  expect(dialogs, `dialogs on ${where}`).toEqual([]);
  expect(state.active, `active content on ${where}`).toEqual([]);
  expect(state.csp, `CSP violations on ${where}`).toEqual([]);
}

/** Payloads in chunks, so one page carries several and a broken tag cannot hide the next. */
function chunks<T>(items: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, n) =>
    items.slice(n * size, n * size + size),
  );
}

beforeAll(async () => {
  ({ browser, context, page } = await openBrowser());
  await context.addInitScript(watchers);
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
});

afterAll(async () => {
  await browser?.close();
});

describe('dealer comments and car text through the stock import API, on the vehicle page', () => {
  const groups = chunks(PAYLOADS, 10);
  const slugs: string[] = [];

  beforeAll(async () => {
    const cars = groups.map((group, n) => ({
      stocknum: `XSS${n}`,
      vin: `JTNK4RBE00XSS000${n}`.slice(0, 17),
      dealership_slug: SLUG,
      year: 2021,
      make: 'Toyota',
      model: 'Corolla',
      badge: (group[n % group.length] ?? 'Ascent').slice(0, 60),
      colour: '<b onmouseover=alert(1)>Red</b>',
      price: 25_990 + n,
      km: 30_000,
      status: 'in_stock',
      car_type: 'used',
      dealer_comments: group.map((payload) => `<p>Payload: ${payload}</p>`).join('\n'),
    }));
    const response = await fetch(`${serverUrl()}/api/admin/stock?site=${SLUG}`, {
      method: 'POST',
      headers: { ...admin, 'content-type': 'application/json' },
      body: JSON.stringify({ cars }),
    });
    const report = (await response.json()) as { accepted: number; car_ids: number[] };
    expect(response.status, JSON.stringify(report)).toBe(200);
    expect(report.accepted).toBe(groups.length);
    const search = await fetch(`${serverUrl()}/search/indexes/cars/search`, {
      method: 'POST',
      headers: { ...admin, 'content-type': 'application/json' },
      body: JSON.stringify({ filter: `id IN [${report.car_ids.join(', ')}]`, limit: 100 }),
    });
    const { hits } = (await search.json()) as { hits: { slug: string }[] };
    slugs.push(...hits.map((hit) => hit.slug));
    expect(slugs).toHaveLength(groups.length);
  });

  it('runs no payload on any vehicle page and keeps the words of the comments', async () => {
    for (const slug of slugs) {
      const where = `${siteUrl(SLUG)}/cars/${slug}`;
      const response = await page.goto(where);
      expect(response?.status(), where).toBe(200);
      await waitForHydration(page);
      await expect(page.locator('main').textContent()).resolves.toContain('Payload:');
      await expectNothingRan(where);
    }
  });

  it('prints the vehicle as a PDF with no script, action or launch in it', async () => {
    for (const slug of slugs) {
      const response = await fetch(`${serverUrl()}/api/cars/${slug}/print.pdf?site=${SLUG}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^application\/pdf/);
      const pdf = Buffer.from(await response.arrayBuffer()).toString('latin1');
      expect(pdf.startsWith('%PDF-')).toBe(true);
      for (const key of [
        '/JavaScript',
        '/JS',
        '/OpenAction',
        '/AA',
        '/Launch',
        '/SubmitForm',
        '/AcroForm',
        '/EmbeddedFile',
        '/RichMedia',
        '/URI',
      ]) {
        expect(pdf.includes(key), `${key} in ${slug}.pdf`).toBe(false);
      }
      // The payloads are there as inert text only (e.g. the title in the document info).
    }
  });
});

describe('search queries and facet values echoed on the results page', () => {
  for (const [site, share] of [
    [SLUG, 1],
    ['metro-auto-group', 4],
    ['coastal-toyota', 4],
  ] as const) {
    it(`runs no payload on ${site}'s results page`, async () => {
      // The classic site gets every payload; the other templates every fourth chunk.
      const groups = chunks(PAYLOADS, 5).filter((_, n) => n % share === 0);
      for (const group of groups) {
        const query = group.join(' ');
        const url = `${siteUrl(site)}/search?query=${encodeURIComponent(query)}&make=${encodeURIComponent(group[0] ?? '')}`;
        const response = await page.goto(url);
        expect(response?.status(), url).toBeLessThan(500);
        await waitForHydration(page);
        await expectNothingRan(`${url} (payloads: ${JSON.stringify(group)})`);
      }
    });
  }
});

describe('lead fields in the admin JSON and CSV', () => {
  const leadIds: string[] = [];
  const FORMULAS = PAYLOADS.filter((payload) => /^[=+\-@]/.test(payload));

  beforeAll(async () => {
    // Two leads (the shared server's lead limit is per client): formulas and markup in every text field.
    for (const [name, lastName] of [
      [FORMULAS[0] ?? '=1+1', FORMULAS[1] ?? '+1'],
      [FORMULAS[2] ?? '-1', FORMULAS[3] ?? '@SUM(1)'],
    ]) {
      const response = await fetch(`${serverUrl()}/api/leads`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          site: SLUG,
          category: 'General Enquiry',
          name,
          last_name: lastName,
          email: 'xss.suite@example.com',
          phone: '0412 345 678',
          postcode: '4000',
          message: PAYLOADS.slice(0, 20).join('\n'),
        }),
      });
      const body = (await response.json()) as { lead_id: string };
      expect(response.status, JSON.stringify(body)).toBe(201);
      leadIds.push(body.lead_id);
    }
  });

  it('neutralises spreadsheet formulas: every cell starting = + - @ is prefixed with a quote', async () => {
    const response = await fetch(`${serverUrl()}/api/admin/leads?format=csv&site=${SLUG}`, {
      headers: admin,
    });
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const csv = await response.text();
    const rows = csv.split('\r\n').filter((line) => leadIds.some((id) => line.startsWith(id)));
    expect(rows).toHaveLength(2);
    const cells = rows.flatMap((row) =>
      // Cells split on commas outside quotes; a quoted cell is unquoted before the check.
      [...row.matchAll(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)]
        .map((match) => match[1] ?? '')
        .map((cell) => (cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell)),
    );
    for (const cell of cells) expect(cell, csv).not.toMatch(/^[=+\-@\t\r]/);
    // Each formula is kept whole, as text behind a quote.
    for (const formula of FORMULAS.slice(0, 4)) expect(cells).toContain(`'${formula}`);
  });

  it('answers the JSON as JSON that Chromium shows as text, running nothing', async () => {
    await context.setExtraHTTPHeaders(admin);
    try {
      const where = `${serverUrl()}/api/admin/leads?format=json&site=${SLUG}`;
      const response = await page.goto(where);
      expect(response?.headers()['content-type']).toMatch(/^application\/json/);
      expect(response?.headers()['x-content-type-options']).toBe('nosniff');
      await expect(page.locator('body').textContent()).resolves.toContain(leadIds[0]);
      await expectNothingRan(where);
    } finally {
      await context.setExtraHTTPHeaders({});
    }
  });
});
