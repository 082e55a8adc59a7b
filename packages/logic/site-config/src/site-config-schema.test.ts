import { describe, expect, it } from 'vitest';
import { PLATFORM_DEFAULTS } from './platform-defaults.ts';
import { safeResolveSiteConfig } from './resolve-site-config.ts';
import { siteConfigSchema } from './site-config-schema.ts';

const minimal = { slug: 'acme', name: 'Acme Motors', template: 'classic' } as const;

/** The issues for a site with these overrides ([] when valid). */
function issuesFor(overrides: Record<string, unknown>) {
  const result = safeResolveSiteConfig({ ...minimal, ...overrides });
  return result.success ? [] : result.error.issues;
}

describe('siteConfigSchema', () => {
  it('accepts the platform defaults with an identity (site-wide §3)', () => {
    expect(siteConfigSchema.safeParse({ ...PLATFORM_DEFAULTS, ...minimal }).success).toBe(true);
  });

  it('requires a lowercase kebab slug (site-wide §3 slug)', () => {
    expect(issuesFor({ slug: 'acme-motors-2' })).toEqual([]);
    for (const slug of ['Acme', 'acme_motors', '-acme', 'acme-', 'acme--motors', '']) {
      expect(issuesFor({ slug })[0]?.path).toBe('slug');
    }
  });

  it('accepts an id or null (site-wide §3 id)', () => {
    expect(issuesFor({ id: 42 })).toEqual([]);
    expect(issuesFor({ id: 4.2 })).toEqual([
      { path: 'id', message: 'expected integer, received number' },
    ]);
  });

  it('takes the makes a franchise sells as catalogue slugs, none by default (site-wide §3)', () => {
    expect(PLATFORM_DEFAULTS.makes).toEqual([]);
    expect(issuesFor({ makes: ['toyota', 'mercedes-benz'] })).toEqual([]);
    expect(issuesFor({ makes: ['Toyota'] })[0]?.path).toBe('makes[0]');
  });

  it('takes custom domains as bare lowercase host names, without duplicates', () => {
    expect(issuesFor({ domains: ['www.acme.com.au', 'acme.com.au'] })).toEqual([]);
    expect(issuesFor({ domains: ['https://acme.com.au'] })[0]?.path).toBe('domains[0]');
    expect(issuesFor({ domains: ['acme.com.au/cars'] })[0]?.path).toBe('domains[0]');
    expect(issuesFor({ domains: ['ACME.com.au'] })[0]?.path).toBe('domains[0]');
    expect(issuesFor({ domains: ['acme.com.au', 'acme.com.au'] })).toEqual([
      { path: 'domains[1]', message: 'duplicate domain "acme.com.au"' },
    ]);
  });

  it('takes social URLs as http(s) addresses or null (site-wide §2, §3)', () => {
    expect(issuesFor({ facebook_url: 'https://facebook.com/acme', tiktok_url: null })).toEqual([]);
    expect(issuesFor({ instagram_url: 'ftp://instagram.com/acme' })).toEqual([
      { path: 'instagram_url', message: 'must be an http(s) URL' },
    ]);
  });

  it('takes an external service booking page as an http(s) URL or null (site-wide §2)', () => {
    const bare = safeResolveSiteConfig(minimal);
    expect(bare.success && bare.data.service_booking_url).toBeNull();
    expect(issuesFor({ service_booking_url: 'https://www.mazda.com.au/book-a-service/' })).toEqual(
      [],
    );
    expect(issuesFor({ service_booking_url: '/service' })).toEqual([
      { path: 'service_booking_url', message: 'must be an http(s) URL' },
    ]);
  });

  it('names what the dealer sells for template copy, cars unless the site says otherwise', () => {
    const bare = safeResolveSiteConfig(minimal);
    expect(bare.success && bare.data.texts.vehicles).toBe('cars');
    const caravans = safeResolveSiteConfig({ ...minimal, texts: { vehicles: 'caravans' } });
    expect(caravans.success && caravans.data.texts).toMatchObject({
      vehicles: 'caravans',
      closed: 'Closed',
    });
    expect(issuesFor({ texts: { vehicles: '' } })[0]?.path).toBe('texts.vehicles');
  });

  it('takes a switch per social network and rejects unknown networks (site-wide §2)', () => {
    expect(issuesFor({ social: { tiktok: false } })).toEqual([]);
    expect(issuesFor({ social: { myspace: true } })).toEqual([
      { path: 'social', message: 'unknown key "myspace"' },
    ]);
  });

  it('knows the plugins Autogauge, Car Analysis and PPSR Report (site-wide §3)', () => {
    expect(
      issuesFor({
        plugins: {
          autogauge: true,
          car_analysis_url: 'https://reports.example/analysis?vin={vin}',
          ppsr_report_url: 'https://ppsr.example/check/{rego}?stock={stocknum}',
        },
      }),
    ).toEqual([]);
    expect(issuesFor({ plugins: { carfax: true } })[0]?.message).toBe('unknown key "carfax"');
  });

  it('names a plugin link that is not an http(s) URL or uses an unknown placeholder', () => {
    expect(issuesFor({ plugins: { car_analysis_url: 'reports?vin={vin}' } })[0]).toEqual({
      path: 'plugins.car_analysis_url',
      message: 'must be an http(s) URL',
    });
    expect(issuesFor({ plugins: { ppsr_report_url: 'https://ppsr.example/{nvic}' } })[0]).toEqual({
      path: 'plugins.ppsr_report_url',
      message: 'unknown placeholder "{nvic}": use {vin}, {rego}, {stocknum}',
    });
  });

  it('has no settings that change nothing: redbook, podium_token and autobot are not settings', () => {
    for (const key of ['redbook', 'podium_token', 'autobot']) {
      expect(issuesFor({ [key]: true })[0]?.message).toBe(`unknown key "${key}"`);
    }
  });

  it('keeps include_sold_cars_days a whole number of days, 0 allowed (site-wide §4)', () => {
    expect(issuesFor({ include_sold_cars_days: 0 })).toEqual([]);
    expect(issuesFor({ include_sold_cars_days: -1 })[0]?.message).toBe('must be >= 0');
    expect(issuesFor({ include_sold_cars_days: 1.5 })[0]?.path).toBe('include_sold_cars_days');
  });

  it('keeps the minimum review rating within 0..5 (site-wide §5)', () => {
    expect(issuesFor({ reviews: { min_rating: 5 } })).toEqual([]);
    expect(issuesFor({ reviews: { min_rating: 0 } })).toEqual([]);
    expect(issuesFor({ reviews: { min_rating: 5.1 } })).toEqual([
      { path: 'reviews.min_rating', message: 'must be <= 5' },
    ]);
  });

  it('takes blog posts with a slug, a YYYY-MM-DD date and Markdown (site-wide §2 /blog, §3 Blog card)', () => {
    const post = {
      slug: 'winter-service-tips',
      title: 'Winter service tips',
      date: '2026-06-01',
      summary: 'Five checks before winter.',
      markdown: '## Tyres\n\nCheck the tread.',
    };
    expect(issuesFor({ blogs: { count: 3, posts: [post] } })).toEqual([]);
    expect(issuesFor({ blogs: { count: 3, posts: [{ ...post, date: '1 June 2026' }] } })).toEqual([
      { path: 'blogs.posts[0].date', message: 'must be a date in YYYY-MM-DD form' },
    ]);
    expect(
      issuesFor({ blogs: { count: 3, posts: [{ ...post, slug: 'Winter Tips' }] } })[0]?.path,
    ).toBe('blogs.posts[0].slug');
  });

  it('keeps image CDN quality within 1..100 (site-wide §9)', () => {
    expect(issuesFor({ image_cdn: { quality: 100 } })).toEqual([]);
    expect(issuesFor({ image_cdn: { quality: 101 } })[0]?.message).toBe('must be <= 100');
    expect(issuesFor({ image_cdn: { quality: 0 } })[0]?.message).toBe('must be >= 1');
    expect(issuesFor({ image_cdn: { width: 0 } })[0]?.message).toBe('must be > 0');
  });

  it('takes theme colours as hex (site-wide §1 theming)', () => {
    expect(issuesFor({ theme: { colors: { primary: '#E10600', accent: '#fff' } } })).toEqual([]);
    expect(issuesFor({ theme: { colors: { secondary: 'red' } } })).toEqual([
      { path: 'theme.colors.secondary', message: 'must be a hex colour such as "#1a2b3c"' },
    ]);
  });

  it('takes sign-in required types from the sign-in type list (site-wide §2)', () => {
    expect(issuesFor({ sign_in: { required_types: ['checkout', 'trade-in'] } })).toEqual([]);
    expect(issuesFor({ sign_in: { required_types: ['wishlist'] } })[0]).toEqual({
      path: 'sign_in.required_types[0]',
      message:
        'expected one of trade-in | checkout | finance | spin-to-win | online-payment | car-finance | my-garage',
    });
  });

  it('takes My Garage aliases from the dealer alias list only (site-wide §2)', () => {
    expect(issuesFor({ garage_aliases: ['mymotorama', 'myservco'] })).toEqual([]);
    expect(issuesFor({ garage_aliases: ['my-garage'] })[0]).toEqual({
      path: 'garage_aliases[0]',
      message: 'expected one of mymotorama | mybigboxcars | myblinkr | myservco',
    });
  });

  it('takes an IANA time zone', () => {
    expect(issuesFor({ time_zone: 'Australia/Perth' })).toEqual([]);
    expect(issuesFor({ time_zone: 'Mars/Olympus' })).toEqual([
      { path: 'time_zone', message: 'must be an IANA time zone such as "Australia/Brisbane"' },
    ]);
  });

  it('takes the popup expiry as an ISO date or date-time (site-wide §4 Popup)', () => {
    expect(issuesFor({ popup: { expires_at: '2026-06-30' } })).toEqual([]);
    expect(issuesFor({ popup: { expires_at: '2026-06-30T23:59:00+10:00' } })).toEqual([]);
    expect(issuesFor({ popup: { expires_at: '30/06/2026' } })[0]?.path).toBe('popup.expires_at');
  });

  it('takes dealer copy for known content pages only (site-wide §2 content pages)', () => {
    expect(issuesFor({ content_pages: { careers: { html: '<p>Join us</p>' } } })).toEqual([]);
    const resolved = safeResolveSiteConfig({
      ...minimal,
      content_pages: { warranty: { hidden: true } },
    });
    expect(resolved.success && resolved.data.content_pages.warranty).toEqual({
      title: null,
      html: null,
      hidden: true,
    });
    expect(issuesFor({ content_pages: { 'made-up': { html: 'x' } } })[0]?.path).toMatch(
      /^content_pages/,
    );
  });

  it('takes dealer EOFY pages as eofy-<dealer> slugs with their own copy, none by default (site-wide §2 /eofy)', () => {
    expect(PLATFORM_DEFAULTS.dealer_eofy_pages).toEqual([]);
    const resolved = safeResolveSiteConfig({
      ...minimal,
      dealer_eofy_pages: [{ slug: 'eofy-coastal-toyota', title: 'Coastal Toyota EOFY' }],
    });
    expect(resolved.success && resolved.data.dealer_eofy_pages).toEqual([
      { slug: 'eofy-coastal-toyota', title: 'Coastal Toyota EOFY', html: null },
    ]);
    for (const slug of ['eofy', 'eofy-', 'EOFY-Acme', 'eofy_acme', 'acme-eofy', 'eofy-acme--2']) {
      const [issue] = issuesFor({ dealer_eofy_pages: [{ slug }] });
      expect(issue?.path, slug).toBe('dealer_eofy_pages[0].slug');
      expect(issue?.message).toContain('dealer_eofy_pages');
    }
    const twice = [{ slug: 'eofy-acme' }, { slug: 'eofy-acme' }];
    expect(issuesFor({ dealer_eofy_pages: twice })).toEqual([
      { path: 'dealer_eofy_pages[1].slug', message: 'duplicate dealer EOFY page "eofy-acme"' },
    ]);
  });

  it('takes the finance base path and location link as paths (vehicle-stock §2; site-wide §2)', () => {
    expect(issuesFor({ finance: { path: '/apply-for-finance' } })).toEqual([]);
    expect(issuesFor({ finance: { path: 'finance' } })[0]?.message).toBe(
      'must be a path starting with /',
    );
    expect(issuesFor({ layout: { location_link: 'contact' } })[0]?.path).toBe(
      'layout.location_link',
    );
  });

  it('maps a generic truck to ute or lightTruck only (site-wide §3 Body types)', () => {
    expect(issuesFor({ truck_body_type: 'lightTruck' })).toEqual([]);
    expect(issuesFor({ truck_body_type: 'truck' })[0]?.message).toBe(
      'expected one of ute | lightTruck',
    );
  });

  it('takes logo and image addresses as URLs or site paths', () => {
    expect(issuesFor({ logo: { url: '/logos/acme.svg' } })).toEqual([]);
    expect(issuesFor({ logo: { url: 'https://cdn.example.com/acme.svg' } })).toEqual([]);
    expect(issuesFor({ logo: { url: 'logos/acme.svg' } })[0]?.path).toBe('logo.url');
  });

  it('takes dealerships with id, name, slug and ratings (site-wide §3 Dealership)', () => {
    expect(
      issuesFor({
        dealerships: [
          {
            id: 7,
            name: 'Acme Toyota',
            slug: 'acme-toyota',
            average_rating: '4.6',
            review_count: 12,
          },
        ],
      }),
    ).toEqual([]);
    expect(issuesFor({ dealerships: [{ id: 7, name: 'Acme Toyota' }] })).toEqual([
      { path: 'dealerships[0].slug', message: 'required' },
    ]);
  });

  it('keeps /search/{slug} a results page: dealership and location slugs may not be search service paths (site-wide §2)', () => {
    expect(issuesFor({ dealerships: [{ id: 7, name: 'Indexes', slug: 'indexes' }] })).toEqual([
      {
        path: 'dealerships[0].slug',
        message: '"indexes" is reserved: /search/indexes is a search service path',
      },
    ]);
    expect(
      issuesFor({ locations: [{ id: 1, name: 'Health', slug: 'Multi-Search' }] })[0]?.path,
    ).toBe('locations[0].slug');
    expect(
      issuesFor({ locations: [{ id: 1, name: 'Indooroopilly', slug: 'indooroopilly' }] }),
    ).toEqual([]);
  });

  it('accepts a stock count only as a whole number or null (vehicle-stock §9)', () => {
    expect(issuesFor({ stock: { count: 2500 } })).toEqual([]);
    expect(issuesFor({ stock: { count: null } })).toEqual([]);
    expect(issuesFor({ stock: { count: '2500' } })[0]?.message).toBe(
      'expected number, received string',
    );
  });

  it("takes a dealer's finance disclaimer with known placeholders, null by default (vehicle-stock §9)", () => {
    expect(PLATFORM_DEFAULTS.finance.disclaimer).toBe(null);
    expect(
      issuesFor({ finance: { disclaimer: 'At {rate}, comparison {comparison_rate}.' } }),
    ).toEqual([]);
    const [issue] = issuesFor({ finance: { disclaimer: 'At {interest} p.a.' } });
    expect(issue?.path).toBe('finance.disclaimer');
    expect(issue?.message).toContain('{comparison_rate}');
    expect(issuesFor({ finance: { disclaimer: 'Includes {fees} in fees.' } })).toEqual([]);
    expect(issue?.message).toContain('{fees}');
  });

  it('takes the calculator start and a comparison rate range, none by default (site-wide §9)', () => {
    expect(PLATFORM_DEFAULTS.finance.calculator).toMatchObject({
      amount_default: null,
      comparison_rate_range: null,
    });
    expect(
      issuesFor({
        finance: {
          calculator: { amount_default: 40_000, comparison_rate_range: { min: 8.38, max: 19.42 } },
          disclaimer: 'Comparison rates {comparison_rate_range}.',
        },
      }),
    ).toEqual([]);
    expect(
      issuesFor({ finance: { calculator: { comparison_rate_range: { min: 19.42, max: 8.38 } } } }),
    ).toEqual([
      {
        path: 'finance.calculator.comparison_rate_range.min',
        message: 'min must not be above max',
      },
    ]);
    expect(issuesFor({ finance: { calculator: { amount_default: 0 } } })[0]?.path).toBe(
      'finance.calculator.amount_default',
    );
  });

  it("takes a dealer's fee list, none by default (vehicle-stock §9 plus fees; site-wide §9)", () => {
    expect(PLATFORM_DEFAULTS.finance.fees).toEqual([]);
    expect(PLATFORM_DEFAULTS.finance.provider_establishment_fee).toBe(false);
    const listed = safeResolveSiteConfig({
      ...minimal,
      finance: {
        fees: [
          { label: ' Establishment fee ', amount: 495 },
          { label: 'Agency fee', amount: 912.25 },
        ],
        provider_establishment_fee: true,
      },
    });
    expect(listed.success && listed.data.finance.fees).toEqual([
      { label: 'Establishment fee', amount: 495 },
      { label: 'Agency fee', amount: 912.25 },
    ]);
    expect(listed.success && listed.data.finance.interest_rate).toBe(10);
  });

  it('names the fee field at fault (vehicle-stock §9)', () => {
    const fees = (list: unknown) => issuesFor({ finance: { fees: list } });
    expect(fees([{ label: 'PPSR', amount: 0 }])).toEqual([
      { path: 'finance.fees[0].amount', message: 'must be > 0' },
    ]);
    expect(
      fees([
        { label: 'PPSR', amount: 3 },
        { label: '  ', amount: 3 },
      ]),
    ).toEqual([{ path: 'finance.fees[1].label', message: 'must not be empty' }]);
    expect(fees([{ label: 'PPSR', amount: '3' }])).toEqual([
      { path: 'finance.fees[0].amount', message: 'expected number, received string' },
    ]);
    expect(fees([{ label: 'Agency fee', amount: 912.255 }])).toEqual([
      { path: 'finance.fees[0].amount', message: 'must be dollars and cents, e.g. 912.25' },
    ]);
    expect(
      fees([
        { label: 'PPSR', amount: 3 },
        { label: 'ppsr', amount: 6 },
      ]),
    ).toEqual([{ path: 'finance.fees[1].label', message: 'duplicate fee "ppsr"' }]);
    expect(fees([{ label: 'PPSR' }])).toEqual([
      { path: 'finance.fees[0].amount', message: 'required' },
    ]);
    expect(fees([{ label: 'PPSR', amount: 3, gst: true }])).toEqual([
      { path: 'finance.fees[0]', message: 'unknown key "gst"' },
    ]);
    expect(fees({ label: 'PPSR', amount: 3 })[0]?.path).toBe('finance.fees');
    expect(fees(Array.from({ length: 11 }, (_, n) => ({ label: `Fee ${n}`, amount: 1 })))).toEqual([
      { path: 'finance.fees', message: 'must have at most 10 items' },
    ]);
    expect(issuesFor({ finance: { provider_establishment_fee: 'yes' } })).toEqual([
      { path: 'finance.provider_establishment_fee', message: 'expected boolean, received string' },
    ]);
  });
});
