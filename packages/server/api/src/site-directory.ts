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

  /**
   * Every site, read at most once per `ttlMs`. Every request asks (the Host's site), so a stale
   * list is answered at once while one read refreshes it, and concurrent misses share that read:
   * under a burst an expired list must not become one query and six config resolutions per
   * request, queued behind the renders on the database.
   */
  async list(): Promise<SiteRecord[]> {
    const at = this.now().getTime();
    const cached = this.cache;
    if (cached && at - cached.at < this.ttlMs) return cached.sites;
    const reading = this.reading ?? this.read(at);
    if (cached) {
      // Stale: answer with what is known; the refresh's failure is the next caller's to see.
      reading.catch(() => {});
      return cached.sites;
    }
    return reading;
  }

  private reading: Promise<SiteRecord[]> | null = null;

  private read(at: number): Promise<SiteRecord[]> {
    const generation = this.generation;
    const reading = this.load()
      .then((sites) => {
        // An invalidate() while reading: this answer may predate the change, so it is not kept.
        if (generation === this.generation) this.cache = { at, sites };
        return sites;
      })
      .finally(() => {
        if (this.reading === reading) this.reading = null;
      });
    this.reading = reading;
    return reading;
  }

  private generation = 0;

  private async load(): Promise<SiteRecord[]> {
    const rows = await this.db.query<
      Omit<SiteRecord, 'dealershipIds'> & { dealership_ids: number[] | null }
    >(
      `SELECT s.id, s.slug, s.name, s.template, s.domains, s.config,
              array_remove(array_agg(sd.dealership_id ORDER BY sd.dealership_id), NULL) AS dealership_ids
         FROM sites s LEFT JOIN site_dealerships sd ON sd.site_id = s.id
        GROUP BY s.id ORDER BY s.name`,
    );
    return rows.map(({ dealership_ids, ...site }) => ({
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
  }

  /** Forgets the list: the next call reads it again (a site was written). */
  invalidate(): void {
    this.cache = null;
    this.reading = null;
    this.generation += 1;
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
