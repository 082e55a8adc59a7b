import { z } from '@forecourt/validation';
import { TRUCK_BODY_TYPES } from './body-facet-tiles.ts';
import { CONTENT_PAGE_SLUGS, DEALER_EOFY_PAGE_SLUG } from './content-pages.ts';
import { featuresSchema } from './features.ts';
import {
  FINANCE_DISCLAIMER_PLACEHOLDERS,
  unknownDisclaimerPlaceholders,
} from './finance-disclaimer.ts';
import { locationSchema } from './location-schema.ts';
import { pluginsSchema } from './plugins.ts';
import {
  onlinePaymentSchema,
  promotionsSliderSchema,
  spinToWinSchema,
} from './promotions-schema.ts';
import { rulesSchema } from './rules-schema.ts';
import {
  httpUrl,
  id,
  kebabSlug,
  rating,
  searchPageSlug,
  text,
  urlOrPath,
} from './schema-primitives.ts';
import { searchBackendSchema } from './search-backend.ts';
import { MY_GARAGE_ALIASES, SIGN_IN_TYPES } from './sign-in-gating.ts';
import { STAT_COUNTS } from './stats-banner.ts';

/**
 * A blog post of the site (site-wide §2 /blog, §3 Blog card: href, heading, image, date): its
 * slug (`/blog/{slug}`), title, publication date, optional image, a one-line summary for cards
 * and the description, and its body as the dealer's Markdown (sanitised before it is shown).
 */
export const blogPostSchema = z.strictObject({
  slug: kebabSlug,
  title: text,
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'must be a date in YYYY-MM-DD form' }),
  image_url: urlOrPath.nullable().default(null),
  summary: text,
  markdown: text,
});

/** A blog post as the resolved config holds it. */
export type BlogPost = z.output<typeof blogPostSchema>;

/** The three templates a site is built with (site-wide §1, ARCHITECTURE). */
export const TEMPLATES = ['classic', 'group', 'oem'] as const;

/** A template name: classic (single dealer), group (dealer group), oem (manufacturer franchise). */
export type Template = (typeof TEMPLATES)[number];

/** A dealership of the site: id, name, slug, average_rating, review_count (site-wide §3 Dealership). */
export const dealershipSchema = z.strictObject({
  id,
  name: text,
  slug: searchPageSlug,
  average_rating: rating.nullable().default(null),
  review_count: z.int().nonnegative().nullable().default(null),
});

/** A dealership as resolved (site-wide §3). */
export type Dealership = z.output<typeof dealershipSchema>;

const HOST_NAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

const hexColour = z
  .string()
  .regex(HEX_COLOUR, { error: 'must be a hex colour such as "#1a2b3c"' })
  .nullable();

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-AU', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const domains = z
  .array(
    z.string().regex(HOST_NAME, {
      error: 'must be a lowercase host name such as "www.acme.com.au" (no scheme or path)',
    }),
  )
  .superRefine((hosts, ctx) => {
    hosts.forEach((host, index) => {
      if (hosts.indexOf(host) !== index) {
        ctx.addIssue({ code: 'custom', path: [index], message: `duplicate domain "${host}"` });
      }
    });
  });

/**
 * A dealer's fee list (vehicle-stock §9 "amount minus deposit plus fees"; site-wide §9 "One
 * dealer lists fees"): each fee named for the shopper and an amount in dollars and cents, no
 * label twice.
 */
const financeFees = z
  .array(
    z.strictObject({
      label: z.string().trim().min(1).max(60),
      amount: z
        .number()
        .positive()
        .max(100_000)
        .refine((amount) => Number.isInteger(Math.round(amount * 1e6) / 1e4), {
          error: 'must be dollars and cents, e.g. 912.25',
        }),
    }),
  )
  .max(10)
  .superRefine((fees, ctx) => {
    const labels = fees.map((fee) => fee.label.toLowerCase());
    labels.forEach((label, index) => {
      if (labels.indexOf(label) !== index) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'label'],
          message: `duplicate fee "${fees[index]?.label}"`,
        });
      }
    });
  });

const nullableUrl = httpUrl.nullable();
const nullableText = z.string().nullable();
const count = z.int().nonnegative();

/**
 * A dealer's own EOFY pages (site-wide §2 "/eofy (plus several dealer-specific EOFY pages)"):
 * each served at `/<slug>` with its own title and HTML over the /eofy default copy.
 */
const dealerEofyPages = z
  .array(
    z.strictObject({
      slug: z.string().regex(DEALER_EOFY_PAGE_SLUG, {
        error:
          'dealer_eofy_pages slug must be "eofy-" and the dealer part in lower-case letters, digits and hyphens, e.g. "eofy-coastal-toyota"',
      }),
      title: nullableText.default(null),
      html: nullableText.default(null),
    }),
  )
  .superRefine((pages, ctx) => {
    pages.forEach((page, index) => {
      if (pages.findIndex((other) => other.slug === page.slug) !== index) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'slug'],
          message: `duplicate dealer EOFY page "${page.slug}"`,
        });
      }
    });
  });

/**
 * The resolved site config: platform defaults ← template preset ← site, every field present
 * (site-wide §3 Site config; vehicle-stock §3 "Site config (as used here)"). Every object is
 * strict: unknown keys are rejected by name.
 */
/** The theme colours a header may be drawn on (`layout.header_surface`). */
export const HEADER_SURFACES = ['primary', 'secondary'] as const;
export type HeaderSurface = (typeof HEADER_SURFACES)[number];

export const siteConfigSchema = z
  .strictObject({
    id: id.nullable(),
    name: text,
    slug: kebabSlug,
    template: z.enum(TEMPLATES),
    /** Custom domains served as this site besides `<slug>.localhost` (ARCHITECTURE runtime). */
    domains,
    logo: z.strictObject({ url: urlOrPath.nullable() }),
    /** The franchise manufacturer slug (oem sites). */
    manufacturer: nullableText,
    /**
     * The makes a franchise site sells, as catalogue slugs (site-wide §3 manufacturer catalogue):
     * /brands and the brand overview pages show only these, other brands' pages are not found.
     * Empty (the default) sells every make.
     */
    makes: z.array(kebabSlug),
    phone: nullableText,
    url: nullableUrl,
    /**
     * Where the Service link goes when the dealer books services on the manufacturer's own booking
     * page (site-wide §2 "the service link goes to an external manufacturer booking page"); null
     * keeps the site's /service page.
     */
    service_booking_url: nullableUrl,
    address: z.strictObject({ city: nullableText }),
    override_city: nullableText,
    /** IANA zone for "today" in special hours (site-wide §9 names Brisbane). */
    time_zone: z
      .string()
      .refine(isTimeZone, { error: 'must be an IANA time zone such as "Australia/Brisbane"' }),
    locations: z.array(locationSchema),
    /** Custom location order, by location id; empty means sorted by name (site-wide §5). */
    location_order: z.array(id),
    dealerships: z.array(dealershipSchema),
    facebook_url: nullableUrl,
    instagram_url: nullableUrl,
    youtube_url: nullableUrl,
    linkedin_url: nullableUrl,
    tiktok_url: nullableUrl,
    /** One switch per network; a link shows only when URL and switch are both on (site-wide §2). */
    social: z.strictObject({
      facebook: z.boolean(),
      instagram: z.boolean(),
      youtube: z.boolean(),
      linkedin: z.boolean(),
      tiktok: z.boolean(),
    }),
    /** Plugins such as Autogauge, Car Analysis, PPSR Report (site-wide §3). */
    plugins: pluginsSchema,
    autograb: z.boolean(),
    /** Filter string added to every stock search, e.g. `car_type = used` (vehicle-stock §5). */
    search_filters: z.string(),
    /**
     * Search service host and key: server-side, never printed (site-wide §3); `backend` picks the
     * engine the site's searches and its index use (`searchClientOf` is its public side).
     */
    search: z.strictObject({ host: nullableUrl, key: nullableText, backend: searchBackendSchema }),
    vdp_config: z.strictObject({
      /** The vehicle page's location section shows a map of the car's yard (vehicle-stock §2 #vehicle-map). */
      show_map_section: z.boolean(),
      /** Viewer view shown first: spinner by default, gallery on one dealer (vehicle-stock §4). */
      default_view: z.enum(['spinner', 'walkaround', 'gallery', 'interior']),
    }),
    /**
     * Blog cards on the home page (`count` of the newest) and the posts of /blog and
     * /blog/{slug} (site-wide §2, §3 Blog card).
     */
    blogs: z.strictObject({ count, posts: z.array(blogPostSchema) }),
    /** Sold cars stay in location and budget stock this many days (site-wide §4, §9). */
    include_sold_cars_days: count,
    stock: z.strictObject({
      /** Total shown when hits exceed 1999 (vehicle-stock §9). */
      count: count.nullable(),
      /**
       * The site's model range, in the order to show it (site-wide §3 stock.models): the /models
       * page and the header's models dropdown list these models; empty lists the models in stock.
       */
      models: z.array(text),
    }),
    offers_subscription: z.boolean(),
    finance_provider: nullableText,
    garage_enabled: z.boolean(),
    /**
     * Dealer-branded paths that also serve My Garage (site-wide §2: /mymotorama, /mybigboxcars,
     * /myblinkr, /myservco); none by default, and an alias not listed answers 404.
     */
    garage_aliases: z.array(z.enum(MY_GARAGE_ALIASES)),
    storage: z.strictObject({ storeFavourites: z.boolean() }),
    specifications: z.strictObject({
      just_arrived_days: count,
      just_arrived_tag_name: text,
      sold_tag_name: text,
    }),
    /** Per-site wording. */
    texts: z.strictObject({
      /** Shown when a car has no price (vehicle-stock §4). */
      no_price: text,
      /** Default empty-offers text (vehicle-stock §8). */
      empty_offers: text,
      /** A closed day (site-wide §4). */
      closed: text,
      /** A closed day on by-appointment sites (site-wide §4). */
      by_appointment_only: text,
      /**
       * What the dealer sells, plural and lower case, as template copy names it: `cars` (default),
       * `caravans`, `trucks and motorcycles` (site-wide §1: cars, trucks, motorcycles, caravans).
       */
      vehicles: text,
    }),
    /**
     * The vehicle page's marketing copy per dealer (vehicle-stock §2 Tabs; site-wide §1 "Marketing
     * copy on the vehicle page"): one list of points per tab, the used-car checks, and the reserve
     * deposit (vehicle-stock §9: $200 when none is set). `{deposit}` in a text is replaced by the
     * deposit in dollars.
     */
    vdp_copy: z.strictObject({
      whats_included: z.array(text),
      why_buy_from_us: z.array(text),
      reserve_online: z.array(text),
      protect_your_car: z.array(text),
      used_car_checks: z.array(text),
      reserve_deposit: z.number().positive(),
    }),
    reviews: z.strictObject({
      /** Reviews below this rating are not shown (site-wide §5). */
      min_rating: z.number().min(0).max(5),
      /** Reviews hidden by title (site-wide §5). */
      hidden_titles: z.array(z.string()),
    }),
    /**
     * The site's ONE finance basis (site-wide §9 Finance; vehicle-stock §2 base path): every
     * estimate a shopper sees (cards, vehicle page, sticky header, calculator start, buy online,
     * budget finder) is finance-math's `carFinanceEstimate` on these numbers.
     */
    finance: z.strictObject({
      interest_rate: z.number().min(0).max(100),
      /** Stated comparison rate; null works it out from the rate and the establishment fee. */
      comparison_rate: z.number().min(0).max(100).nullable(),
      term_years: z.number().positive().max(30),
      deposit_percent: z.number().min(0).max(100),
      balloon_percent: z.number().min(0).max(99),
      /** Establishment fee in dollars, financed with the loan. */
      establishment_fee: z.number().min(0).max(100_000),
      /** Named fees in dollars, financed with the loan and listed by the calculator. */
      fees: financeFees,
      /**
       * A monthly account fee in dollars, charged with every repayment rather than financed: each
       * estimate, the calculator and the budget finder include it (site-wide §9 "monthly account
       * fee $8"); 0 for none.
       */
      monthly_account_fee: z.number().min(0).max(1000),
      /** Finance the provider's standard establishment fee when no fee is set (vehicle-stock §9). */
      provider_establishment_fee: z.boolean(),
      /** Vehicle types (`item_type`) financed as commercial loans, e.g. `truck`. */
      commercial_item_types: z.array(z.string().trim().min(1)),
      /** The calculator's per-dealer and per-provider variations (vehicle-stock §9, site-wide §9). */
      calculator: z.strictObject({
        /** Amount minimum; null keeps 1000 (5000 for one provider). */
        amount_min: z.number().positive().nullable(),
        /** Amount maximum 105% of a price above 100000 (one dealer). */
        amount_max_follows_price: z.boolean(),
        /** Term maximum in years; null keeps 7 (5 on some dealers). */
        term_max: z.number().positive().max(30).nullable(),
        /** Interest slider range in % p.a.; null keeps 0.5 to 15. */
        interest_range: z
          .strictObject({ min: z.number().min(0), max: z.number().positive().max(100) })
          .nullable(),
        /**
         * The stand-alone calculator's starting purchase price (/finance without a car); null
         * keeps 30000 (site-wide §9 "purchase price 30000 if the car has no price").
         */
        amount_default: z.number().positive().max(10_000_000).nullable(),
        /**
         * The lender's comparison rate range in % p.a., stated with every calculator result and
         * `{comparison_rate_range}` in the disclaimer (site-wide §9: 8.38% to 19.42% for one
         * provider); null states none.
         */
        comparison_rate_range: z
          .strictObject({ min: z.number().min(0), max: z.number().positive().max(100) })
          .refine((range) => range.min <= range.max, {
            error: 'min must not be above max',
            path: ['min'],
          })
          .nullable(),
      }),
      path: z.string().regex(/^\//, { error: 'must be a path starting with /' }),
      /**
       * The dealer's own calculator disclaimer (vehicle-stock §9), its placeholders filled from
       * the calculator's current inputs; null keeps the platform's wording.
       */
      disclaimer: z
        .string()
        .trim()
        .min(1)
        .max(2000)
        .refine((text) => unknownDisclaimerPlaceholders(text).length === 0, {
          error: `uses an unknown placeholder; use ${FINANCE_DISCLAIMER_PLACEHOLDERS.map((name) => `{${name}}`).join(' ')}`,
        })
        .nullable(),
    }),
    /** Promo card grid positions (0-based) and the random offset 0..n (vehicle-stock §2). */
    promo_cards: z.strictObject({
      positions: z.array(count),
      random_offset_max: count,
    }),
    /** Image CDN transforms: width 640, quality 75 (site-wide §7, §9). */
    image_cdn: z.strictObject({
      base_url: nullableUrl,
      width: z.int().positive(),
      quality: z.int().min(1).max(100),
    }),
    /** Promotional popup content; shown when `features.popup` is on (site-wide §4). */
    popup: z.strictObject({
      title: nullableText,
      /** A line or two under the title: what the promotion offers. */
      text: nullableText,
      image_url: urlOrPath.nullable(),
      link_url: urlOrPath.nullable(),
      /** The call to action on the link's button (default: Find out more). */
      link_label: nullableText,
      /** Hidden once this date has passed (site-wide §4). */
      expires_at: z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}(?:T[\d:.]+(?:Z|[+-]\d{2}:\d{2}))?$/, {
          error: 'must be an ISO date or date-time, e.g. "2026-06-30"',
        })
        .nullable(),
    }),
    /**
     * The site-wide announcement bar (site-wide §2 Screens and widgets): one line above the header
     * with an optional link; no text, no bar. The shopper can dismiss it, remembered per site.
     */
    announcement: z.strictObject({
      text: nullableText,
      link_url: urlOrPath.nullable(),
      link_label: nullableText,
    }),
    /**
     * Dealer copy of the content pages (site-wide §2 "Other content and service pages"), keyed by
     * page: a title and HTML body replace the platform's default copy (the body is sanitised
     * before it is shown); `hidden` turns the page off (404).
     */
    content_pages: z.partialRecord(
      z.enum(CONTENT_PAGE_SLUGS),
      z.strictObject({
        title: nullableText.default(null),
        html: nullableText.default(null),
        hidden: z.boolean().default(false),
      }),
    ),
    dealer_eofy_pages: dealerEofyPages,
    /** Per-dealer theme overrides; `null` keeps the template's token (site-wide §1 theming). */
    theme: z.strictObject({
      colors: z.strictObject({ primary: hexColour, secondary: hexColour, accent: hexColour }),
      logo_url: urlOrPath.nullable(),
      /**
       * The logo the header shows when the dealer's main logo does not read on the header's
       * surface (a light version for a dark header); null shows `logo_url` there too. The site
       * build refuses a header logo below 3:1 against the header (WCAG 1.4.11).
       */
      header_logo_url: urlOrPath.nullable(),
      font_family: nullableText,
    }),
    /** Online payment limits (site-wide §2 /online-payment; the page is `features.online_payment`). */
    online_payment: onlinePaymentSchema,
    /** The spin-to-win promotion (site-wide §2 /spin-to-win); `null`: none, the page is not found. */
    spin_to_win: spinToWinSchema.nullable(),
    /** The home page's promotions slider (site-wide §9 1920x540); no slides: no slider. */
    promotions_slider: promotionsSliderSchema,
    /** Sign-in types this site gates besides the always-gated ones (site-wide §2). */
    sign_in: z.strictObject({ required_types: z.array(z.enum(SIGN_IN_TYPES)) }),
    /** Where accepted leads are posted: server-side, never printed. */
    lead_delivery: z.strictObject({ webhook_url: nullableUrl }),
    /**
     * Personal-data duties (Australian Privacy Principle 11.2): leads and their details are
     * deleted this many days after they were made (the platform's purge job, at least 30 days,
     * at most 10 years).
     */
    privacy: z.strictObject({ lead_retention_days: z.int().min(30).max(3650) }),
    /** Custom body-type images, keyed by body type or facet value (site-wide §5 facet tiles). */
    body_images: z.record(z.string(), urlOrPath),
    /** A generic truck maps to ute or lightTruck depending on the site (site-wide §3 Body types). */
    truck_body_type: z.enum(TRUCK_BODY_TYPES),
    /**
     * Stats banner items, e.g. 50+ Locations (site-wide §1): a fixed `value`, or a `count` of the
     * site's data (`locations`, `dealerships`, `brands`) worked out by the page. Empty hides it.
     */
    stats_banner: z.array(
      z.union([
        z.strictObject({ value: text, label: text }),
        z.strictObject({
          count: z.enum(STAT_COUNTS, {
            error: `must be one of ${STAT_COUNTS.join(' | ')}`,
          }),
          label: text,
        }),
      ]),
    ),
    /**
     * The home page's price quick-pick buttons, each leading to the stock up to that price
     * (site-wide §9: $5,000 up to $70,000, 9 options, or $300,000 to $800,000 on one site).
     */
    price_quick_picks: z.array(z.number().int().positive()).max(12),
    /** Layout choices that differ by template (site-wide §2). */
    layout: z.strictObject({
      /** `models`: Vehicles dropdown; `brands`: mega-menu of brands (site-wide §2 Header). */
      header_menu: z.enum(['models', 'brands']),
      /** Locations as a carousel or a grid (site-wide §2). */
      locations_view: z.enum(['carousel', 'grid']),
      /** Location link; `{slug}` is replaced. Manufacturer sites use /contact (site-wide §2). */
      location_link: z.string().regex(/^\//, { error: 'must be a path starting with /' }),
      /**
       * The brand colour the header sits on (site-wide §1 theming): its links, the logo and the
       * focus ring are drawn to contrast with it, and the site build checks the logo against it.
       */
      header_surface: z.enum(HEADER_SURFACES),
    }),
    features: featuresSchema,
    /** Per-site dealer rules (see rules.ts and the README's Dealer rules). */
    rules: rulesSchema,
  })
  .superRefine((site, ctx) => {
    // Promo tiles fill the results grid's promo card slots (vehicle-stock §2): tiles without a
    // slot would never show, and a setting that changes nothing misleads the dealer who sets it.
    if (site.rules.promo_tiles.length > 0 && site.promo_cards.positions.length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['rules', 'promo_tiles'],
        message: 'need promo_cards.positions: the results grid slots the tiles fill',
      });
    }
  });

/** A resolved site config: every field present (site-wide §3). */
export type SiteConfig = z.output<typeof siteConfigSchema>;

/** Objects become optional all the way down; arrays and records are replaced whole. */
export type DeepPartial<T> = T extends readonly unknown[]
  ? T
  : T extends object
    ? { [K in keyof T]?: DeepPartial<T[K]> }
    : T;

type RawSiteConfig = z.input<typeof siteConfigSchema>;

/** What a template preset may set: any part of the config except identity (site-wide §1). */
export type SiteConfigPreset = DeepPartial<Omit<RawSiteConfig, 'slug' | 'name' | 'template'>>;

/**
 * A site config as written in `configs/`: slug, name and template, plus any overrides
 * (site-wide §3). Array elements (locations, dealerships) take their own defaults.
 */
export type SiteConfigInput = Pick<RawSiteConfig, 'slug' | 'name' | 'template'> & SiteConfigPreset;
