import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { bodyTypeSlug } from '@forecourt/site-config';
import { stockFilter } from '@forecourt/stock-eligibility';
import { describe, expect, it } from 'vitest';
import { askSite, eachLimited } from './site-http.ts';
import { REPO_ROOT, siteConfig } from './sites.ts';

/**
 * Numbers a dealer can stand behind (vehicle-stock §4, site-wide §2, §7): every count the home
 * page and the header menu show beside a link — makes, models, body types, car types, all stock,
 * dealerships, the model range — is the total of the page that link opens, on the real server
 * with its seeded stock, for every demo site in configs/. Each linked results page is opened and
 * its "N cars found" read; a range link (`/models?body=`, a page of models, not of cars) is
 * checked against the search that page runs. Nothing is sampled: every counted link is followed.
 */

/** Every demo site: the site configs in configs/ (not a list kept by hand). */
const DEMO_SITES = readdirSync(join(REPO_ROOT, 'configs'))
  .filter((name) => name.endsWith('.json'))
  .map((name) => name.slice(0, -'.json'.length))
  .sort();

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  nbsp: ' ',
};

/** Markup to the text a shopper reads: tags and React's text separators out, entities decoded. */
function textOf(html: string): string {
  return html
    .replace(/<!--.*?-->/gs, '')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith('#x')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** A link shown with a count of the cars behind it. */
interface CountedLink {
  href: string;
  text: string;
  count: number;
}

const number = (digits: string) => Number(digits.replaceAll(',', ''));

/**
 * The count a link's text gives: `Toyota (42)` (menus, chips), `View stock (12) at …`,
 * `Ford 9 in stock` (brand grid), `… · 5 available` (model range), `4 certified … in stock`.
 */
function countIn(text: string): number | null {
  const match =
    /\((\d[\d,]*)\)/.exec(text) ??
    /(\d[\d,]*) (?:[a-z-]+ )*(?:in stock|available)\b/i.exec(text) ??
    null;
  return match?.[1] ? number(match[1]) : null;
}

/** The links into the stock (`/search…`, `/models…`) in some markup: href and text. */
function stockLinks(html: string): { href: string; text: string }[] {
  return [...html.matchAll(/<a\b([^>]*)>(.*?)<\/a>/gs)].flatMap(
    ([, attributes = '', inner = '']) => {
      const rawHref = /\bhref="([^"]*)"/.exec(attributes)?.[1];
      const href = rawHref ? textOf(rawHref) : '';
      return /^\/(search|models)([/?]|$)/.test(href) ? [{ href, text: textOf(inner) }] : [];
    },
  );
}

/**
 * The page's links into the stock with the count they show: in the link's own text, or in the
 * sentence around a link that has none (`90 certified pre-owned vehicles in stock. View …`).
 */
function countedLinks(html: string): CountedLink[] {
  const seen = new Map<string, CountedLink>();
  // The header's desktop and phone menus, or a chip beside a menu entry, may repeat a link:
  // each distinct link and count is checked once.
  const add = (link: CountedLink) => seen.set(`${link.href} ${link.count}`, link);
  for (const { href, text } of stockLinks(html)) {
    const count = countIn(text);
    if (count !== null) add({ href, text, count });
  }
  for (const [paragraph = ''] of html.matchAll(/<p\b[^>]*>.*?<\/p>/gs)) {
    const links = stockLinks(paragraph);
    const [link] = links;
    if (links.length !== 1 || !link || countIn(link.text) !== null) continue;
    const text = textOf(paragraph);
    const count = countIn(text);
    if (count !== null) add({ href: link.href, text, count });
  }
  return [...seen.values()];
}

/** The stats banner's items as shown: value and label. */
function statsBanner(html: string): { value: string; label: string }[] {
  return [
    ...html.matchAll(
      /class="fc-stat-banner__value[^"]*">(.*?)<\/span>.*?class="fc-stat-banner__label[^"]*">(.*?)<\/span>/gs,
    ),
  ].map(([, value = '', label = '']) => ({ value: textOf(value), label: textOf(label) }));
}

interface SearchAnswer {
  results: {
    totalHits?: number;
    estimatedTotalHits?: number;
    facetDistribution?: Record<string, Record<string, number>>;
  }[];
}

/** One search through the site's `/search/multi-search` (scoped to the site by its Host). */
async function search(
  slug: string,
  filter: (string | string[])[],
  facets: string[] = [],
): Promise<SearchAnswer['results'][number]> {
  const answer = await askSite(slug, '/search/multi-search', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({
      queries: [{ indexUid: 'cars', q: '', facets, filter, hitsPerPage: 0, page: 1 }],
    }),
  });
  expect(answer.status, `search on ${slug}`).toBe(200);
  const result = (JSON.parse(answer.body) as SearchAnswer).results[0];
  if (!result) throw new Error(`no search result on ${slug}`);
  return result;
}

/** The results page's stock filter (site-wide §7), with the site's sold window. */
function listedFilter(slug: string): string {
  return stockFilter({
    now: new Date(),
    include_sold_cars_days: siteConfig(slug).include_sold_cars_days ?? null,
  });
}

/** The total the page behind `href` lists: its count line, or the search a range page runs. */
async function linkedTotal(slug: string, href: string): Promise<number | string> {
  const url = new URL(href, 'http://site.invalid');
  if (url.pathname === '/models') {
    // `/models?body=` (site-wide §2): the new and demo range of a body type, one search.
    const range = [listedFilter(slug), ['car_type = "new"', 'car_type = "demo"']];
    const slugOfBody = url.searchParams.get('body');
    if (!slugOfBody) return (await search(slug, range)).totalHits ?? -1;
    const bodies = Object.keys((await search(slug, range, ['body'])).facetDistribution?.body ?? {});
    const body = bodies.find((name) => bodyTypeSlug(name) === slugOfBody);
    if (body === undefined) return `no body "${slugOfBody}" in the range`;
    return (await search(slug, [...range, [`body = ${JSON.stringify(body)}`]])).totalHits ?? -1;
  }
  const page = await askSite(slug, href);
  if (page.status !== 200) return `status ${page.status}`;
  const line = /class="fc-results__count[^"]*">(.*?)<\/p>/s.exec(page.body)?.[1];
  if (line === undefined) return 'no results count';
  const shown = textOf(line);
  const total = /^(\d[\d,]*)(\+?) /.exec(shown);
  if (!total?.[1] || total[2]) return `"${shown}"`;
  return number(total[1]);
}

describe('home page and header counts equal the results they link to (vehicle-stock §4)', () => {
  it('covers every demo site in configs/', () => {
    expect(DEMO_SITES.length).toBeGreaterThanOrEqual(6);
  });

  for (const slug of DEMO_SITES) {
    it(`${slug}: every counted link lists as many cars as it says`, async () => {
      const home = await askSite(slug, '/');
      expect(home.status).toBe(200);
      const links = countedLinks(home.body);

      // The header's Stock menu always counts all stock (site-wide §2): the parse found the menu.
      const allStock = links.find((link) => link.href === '/search/new-used-and-demo-cars');
      expect(allStock, `${slug}: the header's All stock count`).toBeDefined();
      expect(allStock?.count).toBeGreaterThan(0);
      // The Stock menu's car types and bodies, the makes or models, and the home page's own.
      expect(links.length).toBeGreaterThan(8);

      const wrong: string[] = [];
      await eachLimited(links, 4, async ({ href, text, count }) => {
        const total = await linkedTotal(slug, href);
        if (total !== count) wrong.push(`"${text}" → ${href}: lists ${total}`);
      });
      expect(wrong, `${slug}: ${links.length} counted links`).toEqual([]);
    }, 60_000);

    it(`${slug}: the stats banner's counted items agree with the site's pages`, async () => {
      const config = siteConfig(slug);
      const counted = config.stats_banner.flatMap((item) => ('count' in item ? [item] : []));
      if (counted.length === 0) return;
      const home = await askSite(slug, '/');
      const shown = statsBanner(home.body);
      for (const item of counted) {
        const value = shown.find((entry) => entry.label === item.label)?.value;
        let expected: number;
        if (item.count === 'brands') {
          // Brands: the makes the site's search lists (a facet answers at most 100 values).
          const makes = Object.keys(
            (await search(slug, [listedFilter(slug)], ['make'])).facetDistribution?.make ?? {},
          );
          expect(makes.length).toBeLessThan(100);
          expected = makes.length;
        } else if (item.count === 'dealerships') {
          // Dealerships: the home page's dealership list, each with its stock link.
          expected = new Set(
            countedLinks(home.body)
              .filter((link) => link.text.startsWith('View Our Stock'))
              .map((link) => link.href),
          ).size;
        } else {
          // Locations: the cards of the dealer locator.
          const locator = await askSite(slug, '/dealer-locator');
          expect(locator.status).toBe(200);
          expected = [...locator.body.matchAll(/class="(?:[^"]* )?fc-location-card[ "]/g)].length;
        }
        expect(value, `${slug}: stats banner "${item.label}"`).toBe(String(expected));
      }
    }, 60_000);
  }
});
