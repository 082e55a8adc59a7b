import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PACKAGE_STYLESHEETS, packageStylesheetsModule, siteConfigModule } from './vite-config.mjs';

const SITE = {
  slug: 'metro-auto-group',
  name: 'Metro Auto Group',
  blogs: { enabled: true, posts: [{ slug: 'a', body: '# A long post' }] },
  locations: [{ id: 1, name: 'Springwood', contact_detail: { opening_hours: [] } }],
};

/** The virtual module's code as the plugin gives it to one build environment. */
function load(environment: 'client' | 'ssr', site: object = SITE): Record<string, unknown> {
  const plugin = siteConfigModule(JSON.stringify(site));
  const id = plugin.resolveId('virtual:forecourt/site');
  const code = plugin.load.call({ environment: { name: environment } }, id) as string;
  return JSON.parse(code.replace(/^export const site = /, '').replace(/;$/, ''));
}

describe('virtual:forecourt/site', () => {
  it('gives the server the whole public config', () => {
    expect(load('ssr')).toEqual(SITE);
  });

  it('leaves blog posts and the locations out of the browser bundle (loaders read them)', () => {
    const client = load('client');
    expect(client.blogs).toEqual({ enabled: true, posts: [] });
    expect(client.locations).toEqual([]);
    expect(client.name).toBe('Metro Auto Group');
  });

  it('refuses a config that still holds a server-only field', () => {
    expect(() => load('client', { ...SITE, search: { backend: { kind: 'embedded' } } })).toThrow(
      'FORECOURT_SITE_CONFIG holds server-only fields: search',
    );
  });
});

describe('virtual:forecourt/stylesheets', () => {
  it("registers every feature and ui package's stylesheet export, each by its bundler URL", () => {
    const root = join(import.meta.dirname, '../../../packages');
    const exported: string[] = [];
    for (const layer of ['features', 'ui']) {
      for (const dir of readdirSync(join(root, layer))) {
        const manifest = JSON.parse(readFileSync(join(root, layer, dir, 'package.json'), 'utf8'));
        for (const key of Object.keys(manifest.exports ?? {})) {
          if (key.endsWith('.css')) exported.push(`${manifest.name}${key.slice(1)}`);
        }
      }
    }
    // The template's own fonts and the root's shell/accounts sheets are linked by the root too.
    const registered = new Set(PACKAGE_STYLESHEETS);
    expect(exported.filter((specifier) => !registered.has(specifier))).toEqual([]);
    const plugin = packageStylesheetsModule(['@forecourt/vdp/vdp.css']);
    const id = (plugin.resolveId as (id: string) => string)('virtual:forecourt/stylesheets');
    const code = (plugin.load as (id: string) => string)(id);
    expect(code).toContain(`import css0 from "@forecourt/vdp/vdp.css?url";`);
    expect(code).toContain(`registerStylesheets({\n  "@forecourt/vdp/vdp.css": css0,\n});`);
  });
});
