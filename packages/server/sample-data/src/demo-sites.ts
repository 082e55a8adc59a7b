import { demoPromotionsSlider } from './demo-promotions.ts';
import { DEMO_HIDDEN_REVIEW_TITLES, demoBlogPosts, demoPopup } from './demo-trust.ts';
import { DEMO_VDP_COPY } from './demo-vdp-copy.ts';
import type { SiteTemplate } from './types.ts';

/**
 * A demo dealer site: the fields `configs/<slug>.json` and the `sites` table share. `config`
 * holds the site's own options (theme, phone, social links ...) in `@forecourt/site-config`'s
 * field names, written into the config file beside the core fields and stored in `sites.config`.
 * The config file lists dealerships as `{ id, name, slug }` (site-config's dealership shape).
 */
export interface DemoSite {
  slug: string;
  name: string;
  template: SiteTemplate;
  domains: readonly string[];
  /** Dealership slugs, in display order. The group and OEM sites share none. */
  dealerships: readonly string[];
  config: Readonly<Record<string, unknown>>;
}

/** The general terms of the demo sites' spin-to-win promotions. */
const SPIN_TERMS =
  'One spin per person per promotion. Prizes are not transferable or redeemable for cash. Our team contacts winners by phone or email within 2 business days.';

/**
 * The six demo sites, two per template, in id order (new ones go at the end). `configs/<slug>.json`
 * is written from these and the generated locations (`pnpm --filter @forecourt/sample-data
 * write-configs`; a test checks they agree); `generateSampleData` makes the sites, dealerships and
 * stock from them. Each site has its own colours and logo (`/media/sites/{slug}/logo.svg`,
 * drawn by `siteLogoSvg`).
 */
export const DEMO_SITES: readonly DemoSite[] = [
  {
    slug: 'sunshine-used-cars',
    name: 'Sunshine Used Cars',
    template: 'classic',
    domains: ['www.sunshineusedcars.com.au'],
    dealerships: ['sunshine-used-cars'],
    config: {
      // The used-car report plugins: Car Analysis and PPSR Report links on the vehicle page
      // (site-wide §3 plugins), filled from each car's VIN and rego.
      plugins: {
        car_analysis_url: 'https://reports.example.com/car-analysis?vin={vin}',
        ppsr_report_url: 'https://reports.example.com/ppsr?vin={vin}&rego={rego}',
      },
      // The home page's promotions slider (site-wide §9), with generated campaign art.
      promotions_slider: demoPromotionsSlider('sunshine-used-cars'),
      // The vehicle page's copy is this dealer's own (site-wide §1).
      vdp_copy: DEMO_VDP_COPY['sunshine-used-cars'],
      // The account garage: Save to My Garage, the header's Sign in / My Garage (vehicle-stock §6).
      garage_enabled: true,
      url: 'https://www.sunshineusedcars.com.au',
      theme: {
        colors: { primary: '#d97706', secondary: '#0f2a44', accent: '#fbbf24' },
        logo_url: '/media/sites/sunshine-used-cars/logo.svg',
      },
      address: { city: 'Brisbane' },
      phone: '(07) 5550 0100',
      facebook_url: 'https://www.facebook.com/sunshineusedcars',
      instagram_url: 'https://www.instagram.com/sunshineusedcars',
      finance_provider: 'angle',
      // Dealer rules (site config `rules`): ratings on location cards, eight similar vehicles and
      // the walkaround half way through the gallery (site-wide §3; vehicle-stock §2, §9).
      rules: {
        show_location_ratings: true,
        similar_vehicles_count: 8,
        walkaround_position: 'middle',
      },
      // The vehicle page's price comparison widget and market-price badge (vehicle-stock §4, §5),
      // test drive times, the car-location bar and the delivery calculator (vehicle-stock §2, §4, §5).
      features: {
        price_comparison: true,
        market_price_badge: true,
        test_drive_booking: true,
        announcement_bar: true,
        delivery_calculator: true,
        // Reserve online with the $200 deposit (vehicle-stock §2, §9).
        reserve_online: true,
        // The sales counter banner (site-wide §2, §4, §9) and the promotional popup (§4).
        sales_counter: true,
        popup: true,
        // /online-payment: signed-in shoppers pay deposits, invoices and balances (site-wide §2).
        online_payment: true,
        // Buy online at /checkout-journey (vehicle-stock §2).
        online_purchase: true,
      },
      online_payment: { max_amount: 10000 },
      // The spin-to-win promotion (site-wide §2 /spin-to-win): drawn on the server by weight.
      spin_to_win: {
        id: 'sunshine-summer-spin',
        title: 'Summer Spin to Win',
        intro: 'Spin the wheel for a prize from Sunshine Used Cars. Everyone wins something.',
        starts_at: '2026-01-01',
        expires_at: '2029-12-31',
        terms: SPIN_TERMS,
        prizes: [
          {
            id: 'fuel-card',
            label: '$50 fuel card',
            weight: 50,
            terms: 'Collect from our Moorooka yard within 30 days.',
          },
          {
            id: 'detail',
            label: 'Free interior detail',
            weight: 30,
            terms: 'Book within 60 days; one vehicle per prize.',
          },
          {
            id: 'tint',
            label: 'Free window tint',
            weight: 15,
            terms: "With any vehicle bought from us by the promotion's end.",
          },
          {
            id: 'service',
            label: '$250 off your next service',
            weight: 5,
            terms: 'At Sunshine Used Cars; not with other offers.',
          },
        ],
      },
      reviews: { hidden_titles: DEMO_HIDDEN_REVIEW_TITLES },
      blogs: { count: 3, posts: demoBlogPosts('used') },
      announcement: {
        text: 'Open 7 days: Saturday test drives now available.',
        link_url: '/book-test-drive',
        link_label: 'Book your test drive',
      },
      popup: demoPopup('Spring clearance: drive away sooner', '/search', {
        text: 'Every used car on our Brisbane lot is priced to go this spring, with finance quotes in minutes and trade-ins welcome.',
        linkLabel: 'Browse the clearance stock',
      }),
      // A dealer that keeps leads for 18 months rather than the platform's two years (APP 11.2).
      privacy: { lead_retention_days: 548 },
    },
  },
  {
    slug: 'metro-auto-group',
    name: 'Metro Auto Group',
    template: 'group',
    domains: ['www.metroautogroup.com.au'],
    dealerships: [
      'metro-mazda',
      'metro-hyundai',
      'metro-kia',
      'metro-ford',
      'metro-nissan',
      'metro-mitsubishi',
      'metro-byd',
      'metro-trucks',
      'metro-motorcycles',
      'metro-caravans',
    ],
    config: {
      // The group's own pages, served only where listed (site-wide §2 /eofy; vehicle-stock §2
      // /twg-cars, /twg-rental, /twg-tyres, /finance-and-insurance).
      content_pages: {
        eofy: {},
        'finance-and-insurance': {},
        'twg-cars': {},
        'twg-rental': {},
        'twg-tyres': {},
      },
      // Two of the group's dealerships run EOFY sales of their own, beside the group's /eofy
      // (site-wide §2 "/eofy (plus several dealer-specific EOFY pages)").
      dealer_eofy_pages: [
        {
          slug: 'eofy-metro-mazda',
          title: 'Metro Mazda End of Financial Year Sale',
          html: '<p>Metro Mazda Springwood is clearing its new and demo Mazdas before 30 June. Ask our sales team about run-out pricing on the CX-5 and BT-50, and book a test drive before the financial year closes.</p>',
        },
        {
          slug: 'eofy-metro-ford',
          title: 'Metro Ford End of Financial Year Sale',
          html: '<p>Ranger, Everest and Transit Custom stock at Metro Ford Cannington and Midland, priced to go before 30 June. Ask our fleet and business team about new and demo vehicles before the financial year closes.</p>',
        },
      ],
      // The home page's promotions slider (site-wide §9), with generated campaign art.
      promotions_slider: demoPromotionsSlider('metro-auto-group'),
      // The vehicle page's copy is this dealer's own (site-wide §1).
      vdp_copy: DEMO_VDP_COPY['metro-auto-group'],
      // The account garage: Save to My Garage, the header's Sign in / My Garage (vehicle-stock §6).
      garage_enabled: true,
      // The group's branded garage, /mymotorama, beside /my-garage (site-wide §2 routes).
      garage_aliases: ['mymotorama'],
      url: 'https://www.metroautogroup.com.au',
      theme: {
        colors: { primary: '#0b3d91', secondary: '#e11d48', accent: '#f1f5f9' },
        logo_url: '/media/sites/metro-auto-group/logo.svg',
      },
      address: { city: 'Brisbane' },
      phone: '1300 975 707',
      facebook_url: 'https://www.facebook.com/metroautogroup',
      instagram_url: 'https://www.instagram.com/metroautogroup',
      youtube_url: 'https://www.youtube.com/@metroautogroup',
      linkedin_url: 'https://www.linkedin.com/company/metro-auto-group',
      finance_provider: 'manual',
      // Counted from the group's data: "10 dealerships" in the heading and the banner agree
      // (site-wide §1); the years are the group's own figure.
      stats_banner: [
        { count: 'locations', label: 'Locations' },
        { count: 'brands', label: 'Brands' },
        { value: '30+', label: 'Years Established' },
      ],
      offers_subscription: true,
      // Dealer rules: ratings on every location card of the group (site-wide §3).
      rules: { show_location_ratings: true },
      // Test drive times at the car's location, the car-location bar and the delivery calculator
      // (vehicle-stock §2, §4, §5).
      // ...and its trade-in valuations also go to /api/miscellaneous (vehicle-stock §7).
      features: {
        test_drive_booking: true,
        announcement_bar: true,
        delivery_calculator: true,
        trade_in_valuation_miscellaneous: true,
        popup: true,
        // /online-payment, with a choice of the group's dealerships (site-wide §2).
        online_payment: true,
        // Reserve online and buy online (5); this variant's reserve page is
        // /cars/{slug}/buy-online (site-wide §2 "on one variant").
        reserve_online: true,
        online_purchase: true,
        reserve_at_buy_online_path: true,
      },
      online_payment: { max_amount: 20000 },
      // The group's spin-to-win is for signed-in members (site-wide §2 sign-in gating).
      sign_in: { required_types: ['spin-to-win'] },
      // The spin-to-win promotion (site-wide §2 /spin-to-win): drawn on the server by weight.
      spin_to_win: {
        id: 'metro-members-spin',
        title: 'Metro Members Spin to Win',
        intro: 'Signed-in Metro members get one spin. Sign in with your mobile or email to play.',
        starts_at: '2026-01-01',
        expires_at: '2029-12-31',
        terms: SPIN_TERMS,
        prizes: [
          {
            id: 'coffee',
            label: 'Free coffee voucher',
            weight: 60,
            terms: 'Redeem at any Metro dealership café.',
          },
          {
            id: 'fuel-card',
            label: '$100 fuel card',
            weight: 25,
            terms: 'Collect from your nearest Metro dealership within 30 days.',
          },
          {
            id: 'service',
            label: 'Free logbook service',
            weight: 10,
            terms: 'At a Metro service centre, within 12 months.',
          },
          {
            id: 'accessories',
            label: '$500 accessories voucher',
            weight: 5,
            terms: "With any new or used vehicle bought from Metro by the promotion's end.",
          },
        ],
      },
      // The stats banner comes from the group template (50+ Locations, 40+ Brands, 30+ Years
      // Established, site-wide §1); no sales counter on this site (the switch's off value).
      reviews: { hidden_titles: DEMO_HIDDEN_REVIEW_TITLES },
      blogs: { count: 3, posts: demoBlogPosts('group') },
      announcement: {
        text: 'Ten dealerships, one group: find the one nearest you.',
        link_url: '/dealer-locator',
        link_label: 'Find a dealership',
      },
      popup: demoPopup('Group-wide finance event this month', '/special-offers', {
        text: 'Sharper finance rates across every Metro Auto Group dealership this month. Compare the offers, then book a test drive at the dealership nearest you.',
        linkLabel: 'See the finance offers',
      }),
    },
  },
  {
    slug: 'coastal-toyota',
    name: 'Coastal Toyota',
    template: 'oem',
    domains: ['www.coastaltoyota.com.au'],
    dealerships: ['coastal-toyota'],
    config: {
      // The Vehicles menu is the Toyota range, in this order, on /models too (site-wide §2, §3).
      layout: { header_menu: 'models' },
      stock: { models: ['HiLux', 'RAV4', 'LandCruiser 300', 'Prado', 'Corolla', 'Camry'] },
      // The end of financial year page (site-wide §2 /eofy).
      content_pages: { eofy: {} },
      // The home page's promotions slider (site-wide §9), with generated campaign art.
      promotions_slider: demoPromotionsSlider('coastal-toyota'),
      // The vehicle page's copy is this dealer's own (site-wide §1).
      vdp_copy: DEMO_VDP_COPY['coastal-toyota'],
      // The account garage: Save to My Garage, the header's Sign in / My Garage (vehicle-stock §6).
      garage_enabled: true,
      manufacturer: 'toyota',
      // A franchise: only Toyota's brand pages (site config `makes`).
      makes: ['toyota'],
      url: 'https://www.coastaltoyota.com.au',
      theme: {
        colors: { primary: '#eb0a1e', secondary: '#1a1a1a', accent: '#0e7490' },
        logo_url: '/media/sites/coastal-toyota/logo.svg',
      },
      address: { city: 'Maroochydore' },
      phone: '(07) 5550 2100',
      facebook_url: 'https://www.facebook.com/coastaltoyota',
      instagram_url: 'https://www.instagram.com/coastaltoyota',
      finance_provider: 'manual',
      // Dealer rules: the walkaround leads the gallery, four similar vehicles (vehicle-stock §2, §9).
      rules: { walkaround_position: 'start', similar_vehicles_count: 4 },
      // Toyota certified badge (vehicle-stock §5), the certified pre-owned box (site-wide §1), the
      // delivery calculator (vehicle-stock §2); the share row leaves out Twitter/X (vehicle-stock
      // §9 "Twitter (can be hidden)").
      features: {
        toyota_certified_badge: true,
        certified_pre_owned_box: true,
        delivery_calculator: true,
        share_twitter: false,
        // Reserve online with the $200 deposit (vehicle-stock §2, §9).
        reserve_online: true,
        sales_counter: true,
        popup: true,
        // /online-payment: service invoices and deposits (site-wide §2).
        online_payment: true,
        // Buy online at /checkout-journey (vehicle-stock §2).
        online_purchase: true,
      },
      online_payment: { max_amount: 10000 },
      // The spin-to-win promotion (site-wide §2 /spin-to-win): drawn on the server by weight.
      spin_to_win: {
        id: 'coastal-service-spin',
        title: 'Coastal Toyota Service Spin',
        intro: 'Spin for a service bonus from Coastal Toyota.',
        starts_at: '2026-01-01',
        expires_at: '2029-12-31',
        terms: SPIN_TERMS,
        prizes: [
          {
            id: 'wash',
            label: 'Free car wash',
            weight: 60,
            terms: 'With your next service at Coastal Toyota.',
          },
          {
            id: 'wipers',
            label: 'Free wiper blades',
            weight: 30,
            terms: 'Fitted at your next service.',
          },
          {
            id: 'service',
            label: '$200 off your next service',
            weight: 10,
            terms: 'Not with capped price servicing offers.',
          },
        ],
      },
      reviews: { hidden_titles: DEMO_HIDDEN_REVIEW_TITLES },
      blogs: { count: 3, posts: demoBlogPosts('oem') },
      announcement: {
        text: 'New model year stock has arrived.',
        link_url: '/search/new-and-demo-cars',
        link_label: 'See new arrivals',
      },
      popup: demoPopup('Capped price servicing on every model', '/capped-price-servicing', {
        text: 'Know the price of each scheduled Toyota service before you book it at Coastal Toyota.',
        linkLabel: 'View service prices',
      }),
    },
  },
  {
    slug: 'southern-cross-caravans',
    name: 'Southern Cross Caravans',
    template: 'classic',
    domains: ['www.southerncrosscaravans.com.au'],
    dealerships: ['southern-cross-caravans'],
    config: {
      // No sticky bars on the caravan pages, and no map: the yard is by appointment
      // (vehicle-stock §2; site-wide §3 vdp_config.show_map_section).
      // The yard asks every enquirer to agree to its terms of use (site-wide §5 terms_required).
      features: { sticky_header: false, sticky_footer: false, terms_required: true },
      vdp_config: { show_map_section: false },
      // The outdoor accessories page (vehicle-stock §2 /4x4-outdoor).
      content_pages: { '4x4-outdoor': {} },
      // The home page's promotions slider (site-wide §9), with generated campaign art.
      promotions_slider: demoPromotionsSlider('southern-cross-caravans'),
      // Promo tiles in the results grid after the 4th caravan (site-wide §4, vehicle-stock §2):
      // the winter expo's has expired, the summer sale's runs; the art is the slider's.
      promo_cards: { positions: [4] },
      rules: {
        promo_tiles: [
          {
            id: 'winter-touring-expo',
            title: 'Winter touring expo',
            image_url: '/media/sites/southern-cross-caravans/promo/1.svg',
            href: '/special-offers',
            starts_at: '2026-06-01',
            expires_at: '2026-07-31',
          },
          {
            id: 'summer-caravan-sale',
            title: 'Summer caravan sale: new and used vans',
            image_url: '/media/sites/southern-cross-caravans/promo/2.svg',
            href: '/special-offers',
            starts_at: '2026-11-01',
            expires_at: '2029-12-31',
          },
        ],
      },
      // The vehicle page's copy is this dealer's own (site-wide §1).
      vdp_copy: DEMO_VDP_COPY['southern-cross-caravans'],
      url: 'https://www.southerncrosscaravans.com.au',
      theme: {
        colors: { primary: '#0f5132', secondary: '#9a3412', accent: '#e9c46a' },
        logo_url: '/media/sites/southern-cross-caravans/logo.svg',
      },
      address: { city: 'Newcastle' },
      time_zone: 'Australia/Sydney',
      phone: '(02) 5550 4100',
      // New and used caravans: the classic template's used-only search would hide half the yard.
      search_filters: '',
      texts: { vehicles: 'caravans' },
      facebook_url: 'https://www.facebook.com/southerncrosscaravans',
      instagram_url: 'https://www.instagram.com/southerncrosscaravans',
      youtube_url: 'https://www.youtube.com/@southerncrosscaravans',
      // The angle provider's calculator starts at $5,000 (vehicle-stock §9).
      finance: {
        // Its lender states a comparison rate range (site-wide §9: 8.38% to 19.42% for one
        // provider), shown with every calculator result.
        calculator: { amount_min: 5000, comparison_rate_range: { min: 8.38, max: 19.42 } },
        // The yard's lender fees, financed with every loan and listed by the calculator
        // (vehicle-stock §9 "amount minus deposit plus fees").
        fees: [
          { label: 'Establishment fee', amount: 495 },
          { label: 'PPSR', amount: 3 },
        ],
        // The dealer's own disclaimer, filled from the calculator's inputs (vehicle-stock §9).
        disclaimer:
          'Estimate only at {rate} (comparison rate {comparison_rate}) over {term} on {amount} with a {deposit} deposit, a {balloon} final payment and {fees} of fees financed. Not a loan offer; final terms are subject to lender approval.',
      },
      finance_provider: 'angle',
      reviews: { hidden_titles: DEMO_HIDDEN_REVIEW_TITLES },
    },
  },
  {
    slug: 'highway-truck-and-bike-group',
    name: 'Highway Truck & Bike Group',
    template: 'group',
    domains: ['www.highwaytruckandbike.com.au'],
    dealerships: [
      'highway-isuzu-trucks',
      'highway-kenworth-daf',
      'highway-motorcycles-campbelltown',
      'highway-honda-motorcycles',
    ],
    config: {
      // Trucks and bikes are too varied to suggest alike: no similar-vehicles carousel
      // (vehicle-stock §2).
      features: { similar_vehicles: false },
      // Protection products (vehicle-stock §2 /neotek).
      content_pages: { neotek: {} },
      // The home page's promotions slider (site-wide §9), with generated campaign art.
      promotions_slider: demoPromotionsSlider('highway-truck-and-bike-group'),
      // The vehicle page's copy is this dealer's own (site-wide §1).
      vdp_copy: DEMO_VDP_COPY['highway-truck-and-bike-group'],
      url: 'https://www.highwaytruckandbike.com.au',
      theme: {
        colors: { primary: '#1c1917', secondary: '#b45309', accent: '#facc15' },
        logo_url: '/media/sites/highway-truck-and-bike-group/logo.svg',
      },
      phone: '1300 975 812',
      facebook_url: 'https://www.facebook.com/highwaytruckandbike',
      youtube_url: 'https://www.youtube.com/@highwaytruckandbike',
      linkedin_url: 'https://www.linkedin.com/company/highway-truck-and-bike-group',
      // Trucks above $100,000: the calculator goes to 105% of the price (vehicle-stock §9). The
      // group's lender lists its fees, financed with each loan (site-wide §9 "One dealer lists
      // fees").
      finance: {
        calculator: { amount_max_follows_price: true },
        fees: [
          { label: 'Establishment fee', amount: 395 },
          { label: 'Security registration', amount: 6 },
          { label: 'Agency fee', amount: 912.25 },
        ],
        // ... and its $8 monthly account fee, charged with every repayment.
        monthly_account_fee: 8,
      },
      finance_provider: 'manual',
      truck_body_type: 'lightTruck',
      reviews: { hidden_titles: DEMO_HIDDEN_REVIEW_TITLES },
      texts: { vehicles: 'trucks and motorcycles' },
      // Counted from the group's data, so the banner agrees with the brand grid (site-wide §1).
      stats_banner: [
        { count: 'dealerships', label: 'Dealerships' },
        { count: 'brands', label: 'Brands' },
        { value: '25+', label: 'Years on the Road' },
      ],
    },
  },
  {
    slug: 'harbour-city-mazda',
    name: 'Harbour City Mazda',
    template: 'oem',
    domains: ['www.harbourcitymazda.com.au'],
    dealerships: ['harbour-city-mazda'],
    config: {
      // The home page's promotions slider (site-wide §9), with generated campaign art.
      promotions_slider: demoPromotionsSlider('harbour-city-mazda'),
      // Promo tiles after the 4th and 12th cars (site-wide §4, vehicle-stock §2): the EOFY tile
      // has expired, the demo run-out shows on demo-car pages only, the service offer everywhere.
      promo_cards: { positions: [4, 12] },
      rules: {
        promo_tiles: [
          {
            id: 'eofy-drive-away',
            title: 'EOFY drive-away deals',
            image_url: '/media/sites/harbour-city-mazda/promo/1.svg',
            href: '/special-offers',
            starts_at: '2026-06-01',
            expires_at: '2026-06-30',
          },
          {
            id: 'demo-run-out',
            title: 'Demo run-out: CX-5 and Mazda3 demonstrators',
            image_url: '/media/sites/harbour-city-mazda/promo/1.svg',
            href: '/search/demo-cars',
            starts_at: '2026-11-01',
            expires_at: '2029-12-31',
            car_types: ['demo'],
          },
          {
            id: 'service-offer',
            title: 'Book a service online',
            image_url: '/media/sites/harbour-city-mazda/promo/2.svg',
            href: '/service',
            starts_at: '2026-11-01',
            expires_at: '2029-12-31',
          },
        ],
      },
      // The vehicle page's copy is this dealer's own (site-wide §1).
      vdp_copy: DEMO_VDP_COPY['harbour-city-mazda'],
      manufacturer: 'mazda',
      // A franchise: only Mazda's brand pages (site config `makes`).
      makes: ['mazda'],
      url: 'https://www.harbourcitymazda.com.au',
      theme: {
        colors: { primary: '#101820', secondary: '#9b1b30', accent: '#5b6770' },
        logo_url: '/media/sites/harbour-city-mazda/logo.svg',
      },
      address: { city: 'Sydney' },
      time_zone: 'Australia/Sydney',
      phone: '(02) 5550 6100',
      // Services are booked on the manufacturer's own booking page (site-wide §2).
      service_booking_url: 'https://www.mazda.com.au/owners/book-a-service/',
      facebook_url: 'https://www.facebook.com/harbourcitymazda',
      instagram_url: 'https://www.instagram.com/harbourcitymazda',
      tiktok_url: 'https://www.tiktok.com/@harbourcitymazda',
      // The dealer whose calculator defaults to 8.5% (site-wide §9 "8.5 percent in the calculator
      // defaults of another dealer set"): its one basis, so every estimate and the calculator's
      // start agree; its rate slider runs 4 to 20% ("4 to 20 for one dealer"), and /finance
      // opens on a typical new Mazda's price.
      finance: {
        interest_rate: 8.5,
        calculator: { interest_range: { min: 4, max: 20 }, amount_default: 40_000 },
      },
      finance_provider: 'manual',
      // The one dealer that shows reviews from 3 stars (site-wide §5: "3 for one dealer").
      reviews: { min_rating: 3, hidden_titles: DEMO_HIDDEN_REVIEW_TITLES },
    },
  },
];
