import { slugify } from '@forecourt/format';
import { describe, expect, it } from 'vitest';
import { askSite, eachLimited } from './site-http.ts';

/**
 * `/search/{make}/{model}` (site-wide §2, vehicle-stock §2) finds every make and model the site
 * has in stock, on the real server with its seeded stock: the pairs come from the site's own
 * search facets (each make's models asked for separately, as a facet lists at most 100 values),
 * and each page must answer 200 with result cards. A group site stocks far more than 100 models,
 * which is where a page that looked models up among the first 100 sent shoppers to a 404.
 */

const IN_STOCK = 'status IN ["in_stock", "coming_soon"]';

interface FacetAnswer {
  results: { facetDistribution?: Record<string, Record<string, number>> }[];
}

async function facetValues(slug: string, facet: string, filter: string[]): Promise<string[]> {
  const answer = await askSite(slug, '/search/multi-search', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({
      queries: [{ indexUid: 'cars', q: '', facets: [facet], filter, hitsPerPage: 0, page: 1 }],
    }),
  });
  expect(answer.status).toBe(200);
  const json = JSON.parse(answer.body) as FacetAnswer;
  return Object.keys(json.results[0]?.facetDistribution?.[facet] ?? {});
}

describe('/search/{make}/{model} for every pair in stock (site-wide §2)', () => {
  for (const slug of ['sunshine-used-cars', 'metro-auto-group'] as const) {
    it(`answers ${slug}'s every make and model with its cars`, async () => {
      const pairs: [string, string][] = [];
      for (const make of await facetValues(slug, 'make', [IN_STOCK])) {
        const models = await facetValues(slug, 'model', [
          IN_STOCK,
          `make = ${JSON.stringify(make)}`,
        ]);
        for (const model of models) pairs.push([make, model]);
      }
      expect(pairs.length).toBeGreaterThan(50);

      const failed: string[] = [];
      await eachLimited(pairs, 4, async ([make, model]) => {
        const path = `/search/${slugify(make)}/${slugify(model)}`;
        const answer = await askSite(slug, path);
        if (answer.status !== 200 || !answer.body.includes('class="fc-result-card"')) {
          failed.push(`${answer.status} ${path} (${make} ${model})`);
        }
      });
      expect(failed, `${slug}: ${pairs.length} make and model pairs`).toEqual([]);
    }, 600_000);
  }
});
