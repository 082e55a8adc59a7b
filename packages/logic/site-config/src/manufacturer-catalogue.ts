/**
 * The manufacturer catalogue (site-wide §3 "a fixed list of about 150 makes, alphabetically from
 * Abarth to ZX Auto. Each entry has id, name, slug and logo.url (possibly empty). Brand pages are
 * at /{brandSlug}/overview"). One list for the platform: the sites' /brands and brand pages read
 * it here, the sample data seeds the `manufacturers` table from it.
 */

/** Makes sold in Australia now: they have a logo and an overview page. */
export const CURRENT_MANUFACTURER_NAMES: readonly string[] =
  split(`Abarth|Alfa Romeo|Alpine|Aprilia|
Aston Martin|Audi|Avan|Benelli|Bentley|Beta|BMW|BYD|Can-Am|Caterham|CFMoto|Chery|Coromal|Crusader|
Cupra|DAF|Deepal|Ducati|Ferrari|Fiat|Ford|Foton|Freightliner|Fuso|GasGas|Genesis|GWM|
Harley-Davidson|Haval|Hino|Honda|Husqvarna|Hyundai|Indian|Ineos|International|Isuzu|Isuzu Trucks|
Iveco|JAC|Jaecoo|Jaguar|Jayco|Jeep|Kawasaki|Kenworth|KGM|Kia|KTM|Kymco|Lamborghini|Land Rover|LDV|
Leapmotor|Lexus|Lotus|Lotus Caravans|Mack|Mahindra|MAN|Maserati|Mazda|McLaren|Mercedes-Benz|MG|Mini|
Mitsubishi|Morgan|Moto Guzzi|MV Agusta|New Age|Nissan|Omoda|Peugeot|Piaggio|Polaris|Polestar|
Porsche|Ram|Regent|Renault|Rolls-Royce|Royal Enfield|Royal Flair|Scania|Skoda|Skywell|Smart|Subaru|
Supreme|Suzuki|SYM|Tank|Tesla|Toyota|Triumph|UD Trucks|Vespa|Volkswagen|Volvo|Western Star|Windsor|
Xpeng|Yamaha|Zeekr|Zero Motorcycles|Zontes|Zone RV|ZX Auto`);

/** Makes once sold in Australia (kept for used stock and old listings): no logo, no page. */
export const PAST_MANUFACTURER_NAMES: readonly string[] = split(`AC|Alpina|Austin|Bolwell|Buell|
Chevrolet|Chrysler|Citroen|Daewoo|Daihatsu|Daimler|Datsun|DFSK|Dodge|Elfin|Eunos|FPV|Geely|
Great Wall|Hillman|Holden|HSV|Humber|Hummer|Hyosung|Infiniti|Lada|Lancia|Leyland|Maxus|Morris|Opel|
Proton|Rover|Saab|Seat|SsangYong|Tata|TVR|Vauxhall|Victory|Wolseley`);

function split(list: string): string[] {
  return list
    .split('|')
    .map((name) => name.trim())
    .filter(Boolean);
}

/** Case- and accent-insensitive alphabetical order, as the catalogue is shown. */
export function compareManufacturerNames(a: string, b: string): number {
  return a.localeCompare(b, 'en', { sensitivity: 'base' });
}

/** A make's slug (`Mercedes-Benz` → `mercedes-benz`, `Can-Am` → `can-am`), as stock paths use it. */
export function manufacturerSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\+/g, '-plus')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** One make of the catalogue (site-wide §3). */
export interface CatalogueManufacturer {
  id: number;
  name: string;
  slug: string;
  logo: { url: string };
  /** The overview page's banner image (vehicle-stock §3 brand entry), empty for a past make. */
  banner: { url: string };
  /** The overview page's introduction (vehicle-stock §3 brand entry), empty for a past make. */
  description: string;
  /** No overview page for this make (a past make): left out of /brands and the sitemap. */
  skipPage: boolean;
}

/** The catalogue: every make, alphabetical, ids 1..n; current makes have a logo and a page. */
export const MANUFACTURER_CATALOGUE: readonly CatalogueManufacturer[] = (() => {
  const current = new Set(CURRENT_MANUFACTURER_NAMES);
  return [...CURRENT_MANUFACTURER_NAMES, ...PAST_MANUFACTURER_NAMES]
    .sort(compareManufacturerNames)
    .map((name, index) => {
      const slug = manufacturerSlug(name);
      const hasPage = current.has(name);
      return {
        id: index + 1,
        name,
        slug,
        logo: { url: hasPage ? `/media/manufacturers/${slug}.svg` : '' },
        banner: { url: hasPage ? `/media/manufacturers/${slug}-banner.svg` : '' },
        description: hasPage
          ? `Explore the ${name} range: new, demo and used ${name} vehicles, with finance, trade-in and servicing in one place.`
          : '',
        skipPage: !hasPage,
      };
    });
})();

/** The path of a make's overview page (site-wide §3 `/{brandSlug}/overview`). */
export function brandOverviewPath(slug: string): string {
  return `/${slug}/overview`;
}

/** The makes that have an overview page (not `skipPage`), alphabetical. */
export function brandPages(): CatalogueManufacturer[] {
  return MANUFACTURER_CATALOGUE.filter((make) => !make.skipPage);
}

/** A make with an overview page by its slug (any case), or null (a 404). */
export function findBrandPage(slug: string): CatalogueManufacturer | null {
  const wanted = slug.trim().toLowerCase();
  return MANUFACTURER_CATALOGUE.find((make) => make.slug === wanted && !make.skipPage) ?? null;
}

/**
 * The overview pages a site serves (site-wide §3): every make with a page, or only the makes in
 * `site.makes` on a franchise site that lists them.
 */
export function siteBrandPages(site: { makes: readonly string[] }): CatalogueManufacturer[] {
  if (!site.makes.length) return brandPages();
  const sold = new Set(site.makes);
  return brandPages().filter((make) => sold.has(make.slug));
}

/** Whether a site sells a make (by slug, any case): always, unless `site.makes` lists others. */
export function sellsMake(site: { makes: readonly string[] }, slug: string): boolean {
  return !site.makes.length || site.makes.includes(slug.trim().toLowerCase());
}
