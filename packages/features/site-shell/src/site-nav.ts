import type { Car } from '@forecourt/api-client';
import { compareText, slugify } from '@forecourt/format';
import { bodyFacetTiles, type PublicSiteConfig } from '@forecourt/site-config';
import { listedInSearch } from '@forecourt/stock-eligibility';

/** One link of a header dropdown, with how many cars it leads to. */
export interface StockNavLink {
  label: string;
  href: string;
  count: number;
}

/** A make in the Vehicles menu with its models (site-wide §2 "a dynamic models dropdown"). */
export interface StockNavMake extends StockNavLink {
  models: StockNavLink[];
}

/**
 * What the header's dynamic dropdowns show of the stock (site-wide §2 Header navigation): makes
 * and their models, body types, and the car-type counts. Small by design: the root loader sends
 * it with every page, so it carries names, links and counts only.
 */
export interface StockNav {
  makes: StockNavMake[];
  bodies: StockNavLink[];
  carTypes: { new: number; used: number; demo: number };
}

/** An empty stock (a site without cars, or the stock feed could not be read). */
export const EMPTY_STOCK_NAV: StockNav = {
  makes: [],
  bodies: [],
  carTypes: { new: 0, used: 0, demo: 0 },
};

/** Most makes, and models per make, the menu lists (the rest are a click away in the search). */
export const STOCK_NAV_LIMITS = { makes: 12, models: 8 } as const;

function counted(counts: Map<string, number>, limit: number): [string, number][] {
  return [...counts].sort(([a, m], [b, n]) => n - m || compareText(a, b)).slice(0, limit);
}

/** Kept per feed and per minute of the clock (the sold window moves with it). */
const memo = new WeakMap<readonly Car[], { minute: number; nav: StockNav }>();

/**
 * The header's stock summary from the site's stock feed: the cars the results page lists at
 * `now` (site-wide §7 stock filter), so each count is the total of the page it links to
 * (vehicle-stock §4),
 * makes most stocked first with their most stocked models (`/search/{make}/{model}`), the body
 * tiles (site-wide §5 facet tiles) and the count of each car type. Kept per feed (the parsed feed
 * is cached and revalidated per site), so a page request costs a lookup, not a pass over the cars.
 */
export function stockNav(
  cars: readonly Car[],
  site: Pick<PublicSiteConfig, 'body_images' | 'truck_body_type' | 'include_sold_cars_days'>,
  now: Date = new Date(),
): StockNav {
  const minute = Math.floor(now.getTime() / 60_000);
  const held = memo.get(cars);
  if (held && held.minute === minute) return held.nav;
  const listed = listedInSearch({ now, include_sold_cars_days: site.include_sold_cars_days });
  const makes = new Map<string, number>();
  const models = new Map<string, Map<string, number>>();
  const bodies: Record<string, number> = {};
  const carTypes = { new: 0, used: 0, demo: 0 };
  for (const car of cars) {
    if (!listed(car)) continue;
    const make = car.make?.trim();
    if (make) {
      makes.set(make, (makes.get(make) ?? 0) + 1);
      const model = car.model?.trim();
      if (model) {
        const byModel = models.get(make) ?? new Map<string, number>();
        byModel.set(model, (byModel.get(model) ?? 0) + 1);
        models.set(make, byModel);
      }
    }
    const body = car.simple_body?.trim();
    if (body) bodies[body] = (bodies[body] ?? 0) + 1;
    if (car.car_type === 'new') carTypes.new += 1;
    else if (car.car_type === 'used') carTypes.used += 1;
    else if (car.car_type === 'demo') carTypes.demo += 1;
  }
  const nav: StockNav = {
    makes: counted(makes, STOCK_NAV_LIMITS.makes).map(([make, count]) => ({
      label: make,
      href: `/search/${slugify(make)}`,
      count,
      models: counted(models.get(make) ?? new Map(), STOCK_NAV_LIMITS.models).map(([model, n]) => ({
        label: model,
        href: `/search/${slugify(make)}/${slugify(model)}`,
        count: n,
      })),
    })),
    bodies: bodyFacetTiles(bodies, {
      customImages: site.body_images,
      truckBodyType: site.truck_body_type,
    }).map((tile) => ({ label: tile.value, href: `/search/${tile.slug}`, count: tile.count })),
    carTypes,
  };
  memo.set(cars, { minute, nav });
  return nav;
}

/** A link of the header navigation; a group has `items` (a dropdown), `mega` lays them out in columns. */
export interface SiteNavItem {
  to: string;
  label: string;
  /** Active only on exactly this path (the home link). */
  end?: boolean;
  /** The group's dropdown links; a link with `items` is a column heading (the brands mega-menu). */
  items?: readonly SiteNavItem[];
  /** Lay the dropdown out as the brands mega-menu (site-wide §2 Screens and widgets). */
  mega?: boolean;
  /** Cars behind the link, shown beside it. */
  count?: number;
}

/** What the header's groups link to besides the stock: the template's choices. */
export interface SiteNavOptions {
  /** Where the Vehicles group's own link goes (the oem range at `/models`; else `/search`). */
  vehiclesPath?: string;
}

type NavSite = Pick<
  PublicSiteConfig,
  | 'finance'
  | 'features'
  | 'service_booking_url'
  | 'content_pages'
  | 'layout'
  | 'template'
  | 'stock'
  | 'manufacturer'
>;

/** Most models the Vehicles dropdown lists when it is the models dropdown. */
export const MODELS_MENU_LIMIT = 12;

const sameName = (a: string, b: string) => slugify(a) === slugify(b);

/**
 * The models dropdown (`layout.header_menu: models`, site-wide §2 "Vehicles (a dynamic models
 * dropdown)"): the site's configured range (`stock.models`) in its order, each linked to its
 * stock with its count where it has stock; without a configured range, the models in stock, most
 * stocked first (named with their make when the stock has more than one make).
 */
export function modelsMenu(
  site: Pick<NavSite, 'stock' | 'manufacturer'>,
  stock: StockNav,
): SiteNavItem[] {
  const inStock = stock.makes.flatMap((make) =>
    make.models.map((model) => ({ ...model, make: make.label })),
  );
  if (site.stock.models.length > 0) {
    return site.stock.models.slice(0, MODELS_MENU_LIMIT).map((name) => {
      const held = inStock.find((model) => sameName(model.label, name));
      if (held) return { to: held.href, label: name, count: held.count };
      const to = site.manufacturer
        ? `/search/${slugify(site.manufacturer)}/${slugify(name)}`
        : `/search?query=${encodeURIComponent(name)}`;
      return { to, label: name };
    });
  }
  const named = stock.makes.length > 1;
  return inStock
    .sort((a, b) => b.count - a.count || compareText(a.label, b.label))
    .slice(0, MODELS_MENU_LIMIT)
    .map((model) => ({
      to: model.href,
      label: named ? `${model.make} ${model.label}` : model.label,
      count: model.count,
    }));
}

/**
 * The header navigation (site-wide §2 Header navigation): Home, Vehicles (`layout.header_menu`:
 * `models`, the dynamic models dropdown of `modelsMenu`; `brands`, the brands mega-menu: each
 * make in stock, a column heading, with its models),
 * Stock (all stock, new, used and demo with counts, and the body types), Offers, Finance,
 * Trade In (where the site trades in), a Service group (the manufacturer's booking page where
 * configured) and an About Us group. A content page the site hides is left out. Every group's
 * own link goes to a page, so the navigation works before scripts load.
 */
export function siteNav(
  site: NavSite,
  stock: StockNav,
  options: SiteNavOptions = {},
): SiteNavItem[] {
  const shown = (slug: keyof NavSite['content_pages']) => !site.content_pages[slug]?.hidden;
  const page = (slug: keyof NavSite['content_pages'], label: string): SiteNavItem[] =>
    shown(slug) ? [{ to: `/${slug}`, label }] : [];
  const carTypeLinks: SiteNavItem[] = (
    [
      ['new', 'New', '/search/new-cars'],
      ['used', 'Used', '/search/used-cars'],
      ['demo', 'Demo', '/search/demo-cars'],
    ] as const
  )
    .filter(([type]) => stock.carTypes[type] > 0)
    .map(([type, label, to]) => ({ to, label, count: stock.carTypes[type] }));
  const total = stock.carTypes.new + stock.carTypes.used + stock.carTypes.demo;
  const serviceLink = site.service_booking_url ?? '/service';
  return [
    { to: '/', label: 'Home', end: true },
    site.layout.header_menu === 'brands'
      ? {
          to: options.vehiclesPath ?? '/search',
          label: 'Vehicles',
          mega: true,
          items: stock.makes.map((make) => ({
            to: make.href,
            label: make.label,
            count: make.count,
            items: make.models.map((model) => ({
              to: model.href,
              label: model.label,
              count: model.count,
            })),
          })),
        }
      : {
          to: options.vehiclesPath ?? '/search',
          label: 'Vehicles',
          items: modelsMenu(site, stock),
        },
    {
      to: '/search/new-used-and-demo-cars',
      label: 'Stock',
      items: [
        { to: '/search/new-used-and-demo-cars', label: 'All stock', count: total },
        ...carTypeLinks,
        ...stock.bodies.map((body) => ({ to: body.href, label: body.label, count: body.count })),
      ],
    },
    { to: '/special-offers', label: 'Offers' },
    { to: site.finance.path, label: 'Finance' },
    ...(site.features.trade_in ? [{ to: '/trade-in', label: 'Trade In' }] : []),
    {
      to: serviceLink,
      label: 'Service',
      items: [
        { to: serviceLink, label: 'Book a Service' },
        ...page('capped-price-servicing', 'Capped Price Servicing'),
        ...page('vehicle-parts-and-accessories', 'Parts and Accessories'),
        ...page('roadside-assist', 'Roadside Assist'),
        ...page('warranty', 'Warranty'),
      ],
    },
    {
      to: shown('about-us') ? '/about-us' : '/contact',
      label: 'About Us',
      items: [
        ...page('about-us', 'About Us'),
        { to: '/contact', label: 'Contact Us' },
        ...(site.template === 'group' ? [{ to: '/dealer-locator', label: 'Dealerships' }] : []),
        ...page('careers', 'Careers'),
        ...page('fleet', 'Fleet'),
        ...page('buying', 'We Buy Cars'),
        ...page('book-test-drive', 'Book a Test Drive'),
      ],
    },
  ];
}

/** A footer link group (site-wide §2 footer groups). */
export interface SiteFooterGroup {
  heading: string;
  links: { to: string; label: string }[];
}

/** How many models the footer's Models group lists. */
export const FOOTER_MODELS_LIMIT = 10;

/**
 * The footer groups (site-wide §2 Header navigation and footer): Vehicles by body type and Models
 * (from the stock; left out when empty), Buyer Tools (Used, Demo, New, Trade In where the site
 * trades in, Finance Pre-Approval), Servicing and Parts, and the dealership group: a group site's
 * dealerships' stock, else the dealership's own pages. Hidden content pages are left out.
 */
export function siteFooterGroups(
  site: NavSite & Pick<PublicSiteConfig, 'name' | 'dealerships'>,
  stock: StockNav,
  options: { dealershipsHeading?: string } = {},
): SiteFooterGroup[] {
  const shown = (slug: keyof NavSite['content_pages']) => !site.content_pages[slug]?.hidden;
  const page = (slug: keyof NavSite['content_pages'], label: string) =>
    shown(slug) ? [{ to: `/${slug}`, label }] : [];
  const models = stock.makes
    .flatMap((make) => make.models.map((model) => ({ ...model, make: make.label })))
    .sort((a, b) => b.count - a.count || compareText(a.label, b.label))
    .slice(0, FOOTER_MODELS_LIMIT)
    .map((model) => ({ to: model.href, label: `${model.make} ${model.label}` }));
  const groups: SiteFooterGroup[] = [
    {
      heading: 'Vehicles by body type',
      links: stock.bodies.map((body) => ({ to: body.href, label: body.label })),
    },
    { heading: 'Models', links: models },
    {
      heading: 'Buyer Tools',
      links: [
        { to: '/search/used-cars', label: 'Used' },
        { to: '/search/demo-cars', label: 'Demo' },
        { to: '/search/new-cars', label: 'New' },
        ...(site.features.trade_in ? [{ to: '/trade-in', label: 'Trade In' }] : []),
        { to: '/finance-pre-approval', label: 'Finance Pre-Approval' },
      ],
    },
    {
      heading: 'Servicing and Parts',
      links: [
        { to: site.service_booking_url ?? '/service', label: 'Book a Service' },
        ...page('capped-price-servicing', 'Capped Price Servicing'),
        ...page('vehicle-parts-and-accessories', 'Parts and Accessories'),
        ...page('roadside-assist', 'Roadside Assist'),
      ],
    },
    site.template === 'group' && site.dealerships.length > 0
      ? {
          heading: options.dealershipsHeading ?? 'Our dealerships',
          links: site.dealerships.map((dealership) => ({
            to: `/search/${dealership.slug}`,
            label: dealership.name,
          })),
        }
      : {
          heading: site.name,
          links: [
            ...page('about-us', 'About Us'),
            { to: '/contact', label: 'Contact Us' },
            ...page('careers', 'Careers'),
          ],
        },
  ];
  return groups.filter((group) => group.links.length > 0);
}
