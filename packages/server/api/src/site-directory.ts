import type { Queryable } from '@forecourt/db';
import { resolveSiteConfig, type SiteConfig } from '@forecourt/site-config';
import { notFound } from './errors.ts';

export interface SiteRecord {
  id: number;
  slug: string;
  name: string;
  template: string;
  domains: string[];
  /** The site's own config (the site layer of defaults ← template ← site). */
  config: Record<string, unknown>;
  dealershipIds: number[];
  /** The resolved config: platform defaults ← template preset ← the site's own config. */
  settings: SiteConfig;
}

/** Looks sites up by slug or domain; small and read-mostly, so cached briefly in process. */
export class SiteDirectory {
  private cache: { at: number; sites: SiteRecord[] } | null = null;

  private readonly db: Queryable;
  private readonly now: () => Date;
  private readonly ttlMs: number;

  constructor(db: Queryable, now: () => Date, ttlMs = 5_000) {
    this.db = db;
    this.now = now;
    this.ttlMs = ttlMs;
  }

  async list(): Promise<SiteRecord[]> {
    const at = this.now().getTime();
    if (this.cache && at - this.cache.at < this.ttlMs) return this.cache.sites;
    const rows = await this.db.query<
      Omit<SiteRecord, 'dealershipIds'> & { dealership_ids: number[] | null }
    >(
      `SELECT s.id, s.slug, s.name, s.template, s.domains, s.config,
              array_remove(array_agg(sd.dealership_id ORDER BY sd.dealership_id), NULL) AS dealership_ids
         FROM sites s LEFT JOIN site_dealerships sd ON sd.site_id = s.id
        GROUP BY s.id ORDER BY s.name`,
    );
    const sites = rows.map(({ dealership_ids, ...site }) => ({
      ...site,
      dealershipIds: dealership_ids ?? [],
      // A stored config was validated when it was written; an invalid one fails loudly here.
      settings: resolveSiteConfig({
        ...site.config,
        slug: site.slug,
        name: site.name,
        template: site.template,
      }),
    }));
    this.cache = { at, sites };
    return sites;
  }

  invalidate(): void {
    this.cache = null;
  }

  async find(slug: string): Promise<SiteRecord | undefined> {
    return (await this.list()).find((site) => site.slug === slug);
  }

  /** The site with this slug, or a 404 `Unknown site "…".` */
  async get(slug: string): Promise<SiteRecord> {
    const site = await this.find(slug);
    if (!site) throw notFound(`Unknown site "${slug}".`);
    return site;
  }

  /** The site served on this host: `<slug>.localhost` or one of its custom domains. */
  async forHost(host: string): Promise<SiteRecord | undefined> {
    const name = host.replace(/:\d+$/, '').toLowerCase();
    const sites = await this.list();
    return (
      sites.find((site) => site.domains.includes(name)) ??
      sites.find((site) => name === `${site.slug}.localhost`)
    );
  }
}
