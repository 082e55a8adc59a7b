import { describe, expect, it } from 'vitest';
import { siteConfigModule } from './vite-config.mjs';

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
