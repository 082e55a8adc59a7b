import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import {
  OPT_IN_CONTENT_PAGE_SLUGS,
  publicSiteConfig,
  resolveSiteConfig,
  type SiteConfigInput,
} from '@forecourt/site-config';
import { siteContext } from '@forecourt/site-shell';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { contentSitemapPaths } from '../content-view.ts';
import { loader } from './content-page.tsx';

/** The repository's `configs/` (the demo sites), found above the working directory. */
function configsDir(from = process.cwd()): string {
  const here = join(from, 'configs');
  try {
    readdirSync(here);
    return here;
  } catch {
    const parent = dirname(from);
    if (parent === from) throw new Error('configs/ not found above the working directory');
    return configsDir(parent);
  }
}

const DEMO_SITES = readdirSync(configsDir())
  .filter((file) => file.endsWith('.json'))
  .map((file) => JSON.parse(readFileSync(join(configsDir(), file), 'utf8')) as SiteConfigInput);

/** The status the page answers on a site: 200, or the status the loader throws. */
async function statusOn(input: SiteConfigInput, path: string): Promise<number> {
  const context = new RouterContextProvider();
  context.set(siteContext, publicSiteConfig(resolveSiteConfig(input)));
  try {
    await loader({
      request: new Request(`http://${input.slug}.localhost:4000${path}`),
      context,
      params: {},
    } as never);
    return 200;
  } catch (thrown) {
    return (thrown as { init?: { status?: number } }).init?.status ?? 500;
  }
}

const site = (content_pages: SiteConfigInput['content_pages'] = {}): SiteConfigInput => ({
  slug: 'acme',
  name: 'Acme Motors',
  template: 'classic',
  content_pages,
});

describe('opt-in content pages (site-wide §2 /eofy, /diamond-advantage; vehicle-stock §2 /twg-*, /finance-and-insurance, /neotek, /4x4-outdoor)', () => {
  it.each(OPT_IN_CONTENT_PAGE_SLUGS)('/%s answers 404 unless the site lists it', async (slug) => {
    expect(await statusOn(site(), `/${slug}`)).toBe(404);
    expect(await statusOn(site({ [slug]: {} }), `/${slug}`)).toBe(200);
    expect(await statusOn(site({ [slug]: { hidden: true } }), `/${slug}`)).toBe(404);
  });

  it("shows the dealer's own title and copy on a listed page", async () => {
    const context = new RouterContextProvider();
    context.set(
      siteContext,
      publicSiteConfig(
        resolveSiteConfig(site({ eofy: { title: 'EOFY Sale', html: '<p>Ends 30 June.</p>' } })),
      ),
    );
    const page = await loader({
      request: new Request('http://acme.localhost:4000/eofy'),
      context,
      params: {},
    } as never);
    expect(page.page.title).toBe('EOFY Sale');
    expect(page.page.html).toContain('Ends 30 June.');
  });

  it('lists a listed opt-in page in the sitemap, and no other', () => {
    const paths = contentSitemapPaths(resolveSiteConfig(site({ neotek: {} })));
    expect(paths).toContain('/neotek');
    expect(paths).not.toContain('/eofy');
    expect(paths).toContain('/warranty');
  });

  it('answers 200 on the demo sites that list a page and 404 on the others', async () => {
    const served: Record<string, string[]> = {};
    for (const demo of DEMO_SITES) {
      for (const slug of OPT_IN_CONTENT_PAGE_SLUGS) {
        const listed = demo.content_pages?.[slug] !== undefined;
        expect(await statusOn(demo, `/${slug}`), `${demo.slug} /${slug}`).toBe(listed ? 200 : 404);
        if (listed) served[demo.slug] = [...(served[demo.slug] ?? []), slug];
      }
    }
    // The demo sites exercise both answers.
    expect(Object.keys(served).length).toBeGreaterThan(0);
    expect(Object.keys(served).length).toBeLessThan(DEMO_SITES.length);
  });
});

describe('dealer EOFY pages (site-wide §2 "/eofy (plus several dealer-specific EOFY pages)")', () => {
  const listing: SiteConfigInput = {
    ...site(),
    dealer_eofy_pages: [
      { slug: 'eofy-acme-north', title: 'Acme North EOFY Sale', html: '<p>North yard only.</p>' },
      { slug: 'eofy-acme-south' },
    ],
  };

  it('answers 200 on the site that lists the page and 404 elsewhere', async () => {
    expect(await statusOn(listing, '/eofy-acme-north')).toBe(200);
    expect(await statusOn(listing, '/eofy-acme-north/')).toBe(200);
    expect(await statusOn(listing, '/eofy-acme-east')).toBe(404);
    expect(await statusOn(site(), '/eofy-acme-north')).toBe(404);
    expect(await statusOn(site({ eofy: {} }), '/eofy-acme-north')).toBe(404);
  });

  it("shows the dealer page's own title and copy, else /eofy's default copy", async () => {
    const pageOn = async (path: string) => {
      const context = new RouterContextProvider();
      context.set(siteContext, publicSiteConfig(resolveSiteConfig(listing)));
      return loader({
        request: new Request(`http://acme.localhost:4000${path}`),
        context,
        params: {},
      } as never);
    };
    const north = await pageOn('/eofy-acme-north');
    expect(north.page.slug).toBe('eofy-acme-north');
    expect(north.page.title).toBe('Acme North EOFY Sale');
    expect(north.page.html).toContain('North yard only.');
    expect(north.seo.canonical).toMatch(/\/eofy-acme-north$/);
    const south = await pageOn('/eofy-acme-south');
    expect(south.page.title).toBe('End of Financial Year Sale');
    expect(south.page.html).toContain('before the financial year closes on 30 June');
  });

  it('lists the pages the site lists in its sitemap, and none elsewhere', () => {
    const paths = contentSitemapPaths(resolveSiteConfig(listing));
    expect(paths).toEqual(expect.arrayContaining(['/eofy-acme-north', '/eofy-acme-south']));
    expect(paths).not.toContain('/eofy');
    expect(contentSitemapPaths(resolveSiteConfig(site()))).not.toContain('/eofy-acme-north');
  });

  it('serves the demo group its dealer EOFY pages, and no other demo site', async () => {
    const served: string[] = [];
    for (const demo of DEMO_SITES) {
      for (const page of DEMO_SITES.flatMap((other) => other.dealer_eofy_pages ?? [])) {
        const listed = (demo.dealer_eofy_pages ?? []).some((own) => own.slug === page.slug);
        const status = await statusOn(demo, `/${page.slug}`);
        expect(status, `${demo.slug} /${page.slug}`).toBe(listed ? 200 : 404);
        if (listed) served.push(`${demo.slug}/${page.slug}`);
      }
    }
    expect(served).toEqual([
      'metro-auto-group/eofy-metro-mazda',
      'metro-auto-group/eofy-metro-ford',
    ]);
  });
});
