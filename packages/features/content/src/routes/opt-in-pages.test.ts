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
